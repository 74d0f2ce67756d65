import { randomUUID } from "node:crypto";

import { getTableColumns } from "drizzle-orm";

import type { LegalDocument } from "@lexforge/doc-engine";
import type { Db, Tx } from "@lexforge/db";
import { creditBalances, documents, documentVersions, eq, sql } from "@lexforge/db";
import type { TDocumentRequest } from "@lexforge/validators";

import { DEFAULT_CREDITS } from "../credits/rules";
import { spendCredit } from "../credits/spend-credit";
import { buildDocument, documentName, toEngineRequest } from "./build-document";
import { documentView } from "./get-document";

/**
 * Generates and stores a document. AI mode spends one credit in the same transaction as the document
 * and its version 1, so a failed write never costs a credit and a refused spend writes nothing. Template
 * mode is one statement, atomic by itself.
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
  return db.transaction(async (tx) => {
    const credits = await spendCredit(tx, { userId, reason: "generation", ref: id });
    const { document } = await insertDocument(tx, { id, userId, body });
    return { document, credits };
  });
}

/**
 * The document and its version 1 in one statement (the version as a data-modifying CTE; its foreign key is
 * checked at the end of the statement, when the document row exists), returning the balance alongside.
 */
async function insertDocument(db: Db | Tx, { id, userId, body }: { id: string; userId: string; body: LegalDocument }) {
  const version = db
    .$with("version")
    .as(
      db.insert(documentVersions).values({ documentId: id, version: 1, body }).returning({ id: documentVersions.id }),
    );
  const [row] = await db
    .with(version)
    .insert(documents)
    .values({ id, userId, name: documentName(body), type: body.type, engineVersion: body.engineVersion })
    .returning({
      ...getTableColumns(documents),
      balance: sql<
        number | null
      >`(select ${creditBalances.amount} from ${creditBalances} where ${eq(creditBalances.userId, userId)})`,
    });
  if (!row) throw new Error("insert returned no row");
  const { balance, ...document } = row;
  return { document: documentView(document, body), balance };
}
