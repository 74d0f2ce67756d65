"use client";

import { useQuery } from "@tanstack/react-query";
import { FileText, Plus } from "lucide-react";
import Link from "next/link";

import type { RouterOutputs } from "@lexforge/api";
import { CATALOGUE } from "@lexforge/doc-engine/data";
import { Badge } from "@lexforge/ui/badge";
import { Button } from "@lexforge/ui/button";
import { Card, CardContent, CardHeader } from "@lexforge/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@lexforge/ui/table";

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
          <DocumentList rows={documents.data} />
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
