import { randomUUID } from "node:crypto";

import { getTableColumns } from "drizzle-orm";

import type { LegalDocument } from "@lexforge/doc-engine";
import type { Db } from "@lexforge/db";
import { creditBalances, documents, documentVersions, sql } from "@lexforge/db";
import type { TDocumentRequest } from "@lexforge/validators";

import { DEFAULT_CREDITS } from "../credits/rules";
import { spendWith } from "../credits/spend-credit";
import { buildDocument, documentName, toEngineRequest } from "./build-document";
import { documentView } from "./get-document";

/**
 * Generates and stores a document. AI mode spends one credit in the same statement that writes the
 * document and its version 1, so a failed write never costs a credit and a refused spend writes nothing.
 * Template mode is one statement too. Neither holds a transaction open between round trips.
 */
export async function generateDocument(
  db: Db,
  { userId, input, now = new Date() }: { userId: string; input: TDocumentRequest; now?: Date },
) {
  const request = toEngineRequest(input, now);
  const body = buildDocument(request);
  const id = randomUUID();

  if (!request.useAI) {
    const { document, balance } = await insertDocument(db, { id, userId, body });
    // A user without a balance row has the default; the row is created when a credit is first spent.
    return { document, credits: balance ?? DEFAULT_CREDITS };
  }
  return insertPaidDocument(db, { id, userId, body });
}

/**
 * AI mode: the spend's CTEs (spendWith), then the version and the document written `from paid where
 * paid.ok`, so a refused spend writes neither. One statement where BEGIN, spend, insert and COMMIT were four
 * round trips, during which the embedded database (one connection) could do nothing else.
 */
async function insertPaidDocument(db: Db, { id, userId, body }: { id: string; userId: string; body: LegalDocument }) {
  const { credits, row } = await spendWith<PaidDocumentRow>(
    db,
    { userId, reason: "generation", ref: id },
    sql`,
    version as (
      insert into ${documentVersions} (document_id, version, body)
      select ${id}::uuid, 1, ${JSON.stringify(body)}::jsonb from paid where paid.ok
    ),
    document as (
      insert into ${documents} (id, user_id, name, type, engine_version)
      select ${id}::uuid, ${userId}::uuid, ${documentName(body)}, ${body.type}, ${body.engineVersion}
      from paid where paid.ok
      returning id, name, custom_name, type, status, engine_version, current_version, created_at, updated_at
    )
    select paid.may_spend, paid.spent, paid.before, document.* from paid left join document on true`,
  );
  if (row.id === null) throw new Error("the paid document was not written");
  // As Drizzle maps a timestamptz: the drivers hand it over as Postgres' text (Drizzle asks both for text).
  const at = (value: string | Date) => new Date(value);
  const document = documentView(
    {
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
    },
    body,
  );
  return { document, credits };
}

/** The document's columns as the paid insert returns them (snake_case: a hand-written statement). */
type PaidDocumentRow = {
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

/**
 * The document and its version 1 in one statement (the version as a data-modifying CTE; its foreign key is
 * checked at the end of the statement, when the document row exists), returning the balance alongside.
 * Built once per database and run with each document's values: building it was a tenth of a template
 * generation's time on the request thread.
 */
const prepareInsertDocument = (db: Db) => {
  const version = db.$with("version").as(
    db
      .insert(documentVersions)
      .values({ documentId: sql.placeholder("id"), version: 1, body: sql.placeholder("body") })
      .returning({ id: documentVersions.id }),
  );
  return db
    .with(version)
    .insert(documents)
    .values({
      id: sql.placeholder("id"),
      userId: sql.placeholder("userId"),
      name: sql.placeholder("name"),
      type: sql.placeholder("type"),
      engineVersion: sql.placeholder("engineVersion"),
    })
    .returning({
      ...getTableColumns(documents),
      balance: sql<number | null>`(select ${creditBalances.amount} from ${creditBalances}
        where ${creditBalances.userId} = ${sql.placeholder("userId")}::uuid)`,
    })
    .prepare("lexforge_insert_document");
};
const insertDocumentQueries = new WeakMap<Db, ReturnType<typeof prepareInsertDocument>>();

async function insertDocument(db: Db, { id, userId, body }: { id: string; userId: string; body: LegalDocument }) {
  let query = insertDocumentQueries.get(db);
  if (!query) {
    query = prepareInsertDocument(db);
    insertDocumentQueries.set(db, query);
  }
  const [row] = await query.execute({
    id,
    userId,
    body,
    name: documentName(body),
    type: body.type,
    engineVersion: body.engineVersion,
  });
  if (!row) throw new Error("insert returned no row");
  const { balance, ...document } = row;
  return { document: documentView(document, body), balance };
}
