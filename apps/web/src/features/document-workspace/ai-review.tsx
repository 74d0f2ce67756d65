"use client";

import type { RouterOutputs } from "@lexforge/api";

import { AlertTriangleIcon } from "lucide-react";

import type { StreamResult } from "~/trpc/streamed";
import { listJoin } from "@lexforge/doc-engine/view";

import { BeforeAfter, ChangeKindBadge } from "./change-list";
import { OwnWordsWarning } from "./own-words-warning";

export type Proposal = StreamResult<RouterOutputs["ai"]["proposeRefinement"]>;

/**
 * The proposal, change by change: each with the model's one-line reason, what it touches when that is money,
 * dates, the parties or a right the law gives (said even though the change passed every check), the clauses
 * it changes as a before/after diff, and a checkbox to accept it. Nothing is saved until the user saves.
 */
export function AiReview(props: {
  proposal: Proposal;
  accepted: ReadonlySet<number>;
  onToggle: (index: number) => void;
}) {
  const { proposal } = props;
  return (
    <section aria-labelledby="ai-review-title" className="space-y-3">
      <div>
        <h3 id="ai-review-title" className="font-semibold">
          {proposal.source === "model" ? "Review the AI's proposal" : "Review the change"}
        </h3>
        <p className="text-sm text-muted-foreground">{proposal.summary}</p>
      </div>
      {proposal.warnings.length > 0 && (
        <OwnWordsWarning
          warnings={proposal.warnings}
          next="Your words stay as you wrote them if you save, with this warning on the document."
        />
      )}
      <ul className="max-h-[45vh] space-y-3 overflow-y-auto pr-1">
        {proposal.items.map((item) => {
          const id = `ai-change-${item.index}`;
          return (
            <li
              key={item.index}
              data-testid="ai-change"
              className="space-y-2 rounded-md border bg-background p-3 text-sm"
            >
              <label htmlFor={id} className="flex items-start gap-2 font-medium">
                <input
                  id={id}
                  type="checkbox"
                  className="mt-1 size-4 accent-primary"
                  checked={props.accepted.has(item.index)}
                  disabled={proposal.source === "engine"}
                  onChange={() => props.onToggle(item.index)}
                />
                <span>
                  {proposal.source === "model" ? "Accept: " : ""}
                  {item.reason}
                </span>
              </label>
              {item.touches.length > 0 && (
                <p
                  data-testid="ai-change-touches"
                  className="flex items-start gap-1.5 rounded bg-amber-50 px-2 py-1 text-amber-950"
                >
                  <AlertTriangleIcon aria-hidden className="mt-0.5 size-3.5 shrink-0" />
                  <span>
                    This change touches {listJoin(item.touches)}. Read the before and after closely before you accept
                    it.
                  </span>
                </p>
              )}
              {item.changes.map((change) => (
                <div key={`${change.kind}-${change.clauseId}`} className="space-y-1 border-l-2 pl-3">
                  <ChangeKindBadge kind={change.kind} />
                  <BeforeAfter change={change} />
                </div>
              ))}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
