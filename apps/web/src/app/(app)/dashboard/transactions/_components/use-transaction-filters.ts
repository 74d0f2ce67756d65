"use client";

import { useEffect, useState } from "react";

import type { PlanId } from "@lexforge/payments/plans";

export type SortField = "date" | "plan" | "amount";
export type SortDirection = "asc" | "desc";
export type Sort = { field: SortField; direction: SortDirection };

export type Filters = { search: string; planId: PlanId | ""; from: string; to: string };
const EMPTY: Filters = { search: "", planId: "", from: "", to: "" };
const DEFAULT_SORT: Sort = { field: "date", direction: "desc" };

/** Clicking the current sort column toggles its direction; another column starts descending. */
export function nextSort(current: Sort, field: SortField): Sort {
  if (current.field === field) return { field, direction: current.direction === "asc" ? "desc" : "asc" };
  return { field, direction: "desc" };
}

/**
 * Filters, sort and page of the transactions list. Any change to search, filters or sort goes back
 * to page 1, since the old page may not exist in the new result. Search is debounced so typing does not
 * fire one request per key.
 */
export function useTransactionFilters() {
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const [page, setPage] = useState(1);

  useEffect(() => {
    if (search === filters.search) return;
    const timer = setTimeout(() => {
      setFilters((current) => ({ ...current, search }));
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [search, filters.search]);

  const setFilter = <K extends keyof Omit<Filters, "search">>(key: K, value: Filters[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };

  return {
    filters,
    search,
    setSearch,
    setFilter,
    sort,
    toggleSort: (field: SortField) => {
      setSort((current) => nextSort(current, field));
      setPage(1);
    },
    page,
    setPage,
    reset: () => {
      setSearch("");
      setFilters(EMPTY);
      setSort(DEFAULT_SORT);
      setPage(1);
    },
    /** Whether anything narrows the list (decides which empty-state sentence to show). */
    narrowed: Boolean(filters.search.trim() || filters.planId || filters.from || filters.to),
    rangeInvalid: Boolean(filters.from && filters.to && filters.from > filters.to),
  };
}

/** The query string of the CSV export: the same filters and sort as the list. */
export function csvQuery(filters: Filters, sort: Sort): string {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set("search", filters.search.trim());
  if (filters.planId) params.set("planId", filters.planId);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  params.set("sort", sort.field);
  params.set("direction", sort.direction);
  return params.toString();
}
