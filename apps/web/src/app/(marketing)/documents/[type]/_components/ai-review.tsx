"use client";

import type { RouterOutputs } from "@lexforge/api";

import type { StreamResult } from "~/trpc/streamed";
import { Badge } from "@lexforge/ui/badge";

export type Proposal = StreamResult<RouterOutputs["ai"]["proposeRefinement"]>;

const KIND = {
  added: { label: "Added", variant: "success" },
  removed: { label: "Removed", variant: "destructive" },
  changed: { label: "Changed", variant: "warning" },
} as const;

/**
 * The proposal, change by change: each with the model's one-line reason and the clauses it changes as a
 * before/after diff, and a checkbox to accept it. Nothing is saved until the user saves the accepted ones.
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
              {item.changes.map((change) => (
                <div key={`${change.kind}-${change.clauseId}`} className="space-y-1 border-l-2 pl-3">
                  <Badge variant={KIND[change.kind].variant}>{KIND[change.kind].label}</Badge>
                  {change.kind !== "added" && (
                    <p className="text-muted-foreground">
                      <span className="font-semibold">Before:</span> <del>{change.before}</del>
                    </p>
                  )}
                  {change.kind !== "removed" && (
                    <p>
                      <span className="font-semibold">After:</span> <ins className="no-underline">{change.after}</ins>
                    </p>
                  )}
                </div>
              ))}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
