/**
 * The in-app editor's save: the user's wording for clauses, added clauses and changed answers go into the
 * stored request and the engine writes the document again, so the state rules run on every save and their
 * warnings come back with it. Protected clauses are refused by the engine (400). Editing is free.
 */
import type { ClauseOverride, CustomClause, DocumentRequest, LegalDocument, RuleWarning } from "@lexforge/doc-engine";
import type { Db } from "@lexforge/db";
import type { TEditDocument } from "@lexforge/validators";

import { getBalance } from "../credits/get-balance";
import { movableIds } from "@lexforge/doc-engine";

import { buildDocument } from "./build-document";
import { InvalidDocumentRequestError, NothingChangedError } from "./errors";
import { getDocument } from "./get-document";
import { saveVersion } from "./save-version";
import { describeChanges } from "./versions";

function nextCustomId(taken: ReadonlySet<string>): string {
  let n = 1;
  while (taken.has(`custom.${n}`)) n += 1;
  return `custom.${n}`;
}

export function requestWithEdits(current: LegalDocument, stored: DocumentRequest, edit: Omit<TEditDocument, "id">) {
  const overrides: Record<string, ClauseOverride> = { ...stored.clauseOverrides };
  let custom: CustomClause[] = [...(stored.customClauses ?? [])];
  const remove = new Set(edit.remove ?? []);
  custom = custom.filter((item) => !remove.has(item.id));
  for (const clauseId of edit.revert ?? []) delete overrides[clauseId];
  for (const [clauseId, text] of Object.entries(edit.clauses ?? {})) {
    if (custom.some((item) => item.id === clauseId))
      custom = custom.map((item) => (item.id === clauseId ? { ...item, text, source: "user" } : item));
    else overrides[clauseId] = { text, source: "user" };
  }
  const taken = new Set([
    ...current.sections.flatMap((section) => section.clauses.map((item) => item.id)),
    ...custom.map((item) => item.id),
  ]);
  for (const clause of edit.add ?? []) {
    const id = nextCustomId(taken);
    taken.add(id);
    custom.push({ id, sectionId: clause.sectionId, heading: clause.heading, text: clause.text, source: "user" });
  }
  return {
    ...stored,
    answers: { ...stored.answers, ...edit.answers },
    clauseOverrides: overrides,
    customClauses: custom,
    clauseOrder: edit.move ? movedOrder(current, stored, edit.move) : stored.clauseOrder,
  } satisfies DocumentRequest;
}

/**
 * The section's movable clauses (optional and added ones) with one of them swapped with its neighbour. The
 * type's own clauses never move (see doc-engine order.ts), so asking to move one is a 400.
 */
function movedOrder(current: LegalDocument, stored: DocumentRequest, move: NonNullable<TEditDocument["move"]>) {
  const section = current.sections.find((item) => item.clauses.some((clause) => clause.id === move.clauseId));
  const ids = section ? movableIds(section.clauses) : [];
  const at = ids.indexOf(move.clauseId);
  if (!section || at < 0)
    throw new InvalidDocumentRequestError("Only optional clauses and clauses you added can be moved.");
  const to = move.direction === "up" ? at - 1 : at + 1;
  if (to < 0 || to >= ids.length) throw new NothingChangedError();
  [ids[at], ids[to]] = [ids[to] ?? move.clauseId, ids[at] ?? move.clauseId];
  return { ...stored.clauseOrder, [section.id]: ids };
}

const clauseOrderOf = (doc: LegalDocument) =>
  doc.sections.map((section) => section.clauses.map((clause) => clause.id).join(",")).join("|");

/** An added clause by its heading, an optional one by its new number ("clause 2.5"). */
function movedHeading(doc: LegalDocument, clauseId: string) {
  for (const [s, section] of doc.sections.entries()) {
    const c = section.clauses.findIndex((item) => item.id === clauseId);
    if (c >= 0) return section.clauses[c]?.heading ?? `clause ${s + 1}.${c + 1}`;
  }
  return clauseId;
}

const warningKey = (warning: RuleWarning) => `${warning.family}|${warning.message}`;

export async function editDocument(db: Db, { userId, edit }: { userId: string; edit: TEditDocument }) {
  const { id, ...changesAsked } = edit;
  const current = await getDocument(db, { userId, id });
  const body = buildDocument(requestWithEdits(current.body, current.inputs, changesAsked));
  const changes = describeChanges(current.body, body);
  // A move changes no wording, only the order (and so the numbering): still a change worth a version.
  const moved = changesAsked.move && clauseOrderOf(current.body) !== clauseOrderOf(body) ? changesAsked.move : null;
  if (changes.length === 0 && !moved) throw new NothingChangedError();
  const before = new Set(current.body.warnings.map(warningKey));
  const edited = [
    ...new Set(changes.map((change) => change.heading)),
    ...(moved ? [`moved ${movedHeading(body, moved.clauseId)} ${moved.direction}`] : []),
  ];

  return db.transaction(async (tx) => {
    const document = await saveVersion(tx, {
      userId,
      id,
      body,
      kind: "edit",
      note: `Edited by you: ${edited.join(", ")}.`.slice(0, 1000),
    });
    return {
      document,
      changes,
      credits: await getBalance(tx, { userId }),
      warnings: body.warnings,
      /** The warnings this save brought: a value the state's rules had to change, say. */
      newWarnings: body.warnings.filter((warning) => !before.has(warningKey(warning))),
    };
  });
}
