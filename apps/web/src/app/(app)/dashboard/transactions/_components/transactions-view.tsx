"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ArrowLeft, Download } from "lucide-react";
import { useRouter } from "next/navigation";

import { Button } from "@lexforge/ui/button";
import { Card, CardContent } from "@lexforge/ui/card";
import { TRANSACTIONS_PAGE_SIZE } from "@lexforge/validators";

import { useTRPC } from "~/trpc/react";
import { Pagination } from "~/components/pagination";
import { TransactionFilters } from "./transaction-filters";
import { TransactionsTable } from "./transactions-table";
import { csvQuery, useTransactionFilters } from "./use-transaction-filters";

export function TransactionsView() {
  const trpc = useTRPC();
  const router = useRouter();
  const state = useTransactionFilters();
  const { filters, sort, page } = state;

  const query = useQuery({
    ...trpc.billing.transactions.queryOptions({
      search: filters.search.trim() || undefined,
      planId: filters.planId || undefined,
      from: filters.from || undefined,
      to: filters.to || undefined,
      sort,
      page,
      pageSize: TRANSACTIONS_PAGE_SIZE,
    }),
    // Keep the current rows on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
    enabled: !state.rangeInvalid,
  });

  const goBack = () => {
    // Opened directly (no history inside the app): back means the dashboard.
    if (window.history.length > 1) router.back();
    else router.push("/dashboard");
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Button variant="outline" size="icon" onClick={goBack} aria-label="Back">
            <ArrowLeft aria-hidden />
          </Button>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Transactions</h1>
        </div>
        <Button asChild variant="outline">
          <a href={`/api/transactions/csv?${csvQuery(filters, sort)}`} download>
            <Download aria-hidden />
            Export CSV
          </a>
        </Button>
      </div>

      <Card className="mt-6">
        <CardContent className="grid gap-6">
          <TransactionFilters state={state} />
          {state.rangeInvalid ? (
            <p role="alert" className="py-8 text-center text-sm text-destructive">
              From Date must be on or before To Date
            </p>
          ) : query.isPending ? (
            <p role="status" className="py-8 text-center text-sm text-muted-foreground">
              Loading transactions...
            </p>
          ) : query.isError ? (
            <p role="alert" className="py-8 text-center text-sm text-destructive">
              Error loading transactions. Please try again.
            </p>
          ) : query.data.total === 0 ? (
            <EmptyState narrowed={state.narrowed} />
          ) : (
            <>
              <TransactionsTable
                rows={query.data.rows}
                total={query.data.total}
                sort={sort}
                onSort={state.toggleSort}
                busy={query.isFetching}
              />
              <Pagination page={query.data.page} pageCount={query.data.pageCount} onPage={state.setPage} />
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function EmptyState({ narrowed }: { narrowed: boolean }) {
  return (
    <div className="flex flex-col items-center gap-2 py-12 text-center">
      <h2 className="text-lg font-semibold">No transactions found</h2>
      <p className="text-sm text-muted-foreground">
        {narrowed
          ? "Try adjusting your search to see more results."
          : "Your transaction history will appear here after your first purchase."}
      </p>
    </div>
  );
}
