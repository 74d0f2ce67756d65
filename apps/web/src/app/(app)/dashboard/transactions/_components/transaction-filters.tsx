"use client";

import { Search } from "lucide-react";

import { PLANS } from "@lexforge/payments/plans";
import type { PlanId } from "@lexforge/payments/plans";
import { Button } from "@lexforge/ui/button";
import { Input } from "@lexforge/ui/input";
import { Label } from "@lexforge/ui/label";

import type { useTransactionFilters } from "./use-transaction-filters";

const isPlanId = (value: string): value is PlanId => PLANS.some((plan) => plan.id === value);

const selectClass =
  "flex h-9 w-full rounded-md border border-input bg-background px-3 py-1 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm";

export function TransactionFilters({ state }: { state: ReturnType<typeof useTransactionFilters> }) {
  const { filters } = state;
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] md:items-end">
      <div className="space-y-2">
        <Label htmlFor="transactions-search" className="sr-only">
          Search transactions
        </Label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="transactions-search"
            type="search"
            placeholder="Search transactions..."
            maxLength={100}
            value={state.search}
            onChange={(event) => state.setSearch(event.target.value)}
            className="pl-9"
          />
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor="transactions-plan">Plan</Label>
        <select
          id="transactions-plan"
          className={selectClass}
          value={filters.planId}
          onChange={(event) => state.setFilter("planId", isPlanId(event.target.value) ? event.target.value : "")}
        >
          <option value="">All Plans</option>
          {PLANS.map((plan) => (
            <option key={plan.id} value={plan.id}>
              {plan.title} Plan
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-2">
        <Label htmlFor="transactions-from">From Date</Label>
        <Input
          id="transactions-from"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => state.setFilter("from", event.target.value)}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="transactions-to">To Date</Label>
        <Input
          id="transactions-to"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => state.setFilter("to", event.target.value)}
        />
      </div>
      <Button variant="outline" onClick={state.reset}>
        Reset
      </Button>
    </div>
  );
}
