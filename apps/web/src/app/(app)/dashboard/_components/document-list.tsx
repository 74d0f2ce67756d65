"use client";

import type { RouterOutputs } from "@lexforge/api";
import { CATALOGUE } from "@lexforge/doc-engine/data";
import { Badge } from "@lexforge/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@lexforge/ui/table";

import { DocumentActions } from "./document-actions";
import { capitalise, formatShortDate } from "./format";
import { LocalDate } from "./local-date";

export type DocumentRow = RouterOutputs["documents"]["list"]["rows"][number];

export const typeTitle = (type: string) => CATALOGUE.find((entry) => entry.type === type)?.title ?? type;

function StatusBadge({ status }: { status: string }) {
  return <Badge variant={status === "completed" ? "success" : "warning"}>{capitalise(status)}</Badge>;
}

/** A table from 768 px up; below that, one card per document with the same labels. */
export function DocumentList({ rows }: { rows: DocumentRow[] }) {
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
