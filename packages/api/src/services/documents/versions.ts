/**
 * Version history: every generate, refine, regenerate, edit and restore is a row of document_versions.
 * Only the document's owner sees its versions; another user's document answers like a missing one.
 */
import type { ClauseChange, LegalDocument } from "@lexforge/doc-engine";
import { diffDocuments, parseStoredDocument } from "@lexforge/doc-engine";
import type { Db } from "@lexforge/db";
import { and, asc, documents, documentVersions, eq, isNull } from "@lexforge/db";

import { getBalance } from "../credits/get-balance";
import { DocumentNotFoundError, VersionNotFoundError } from "./errors";
import { saveVersion } from "./save-version";

/** A clause change with the headings a reader needs to find it. */
export type VersionChange = ClauseChange & { heading: string; sectionHeading: string };

async function ownedVersions(db: Db, { userId, id }: { userId: string; id: string }) {
  const rows = await db
    .select({
      version: documentVersions.version,
      kind: documentVersions.kind,
      instruction: documentVersions.instruction,
      note: documentVersions.note,
      createdAt: documentVersions.createdAt,
      body: documentVersions.body,
    })
    .from(documentVersions)
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .where(and(eq(documentVersions.documentId, id), eq(documents.userId, userId), isNull(documents.deletedAt)))
    .orderBy(asc(documentVersions.version));
  if (rows.length === 0) throw new DocumentNotFoundError();
  return rows.map((row) => ({ ...row, body: parseStoredDocument(row.body) }));
}

function headings(doc: LegalDocument) {
  const clauses = new Map<string, { heading: string; sectionHeading: string }>();
  clauses.set("preamble", { heading: "Opening paragraph", sectionHeading: "Preamble" });
  doc.recitals.forEach((_text, index) =>
    clauses.set(`recital.${index + 1}`, { heading: `Recital ${index + 1}`, sectionHeading: "Recitals" }),
  );
  for (const section of doc.sections)
    for (const item of section.clauses)
      clauses.set(item.id, { heading: item.heading ?? section.heading, sectionHeading: section.heading });
  return clauses;
}

/** The clause-level changes from a to b, each with its clause and section heading. */
export function describeChanges(a: LegalDocument, b: LegalDocument): VersionChange[] {
  const names = new Map([...headings(a), ...headings(b)]);
  return diffDocuments(a, b).map((change) => ({
    ...change,
    ...(names.get(change.clauseId) ?? { heading: change.clauseId, sectionHeading: change.sectionId }),
  }));
}

/** Newest first, each with what made it, why, and how many clauses it changed from the one before. */
export async function listVersions(db: Db, options: { userId: string; id: string }) {
  const rows = await ownedVersions(db, options);
  return rows
    .map((row, index) => {
      const previous = rows[index - 1];
      const changes = previous ? describeChanges(previous.body, row.body) : [];
      return {
        version: row.version,
        kind: row.kind,
        instruction: row.instruction,
        note: row.note,
        createdAt: row.createdAt,
        changedClauses: changes.length,
        changedHeadings: [...new Set(changes.map((change) => change.heading))].slice(0, 5),
      };
    })
    .reverse();
}

export async function diffVersions(
  db: Db,
  { userId, id, from, to }: { userId: string; id: string; from: number; to: number },
) {
  const rows = await ownedVersions(db, { userId, id });
  const a = rows.find((row) => row.version === from);
  const b = rows.find((row) => row.version === to);
  if (!a || !b) throw new VersionNotFoundError();
  return { from, to, changes: describeChanges(a.body, b.body) };
}

/** Copies an earlier version's text as the newest version. Free: no credit is spent. */
export async function restoreVersion(db: Db, { userId, id, version }: { userId: string; id: string; version: number }) {
  const rows = await ownedVersions(db, { userId, id });
  const chosen = rows.find((row) => row.version === version);
  if (!chosen) throw new VersionNotFoundError();
  return db.transaction(async (tx) => {
    const document = await saveVersion(tx, {
      userId,
      id,
      body: chosen.body,
      kind: "restore",
      note: `Restored version ${version}.`,
    });
    return { document, credits: await getBalance(tx, { userId }) };
  });
}
