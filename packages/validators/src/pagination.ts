/** The transactions page shows 10 rows per page. */
export const TRANSACTIONS_PAGE_SIZE = 10;

/** The dashboard's documents list renders a page at a time: an account with thousands stays light. */
export const DOCUMENTS_PAGE_SIZE = 20;

export type PageItem = { kind: "page"; page: number } | { kind: "ellipsis"; key: "start" | "end" };

/**
 * The pagination bar: first and last page, a window of `siblings` pages either side of the
 * current one, and an ellipsis for each gap. A gap of a single page shows that page instead, since an
 * ellipsis would take the same room. Nothing at all for one page or fewer (the bar is hidden).
 */
export function paginationWindow(current: number, pageCount: number, siblings = 1): PageItem[] {
  if (!Number.isFinite(pageCount) || pageCount <= 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), pageCount);
  let start = Math.max(2, page - siblings);
  let end = Math.min(pageCount - 1, page + siblings);
  // Fold a one-page gap into the window rather than drawing an ellipsis for it.
  if (start === 3) start = 2;
  if (end === pageCount - 2) end = pageCount - 1;

  const items: PageItem[] = [{ kind: "page", page: 1 }];
  if (start > 2) items.push({ kind: "ellipsis", key: "start" });
  for (let n = start; n <= end; n++) items.push({ kind: "page", page: n });
  if (end < pageCount - 1) items.push({ kind: "ellipsis", key: "end" });
  items.push({ kind: "page", page: pageCount });
  return items;
}
