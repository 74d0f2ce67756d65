"use client";

import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";

import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@lexforge/ui/table";
import { cn } from "@lexforge/ui/utils";

import { formatTransactionDate, formatUsd } from "../../_components/format";
import type { Sort, SortField } from "./use-transaction-filters";

type Row = { id: string; label: string; date: Date; amountCents: number; refundedAt: Date | null };

const COLUMNS: { field: SortField; label: string; align?: "right" }[] = [
  { field: "date", label: "Date" },
  { field: "plan", label: "Plan" },
  { field: "amount", label: "Amount", align: "right" },
];

export function TransactionsTable(props: {
  rows: Row[];
  total: number;
  sort: Sort;
  onSort: (field: SortField) => void;
  busy: boolean;
}) {
  return (
    <Table aria-busy={props.busy} className={cn(props.busy && "opacity-70 transition-opacity")}>
      <TableCaption className="mt-0 mb-3 caption-top text-left" aria-live="polite">
        Showing {props.total} {props.total === 1 ? "transaction" : "transactions"}
      </TableCaption>
      <TableHeader>
        <TableRow>
          {COLUMNS.map((column) => (
            <SortableHead key={column.field} {...column} sort={props.sort} onSort={props.onSort} />
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell>
              <time dateTime={row.date.toISOString()}>{formatTransactionDate(row.date)}</time>
            </TableCell>
            <TableCell>
              {row.label}
              {row.refundedAt ? (
                <span className="block text-xs text-muted-foreground">
                  Refunded <time dateTime={row.refundedAt.toISOString()}>{formatTransactionDate(row.refundedAt)}</time>
                </span>
              ) : null}
            </TableCell>
            <TableCell
              className={cn("text-right tabular-nums", row.refundedAt && "text-muted-foreground line-through")}
            >
              {formatUsd(row.amountCents)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function SortableHead(props: {
  field: SortField;
  label: string;
  align?: "right";
  sort: Sort;
  onSort: (field: SortField) => void;
}) {
  const active = props.sort.field === props.field;
  const Icon = !active ? ArrowUpDown : props.sort.direction === "asc" ? ArrowUp : ArrowDown;
  return (
    <TableHead
      aria-sort={active ? (props.sort.direction === "asc" ? "ascending" : "descending") : "none"}
      className={cn(props.align === "right" && "text-right")}
    >
      <button
        type="button"
        onClick={() => props.onSort(props.field)}
        className="-mx-2 inline-flex items-center gap-1 rounded-md px-2 py-1 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {props.label}
        <Icon aria-hidden className={cn("size-4", !active && "text-muted-foreground")} />
      </button>
    </TableHead>
  );
}
