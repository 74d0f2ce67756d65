/**
 * Accepting a reviewed proposal: the chosen edits are executed and verified again against the document as
 * it is now, then one transaction closes the proposal (once only), spends the credit and saves the
 * version. Rejecting closes it and costs nothing.
 */
import type { ClauseChange, LegalDocument } from "@lexforge/doc-engine";
import { applyEdits, refine, verifyProposal } from "@lexforge/doc-engine";
import type { Db } from "@lexforge/db";
import { aiProposals, and, eq, isNull } from "@lexforge/db";

import { spendCredit } from "../credits/spend-credit";
import { RefineNotAppliedError } from "../documents/errors";
import { getDocument } from "../documents/get-document";
import { saveVersion } from "../documents/save-version";
import { NothingAcceptedError, ProposalNotFoundError, ProposalStaleError } from "./errors";
import { storedEditsSchema } from "./propose-refinement";

async function openProposal(db: Db, { userId, proposalId }: { userId: string; proposalId: string }) {
  const proposal = await db.query.aiProposals.findFirst({
    where: and(eq(aiProposals.id, proposalId), eq(aiProposals.userId, userId), isNull(aiProposals.closedAt)),
  });
  if (!proposal) throw new ProposalNotFoundError();
  return proposal;
}

export async function acceptProposal(
  db: Db,
  { userId, proposalId, accept }: { userId: string; proposalId: string; accept: number[] },
) {
  const proposal = await openProposal(db, { userId, proposalId });
  const current = await getDocument(db, { userId, id: proposal.documentId });
  if (current.currentVersion !== proposal.baseVersion) throw new ProposalStaleError();
  const document = current.body;
  const stored = storedEditsSchema.parse(proposal.edits);

  let next: LegalDocument;
  let changes: ClauseChange[];
  // Why, for the History panel: the engine's summary, or the model's reason for each accepted edit.
  let note: string;
  if (stored.source === "engine") {
    const result = refine(document, proposal.instruction);
    if (!result.applied) throw new RefineNotAppliedError(result.reason);
    ({ document: next, changes } = result);
    note = result.summary;
  } else {
    const chosen = stored.edits.filter((_edit, index) => accept.includes(index));
    if (chosen.length === 0) throw new NothingAcceptedError();
    const applied = applyEdits(document, chosen);
    if (!applied.ok) throw new RefineNotAppliedError(`${applied.reason} Nothing was changed.`);
    const verdict = verifyProposal({
      before: document,
      after: applied.document,
      edits: chosen,
      instruction: proposal.instruction,
    });
    if (!verdict.ok) throw new RefineNotAppliedError(`${verdict.reasons.join(" ")} Nothing was changed.`);
    ({ document: next, changes } = applied);
    note = chosen.map((edit) => edit.reason).join(" ");
  }
  if (changes.length === 0) throw new NothingAcceptedError();

  return db.transaction(async (tx) => {
    const [closed] = await tx
      .update(aiProposals)
      .set({ closedAt: new Date() })
      .where(and(eq(aiProposals.id, proposalId), isNull(aiProposals.closedAt)))
      .returning({ id: aiProposals.id });
    if (!closed) throw new ProposalNotFoundError();
    const credits = await spendCredit(tx, { userId, reason: "refinement", ref: proposal.documentId });
    const saved = await saveVersion(tx, {
      userId,
      id: proposal.documentId,
      body: next,
      kind: "refine",
      instruction: proposal.instruction,
      note,
    });
    return { document: saved, credits, changes };
  });
}

export async function rejectProposal(db: Db, { userId, proposalId }: { userId: string; proposalId: string }) {
  const [closed] = await db
    .update(aiProposals)
    .set({ closedAt: new Date() })
    .where(and(eq(aiProposals.id, proposalId), eq(aiProposals.userId, userId), isNull(aiProposals.closedAt)))
    .returning({ id: aiProposals.id });
  if (!closed) throw new ProposalNotFoundError();
  return { rejected: true as const };
}
