import { randomUUID } from "node:crypto";

import type { LegalDocument } from "@lexforge/doc-engine";
import { getTableColumns } from "drizzle-orm";

import type { Db, Tx } from "@lexforge/db";
import { creditBalances, documents, documentVersions, eq, sql } from "@lexforge/db";
import type { TDocumentRequest } from "@lexforge/validators";
import { DEFAULT_CREDITS } from "@lexforge/validators/credits";

import { spendCredit } from "../credits/spend-credit";
import { buildDocument, documentName, toEngineRequest } from "./build-document";
import { documentView } from "./get-document";

/**
 * Generates and stores a document. AI mode spends the credit in the same transaction, so a failed write
 * never costs a credit and a refused spend writes nothing; a template document is free and needs none.
 */
export async function generateDocument(
  db: Db,
  { userId, input, now = new Date() }: { userId: string; input: TDocumentRequest; now?: Date },
) {
  const request = toEngineRequest(input, now);
  const body = buildDocument(request);
  const id = randomUUID();

  if (!request.useAI) {
    const row = await writeDocument(db, { id, userId, body });
    // A user without a balance row has the default; the row is created when a credit is first spent.
    return { document: documentView(row, body), credits: row.balance ?? DEFAULT_CREDITS };
  }
  return db.transaction(async (tx) => {
    const credits = await spendCredit(tx, { userId, reason: "generation", ref: id });
    const row = await writeDocument(tx, { id, userId, body });
    return { document: documentView(row, body), credits };
  });
}

/**
 * The document and its version 1 in one statement, so neither exists without the other, with the balance read
 * in the same round trip. The version's foreign key is checked when the statement ends, by which time the
 * document row exists.
 */
async function writeDocument(db: Db | Tx, { id, userId, body }: { id: string; userId: string; body: LegalDocument }) {
  const version = db
    .$with("version")
    .as(
      db
        .insert(documentVersions)
        .values({ documentId: id, version: 1, body })
        .returning({ version: documentVersions.version }),
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
  if (!row) throw new Error("the document was not written");
  return row;
}
