"use client";

import { useQuery } from "@tanstack/react-query";
import { FileText, Plus } from "lucide-react";
import Link from "next/link";
import { useState } from "react";

import type { RouterOutputs } from "@lexforge/api";
import { CATALOGUE } from "@lexforge/doc-engine/data";
import { Badge } from "@lexforge/ui/badge";
import { Button } from "@lexforge/ui/button";
import { Card, CardContent, CardHeader } from "@lexforge/ui/card";
import { Input } from "@lexforge/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@lexforge/ui/table";
import { DOCUMENTS_PAGE_SIZE } from "@lexforge/validators";

import { Pagination } from "~/components/pagination";
import { useTRPC } from "~/trpc/react";
import { DocumentActions } from "./document-actions";
import { capitalise, formatShortDate } from "./format";
import { LocalDate } from "./local-date";

type DocumentRow = RouterOutputs["generator"]["list"][number];

const typeTitle = (type: string) => CATALOGUE.find((entry) => entry.type === type)?.title ?? type;

export function DocumentsTab() {
  const trpc = useTRPC();
  const documents = useQuery(trpc.generator.list.queryOptions());

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
        ) : documents.data.length === 0 ? (
          <EmptyState />
        ) : (
          <FilteredDocuments rows={documents.data} />
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

function StatusBadge({ status }: { status: string }) {
  return <Badge variant={status === "completed" ? "success" : "warning"}>{capitalise(status)}</Badge>;
}

const SORTS = {
  changed: { label: "Last changed", compare: (a: DocumentRow, b: DocumentRow) => +b.updatedAt - +a.updatedAt },
  created: { label: "Newest first", compare: (a: DocumentRow, b: DocumentRow) => +b.createdAt - +a.createdAt },
  name: { label: "Name (A–Z)", compare: (a: DocumentRow, b: DocumentRow) => a.name.localeCompare(b.name) },
} as const;
type SortKey = keyof typeof SORTS;

const CONTROL_CLASS =
  "h-9 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";

/**
 * Search by name, filter by type and sort; the list is the account's own (its rows are small), so this
 * happens in the browser. Only one page of it is rendered; a new search, filter or order starts at page 1.
 */
function FilteredDocuments({ rows }: { rows: DocumentRow[] }) {
  const [query, setQuery] = useState("");
  const [type, setType] = useState("");
  const [sort, setSort] = useState<SortKey>("changed");
  const [page, setPage] = useState(1);
  const types = [...new Set(rows.map((row) => row.type))];
  const needle = query.trim().toLowerCase();
  const shown = rows
    .filter((row) => (!type || row.type === type) && (!needle || row.name.toLowerCase().includes(needle)))
    .sort(SORTS[sort].compare);
  const pageCount = Math.ceil(shown.length / DOCUMENTS_PAGE_SIZE);
  const current = Math.min(page, Math.max(1, pageCount));
  const pageRows = shown.slice((current - 1) * DOCUMENTS_PAGE_SIZE, current * DOCUMENTS_PAGE_SIZE);
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
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setPage(1);
            }}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor="documents-type" className="text-sm font-medium">
            Type
          </label>
          <select
            id="documents-type"
            className={`${CONTROL_CLASS} w-full`}
            value={type}
            onChange={(event) => {
              setType(event.target.value);
              setPage(1);
            }}
          >
            <option value="">All types</option>
            {types.map((item) => (
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
            value={sort}
            onChange={(event) => {
              setSort(event.target.value as SortKey);
              setPage(1);
            }}
          >
            {Object.entries(SORTS).map(([key, item]) => (
              <option key={key} value={key}>
                {item.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {shown.length} of {rows.length} document{rows.length === 1 ? "" : "s"}
      </p>
      {pageRows.length > 0 && <DocumentList rows={pageRows} />}
      <Pagination page={current} pageCount={pageCount} onPage={setPage} />
    </div>
  );
}

/** A table from 768 px up; below that, one card per document with the same labels. */
function DocumentList({ rows }: { rows: DocumentRow[] }) {
  return (
    <>
      <div className="hidden md:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Type</TableHead>
              <TableHead>Date Created</TableHead>
              <TableHead>Last Change</TableHead>
              <TableHead>Versions</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((doc) => (
              <TableRow key={doc.id}>
                <TableCell className="font-medium">{doc.name}</TableCell>
                <TableCell>{typeTitle(doc.type)}</TableCell>
                <TableCell>
                  <LocalDate date={doc.createdAt} format={formatShortDate} />
                </TableCell>
                <TableCell>
                  <LocalDate date={doc.updatedAt} format={formatShortDate} />
                </TableCell>
                <TableCell>{doc.currentVersion}</TableCell>
                <TableCell>
                  <StatusBadge status={doc.status} />
                </TableCell>
                <TableCell className="text-right">
                  <DocumentActions document={doc} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden" aria-label="Your documents">
        {rows.map((doc) => (
          <li key={doc.id} className="rounded-lg border p-4">
            <div className="flex items-start justify-between gap-3">
              <h3 className="font-medium break-words">{doc.name}</h3>
              <StatusBadge status={doc.status} />
            </div>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Type</dt>
              <dd>{typeTitle(doc.type)}</dd>
              <dt className="text-muted-foreground">Date Created</dt>
              <dd>
                <LocalDate date={doc.createdAt} format={formatShortDate} />
              </dd>
              <dt className="text-muted-foreground">Last Change</dt>
              <dd>
                <LocalDate date={doc.updatedAt} format={formatShortDate} />
              </dd>
              <dt className="text-muted-foreground">Versions</dt>
              <dd>{doc.currentVersion}</dd>
            </dl>
            <div className="mt-3">
              <DocumentActions document={doc} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
