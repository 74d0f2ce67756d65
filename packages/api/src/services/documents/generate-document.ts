import { randomUUID } from "node:crypto";

import type { LegalDocument } from "@lexforge/doc-engine";
import type { Db } from "@lexforge/db";
import { queryRows, sql } from "@lexforge/db";
import type { TDocumentRequest } from "@lexforge/validators";

import { DEFAULT_CREDITS } from "@lexforge/validators/credits";
import { spendWith } from "../credits/spend-credit";
import { buildDocument, documentName, toEngineRequest } from "./build-document";
import { documentView } from "./get-document";

/**
 * Generates and stores a document, in one statement either way. AI mode adds the credit's spend to it, so a
 * failed write never costs a credit and a refused spend writes nothing; no transaction is held open between
 * round trips (on the embedded database, one connection, nothing else could run meanwhile).
 */
export async function generateDocument(
  db: Db,
  { userId, input, now = new Date() }: { userId: string; input: TDocumentRequest; now?: Date },
) {
  const request = toEngineRequest(input, now);
  const body = buildDocument(request);
  const id = randomUUID();
  const written = writeDocument({ id, userId, body });

  if (!request.useAI) {
    const [row] = await queryRows<WrittenDocument & { balance: number | null }>(
      db,
      sql`with paid as (select true as ok), ${written}
        select document.*, (select amount from credit_balances where user_id = ${userId}::uuid) as balance
        from document`,
    );
    if (!row) throw new Error("insert returned no row");
    // A user without a balance row has the default; the row is created when a credit is first spent.
    return { document: documentView(toDocumentRow(row, userId), body), credits: row.balance ?? DEFAULT_CREDITS };
  }
  const { credits, row } = await spendWith<WrittenDocument>(
    db,
    { userId, reason: "generation", ref: id },
    {
      with: written,
      select: sql`select paid.may_spend, paid.spent, paid.before, document.* from paid left join document on true`,
    },
  );
  return { document: documentView(toDocumentRow(row, userId), body), credits };
}

/**
 * Version 1 and the document, written `from paid where paid.ok` (the CTE `paid` comes before: the spend's,
 * or always true in template mode). The version's foreign key is checked at the end of the statement, when
 * the document row exists.
 */
function writeDocument({ id, userId, body }: { id: string; userId: string; body: LegalDocument }) {
  return sql`
    version as (
      insert into document_versions (document_id, version, body)
      select ${id}::uuid, 1, ${JSON.stringify(body)}::jsonb from paid where paid.ok
    ),
    document as (
      insert into documents (id, user_id, name, type, engine_version)
      select ${id}::uuid, ${userId}::uuid, ${documentName(body)}, ${body.type}, ${body.engineVersion}
      from paid where paid.ok
      returning id, name, custom_name, type, status, engine_version, current_version, created_at, updated_at
    )`;
}

/** The document's columns as writeDocument returns them (a hand-written statement: snake_case). */
type WrittenDocument = {
  id: string | null;
  name: string;
  custom_name: string | null;
  type: string;
  status: "completed" | "draft";
  engine_version: string;
  current_version: number;
  created_at: string | Date;
  updated_at: string | Date;
};

function toDocumentRow(row: WrittenDocument, userId: string) {
  if (row.id === null) throw new Error("the document was not written");
  // As Drizzle maps a timestamptz: the drivers hand it over as Postgres' text (Drizzle asks both for text).
  const at = (value: string | Date) => new Date(value);
  return {
    id: row.id,
    userId,
    name: row.name,
    customName: row.custom_name,
    type: row.type,
    status: row.status,
    engineVersion: row.engine_version,
    currentVersion: row.current_version,
    createdAt: at(row.created_at),
    updatedAt: at(row.updated_at),
    deletedAt: null,
  };
}
