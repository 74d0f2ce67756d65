/**
 * The in-app editor's save: the user's wording for clauses, added clauses and changed answers go into the
 * stored request and the engine writes the document again, so the state rules run on every save and their
 * warnings come back with it. Protected clauses are refused by the engine (400). Editing is free.
 */
import type { ClauseOverride, CustomClause, DocumentRequest, LegalDocument, RuleWarning } from "@lexforge/doc-engine";
import type { Db } from "@lexforge/db";
import type { TEditDocument } from "@lexforge/validators";

import { getBalance } from "../credits/get-balance";
import { buildDocument } from "./build-document";
import { NothingChangedError } from "./errors";
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
  } satisfies DocumentRequest;
}

const warningKey = (warning: RuleWarning) => `${warning.family}|${warning.message}`;

export async function editDocument(db: Db, { userId, edit }: { userId: string; edit: TEditDocument }) {
  const { id, ...changesAsked } = edit;
  const current = await getDocument(db, { userId, id });
  const body = buildDocument(requestWithEdits(current.body, current.inputs, changesAsked));
  const changes = describeChanges(current.body, body);
  if (changes.length === 0) throw new NothingChangedError();
  const before = new Set(current.body.warnings.map(warningKey));
  const edited = [...new Set(changes.map((change) => change.heading))];

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
