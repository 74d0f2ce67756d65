import type { ClauseChange, LegalDocument } from "@lexforge/doc-engine";
import { Badge } from "@lexforge/ui/badge";

const KIND = {
  added: { label: "Added", variant: "success" },
  removed: { label: "Removed", variant: "destructive" },
  changed: { label: "Changed", variant: "warning" },
} as const;

export function ChangeKindBadge({ kind }: { kind: ClauseChange["kind"] }) {
  return <Badge variant={KIND[kind].variant}>{KIND[kind].label}</Badge>;
}

/** One clause's text before and after a change (the added clause has no before, the removed one no after). */
export function BeforeAfter({ change }: { change: ClauseChange }) {
  return (
    <>
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
    </>
  );
}

/** The clause diff of the last refinement ('What changed'). */
export function ChangeList(props: {
  changes: ClauseChange[];
  summary: string;
  document: LegalDocument;
  onDismiss: () => void;
}) {
  const heading = (sectionId: string) => {
    const index = props.document.sections.findIndex((section) => section.id === sectionId);
    const section = props.document.sections[index];
    return section ? `${index + 1}. ${section.heading}` : sectionId;
  };
  return (
    <section
      aria-labelledby="what-changed-title"
      className="space-y-3 rounded-xl border border-primary/30 bg-accent/40 p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id="what-changed-title" className="font-semibold">
            What changed
          </h2>
          <p className="text-sm text-muted-foreground">{props.summary}</p>
        </div>
        <button
          type="button"
          onClick={props.onDismiss}
          className="rounded text-sm text-muted-foreground underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          Dismiss
        </button>
      </div>
      {props.changes.length === 0 ? (
        <p className="text-sm">No clause text changed.</p>
      ) : (
        <ul className="space-y-3">
          {props.changes.map((change) => (
            <li
              key={`${change.kind}-${change.clauseId}`}
              className="space-y-1 rounded-md border bg-background p-3 text-sm"
            >
              <p className="flex flex-wrap items-center gap-2">
                <ChangeKindBadge kind={change.kind} />
                <span className="font-medium">{heading(change.sectionId)}</span>
              </p>
              <BeforeAfter change={change} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
