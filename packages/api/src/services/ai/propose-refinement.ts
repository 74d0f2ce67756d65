/**
 * "Refine with AI", routed: the deterministic parser first (free of model cost, instant) when it
 * understands the whole instruction; otherwise the model, whose typed edits the engine executes and the
 * verifier checks. Nothing is saved or spent here: a verified proposal is stored for the user's
 * clause-by-clause review, and accepting it (accept-proposal.ts) saves the version and spends the credit.
 * Provider failures, timeouts, 429s and refusals end in the engine's honest "could not apply".
 */
import { z } from "zod";

import type { ModelProposal, OnProgress } from "@lexforge/ai";
import { proposeEdits } from "@lexforge/ai";
import type { ClauseChange, StructuredEdit } from "@lexforge/doc-engine";
import { TOPIC_WORDS, changeTopics, refine, storedEditSchema } from "@lexforge/doc-engine";
import type { Db } from "@lexforge/db";
import { aiProposals } from "@lexforge/db";

import { assertCouldPay } from "../credits/spend-credit";
import { RefineNotAppliedError } from "../documents/errors";
import { getDocument } from "../documents/get-document";
import { ownWordsWarnings } from "../documents/own-words";
import type { AiSettings } from "./ai-settings";
import { AI_PROVIDER_NEEDED } from "./ai-settings";
import { recordAiCall } from "./record-ai-call";
import { reserveAiCall } from "./reserve-ai-call";

/** What the proposal holds: the engine's own reading of the instruction, or the model's verified edits. */
export type StoredEdits = { source: "engine" } | { source: "model"; edits: StructuredEdit[] };

/** The proposal's jsonb, checked when it is read back. */
export const storedEditsSchema: z.ZodType<StoredEdits> = z.discriminatedUnion("source", [
  z.object({ source: z.literal("engine") }),
  z.object({ source: z.literal("model"), edits: z.array(storedEditSchema) }),
]);

/** One change to review: why, the clauses it changes, and what it touches in words ("money terms"). */
type ProposalItem = { index: number; reason: string; changes: ClauseChange[]; touches: string[] };

const touches = (...args: Parameters<typeof changeTopics>) => changeTopics(...args).map((topic) => TOPIC_WORDS[topic]);

export type RefinementProposal = {
  proposalId: string;
  source: "engine" | "model";
  summary: string;
  items: ProposalItem[];
  /** What the law says about words of the user's own the change puts in: shown before the credit is spent. */
  warnings: string[];
};

function modelFailure(result: Exclude<ModelProposal, { ok: true }>, engineReason: string): string {
  switch (result.failure) {
    case "refused-by-verifier":
    case "cannot-apply":
      return `${result.reason}${result.reason.includes("Nothing was changed") ? "" : " Nothing was changed."}`;
    default:
      return `${result.reason} No credit was used. ${engineReason}`;
  }
}

export async function proposeRefinement(
  db: Db,
  {
    userId,
    id,
    instruction,
    ai,
    onProgress,
    signal,
  }: {
    userId: string;
    id: string;
    instruction: string;
    ai: AiSettings;
    onProgress?: OnProgress;
    signal?: AbortSignal;
  },
): Promise<RefinementProposal> {
  const current = await getDocument(db, { userId, id });
  const document = current.body;
  const store = async (edits: StoredEdits) => {
    const [row] = await db
      .insert(aiProposals)
      .values({ userId, documentId: id, baseVersion: current.currentVersion, instruction, edits })
      .returning({ id: aiProposals.id });
    return row?.id ?? "";
  };

  const engine = refine(document, instruction);
  if (engine.applied) {
    const proposalId = await store({ source: "engine" });
    return {
      proposalId,
      source: "engine",
      summary: engine.summary,
      warnings: ownWordsWarnings(document, engine.document),
      items: [
        {
          index: 0,
          reason: engine.summary,
          changes: engine.changes,
          touches: touches(document, engine.changes, { after: engine.document }),
        },
      ],
    };
  }
  if (!ai.model) throw new RefineNotAppliedError(`${engine.reason} ${AI_PROVIDER_NEEDED}`);
  await assertCouldPay(db, { userId });

  const result = await proposeEdits({
    ai: ai.model,
    document,
    instruction,
    beforeCall: () => reserveAiCall(db, { userId, cap: ai.dailyCap }),
    onCall: (call) => recordAiCall(db, { userId, documentId: id, purpose: "refine", call }),
    onProgress,
    signal,
  });
  if (!result.ok) throw new RefineNotAppliedError(modelFailure(result, engine.reason));

  const proposalId = await store({ source: "model", edits: result.edits.map((item) => item.edit) });
  return {
    proposalId,
    source: "model",
    // The model's own wording with such terms is refused; a written answer it sets is the user's quoted words.
    warnings: ownWordsWarnings(document, result.document),
    summary: `The AI proposes ${result.edits.length} change${result.edits.length === 1 ? "" : "s"}. Accept or reject each one.`,
    items: result.edits.map((item, index) => ({
      index,
      reason: item.reason,
      changes: item.changes,
      touches: touches(document, item.changes, { edit: item.edit }),
    })),
  };
}
