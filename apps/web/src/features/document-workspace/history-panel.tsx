"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { HistoryIcon, RotateCcwIcon } from "lucide-react";
import { useState } from "react";

import { Badge } from "@lexforge/ui/badge";
import { Button } from "@lexforge/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@lexforge/ui/dialog";
import { toast } from "@lexforge/ui/toast";

import { errorMessage } from "~/trpc/errors";
import { useTRPC } from "~/trpc/react";

const KIND_LABEL = {
  generate: "Generated",
  refine: "Refined",
  regenerate: "Regenerated",
  edit: "Edited by you",
  restore: "Restored",
} as const;

const CHANGE = {
  added: { label: "Added", variant: "success" },
  removed: { label: "Removed", variant: "destructive" },
  changed: { label: "Changed", variant: "warning" },
} as const;

const SELECT_CLASS =
  "h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";

/**
 * Every generate, refine, regenerate, edit and restore of a document: what made each version and why, the
 * clause-level difference between any two, and a free restore (which becomes the newest version).
 */
export function HistoryPanel(props: { documentId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const versions = useQuery({ ...trpc.documents.versions.queryOptions({ id: props.documentId }), enabled: props.open });
  const list = versions.data ?? [];
  const newest = list[0]?.version ?? 1;
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const diffFrom = from ?? Math.max(1, newest - 1);
  const diffTo = to ?? newest;
  const diff = useQuery({
    ...trpc.documents.diff.queryOptions({ id: props.documentId, from: diffFrom, to: diffTo }),
    enabled: props.open && list.length > 1 && diffFrom !== diffTo,
  });
  const restore = useMutation(
    trpc.documents.restore.mutationOptions({
      onSuccess: (result) => {
        queryClient.setQueryData(trpc.documents.get.queryKey({ id: result.document.id }), result.document);
        void queryClient.invalidateQueries(trpc.documents.versions.pathFilter());
        void queryClient.invalidateQueries(trpc.documents.list.pathFilter());
        toast.success(`Restored as version ${result.document.currentVersion}`, { description: "Restoring is free." });
      },
      onError: (error) => toast.error("Could not restore", { description: errorMessage(error) }),
    }),
  );

  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <HistoryIcon aria-hidden className="size-5" /> Version history
          </DialogTitle>
          <DialogDescription>
            Every change is kept. Restoring a version is free and becomes the newest.
          </DialogDescription>
        </DialogHeader>
        {versions.isPending ? (
          <p role="status">Loading versions…</p>
        ) : (
          <ol aria-label="Versions" className="space-y-2">
            {list.map((item) => (
              <li
                key={item.version}
                data-testid="version-item"
                className="flex flex-wrap items-start justify-between gap-2 rounded-md border p-3 text-sm"
              >
                <div className="min-w-0 space-y-1">
                  <p className="font-semibold">
                    Version {item.version} · {KIND_LABEL[item.kind]}
                  </p>
                  <p className="text-muted-foreground">{new Date(item.createdAt).toLocaleString()}</p>
                  {item.instruction && <p>Instruction: {item.instruction}</p>}
                  {item.note && <p className="text-muted-foreground">{item.note}</p>}
                  {item.changedClauses > 0 && (
                    <p className="text-muted-foreground">
                      {item.changedClauses} clause{item.changedClauses === 1 ? "" : "s"} changed:{" "}
                      {item.changedHeadings.join(", ")}
                    </p>
                  )}
                </div>
                {item.version !== newest && (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={restore.isPending}
                    onClick={() => restore.mutate({ id: props.documentId, version: item.version })}
                  >
                    <RotateCcwIcon aria-hidden /> Restore version {item.version}
                  </Button>
                )}
              </li>
            ))}
          </ol>
        )}
        {list.length > 1 && (
          <section aria-labelledby="compare-title" className="space-y-3 border-t pt-4">
            <h3 id="compare-title" className="font-semibold">
              Compare versions
            </h3>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <label htmlFor="diff-from">From</label>
              <select
                id="diff-from"
                className={SELECT_CLASS}
                value={diffFrom}
                onChange={(event) => setFrom(Number(event.target.value))}
              >
                {list.map((item) => (
                  <option key={item.version} value={item.version}>
                    Version {item.version}
                  </option>
                ))}
              </select>
              <label htmlFor="diff-to">to</label>
              <select
                id="diff-to"
                className={SELECT_CLASS}
                value={diffTo}
                onChange={(event) => setTo(Number(event.target.value))}
              >
                {list.map((item) => (
                  <option key={item.version} value={item.version}>
                    Version {item.version}
                  </option>
                ))}
              </select>
            </div>
            {diffFrom === diffTo ? (
              <p className="text-sm text-muted-foreground">Choose two different versions.</p>
            ) : diff.data ? (
              diff.data.changes.length === 0 ? (
                <p data-testid="diff-empty" className="text-sm">
                  The two versions have the same clauses.
                </p>
              ) : (
                <ul data-testid="version-diff" className="space-y-2">
                  {diff.data.changes.map((change) => (
                    <li key={`${change.kind}-${change.clauseId}`} className="space-y-1 rounded-md border p-3 text-sm">
                      <p className="flex flex-wrap items-center gap-2 font-medium">
                        <Badge variant={CHANGE[change.kind].variant}>{CHANGE[change.kind].label}</Badge>
                        {/* A clause without its own heading is named by its section: say it once. */}
                        {change.sectionHeading === change.heading
                          ? change.heading
                          : `${change.sectionHeading} — ${change.heading}`}
                      </p>
                      {"before" in change && (
                        <p className="text-muted-foreground">
                          <span className="font-semibold">Before:</span> <del>{change.before}</del>
                        </p>
                      )}
                      {"after" in change && (
                        <p>
                          <span className="font-semibold">After:</span>{" "}
                          <ins className="no-underline">{change.after}</ins>
                        </p>
                      )}
                    </li>
                  ))}
                </ul>
              )
            ) : (
              <p role="status" className="text-sm">
                Comparing…
              </p>
            )}
          </section>
        )}
      </DialogContent>
    </Dialog>
  );
}
