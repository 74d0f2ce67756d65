"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";

import { Button } from "@lexforge/ui/button";
import { paginationWindow } from "@lexforge/validators";

/** Previous/Next, first and last page, a window around the current page, ellipses; hidden for ≤ 1 page. */
export function Pagination(props: { page: number; pageCount: number; onPage: (page: number) => void }) {
  const items = paginationWindow(props.page, props.pageCount);
  if (items.length === 0) return null;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-1">
      <Button variant="outline" size="sm" onClick={() => props.onPage(props.page - 1)} disabled={props.page <= 1}>
        <ChevronLeft aria-hidden />
        Previous
      </Button>
      <ul className="flex items-center gap-1">
        {items.map((item) =>
          item.kind === "ellipsis" ? (
            <li key={`ellipsis-${item.key}`} aria-hidden className="px-2 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Button
                variant={item.page === props.page ? "default" : "ghost"}
                size="sm"
                className="min-w-8"
                aria-label={`Page ${item.page}`}
                aria-current={item.page === props.page ? "page" : undefined}
                onClick={() => props.onPage(item.page)}
              >
                {item.page}
              </Button>
            </li>
          ),
        )}
      </ul>
      <Button
        variant="outline"
        size="sm"
        onClick={() => props.onPage(props.page + 1)}
        disabled={props.page >= props.pageCount}
      >
        Next
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
