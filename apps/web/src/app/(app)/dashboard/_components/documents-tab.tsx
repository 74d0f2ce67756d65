"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { FileText, Plus } from "lucide-react";
import Link from "next/link";

import type { RouterOutputs } from "@lexforge/api";
import { Button } from "@lexforge/ui/button";
import { Card, CardContent, CardHeader } from "@lexforge/ui/card";
import { Input } from "@lexforge/ui/input";
import type { TDocumentSort, TListDocuments } from "@lexforge/validators";
import { DOCUMENT_SORTS, MAX_DOCUMENT_SEARCH } from "@lexforge/validators";

import { Pagination } from "~/components/pagination";
import { useTRPC } from "~/trpc/react";
import { DocumentList, typeTitle } from "./document-list";
import { useDocumentsView } from "./use-documents-view";

type DocumentsPage = RouterOutputs["documents"]["list"];

/**
 * The server searches, filters, sorts and pages the list, so the page carries 20 documents however many the
 * account has. While the next page loads, the current one stays on screen.
 */
export function DocumentsTab() {
  const trpc = useTRPC();
  const controls = useDocumentsView();
  const documents = useQuery(trpc.documents.list.queryOptions(controls.view, { placeholderData: keepPreviousData }));

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl leading-none font-semibold">Your Documents</h2>
        <Button asChild>
          <Link href="/documents">
            <Plus aria-hidden />
            Create New
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {documents.isPending ? (
          <p role="status" className="py-8 text-center text-sm text-muted-foreground">
            Loading documents...
          </p>
        ) : documents.isError ? (
          <p role="alert" className="py-8 text-center text-sm text-destructive">
            There was a problem retrieving your account information.
          </p>
        ) : documents.data.unfilteredTotal === 0 ? (
          <EmptyState />
        ) : (
          <FilteredDocuments data={documents.data} controls={controls} />
        )}
      </CardContent>
    </Card>
  );
}

function EmptyState() {
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center">
      <FileText aria-hidden className="size-12 text-muted-foreground" />
      <h3 className="text-lg font-semibold">No documents yet</h3>
      <p className="text-sm text-muted-foreground">Create your first document to get started</p>
      <Button asChild className="mt-2">
        <Link href="/documents">Create Document</Link>
      </Button>
    </div>
  );
}

const SORT_LABELS = {
  changed: "Last changed",
  created: "Newest first",
  name: "Name (A–Z)",
} satisfies Record<TDocumentSort, string>;

const CONTROL_CLASS =
  "h-9 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";

function FilteredDocuments({ data, controls }: { data: DocumentsPage; controls: ReturnType<typeof useDocumentsView> }) {
  const { view } = controls;
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="space-y-1">
          <label htmlFor="documents-search" className="text-sm font-medium">
            Search
          </label>
          <Input
            id="documents-search"
            type="search"
            placeholder="Document name"
            maxLength={MAX_DOCUMENT_SEARCH}
            value={controls.searchText}
            onChange={(event) => controls.setSearchText(event.target.value)}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor="documents-type" className="text-sm font-medium">
            Type
          </label>
          <select
            id="documents-type"
            className={`${CONTROL_CLASS} w-full`}
            value={view.type ?? ""}
            onChange={(event) => controls.setType((event.target.value || undefined) as TListDocuments["type"])}
          >
            <option value="">All types</option>
            {data.types.map((item) => (
              <option key={item} value={item}>
                {typeTitle(item)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="documents-sort" className="text-sm font-medium">
            Sort by
          </label>
          <select
            id="documents-sort"
            className={`${CONTROL_CLASS} w-full`}
            value={view.sort}
            onChange={(event) => controls.setSort(event.target.value as TDocumentSort)}
          >
            {DOCUMENT_SORTS.map((key) => (
              <option key={key} value={key}>
                {SORT_LABELS[key]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {data.total} of {data.unfilteredTotal} document{data.unfilteredTotal === 1 ? "" : "s"}
      </p>
      {data.rows.length > 0 && <DocumentList rows={data.rows} />}
      <Pagination page={data.page} pageCount={data.pageCount} onPage={controls.setPage} />
    </div>
  );
}
