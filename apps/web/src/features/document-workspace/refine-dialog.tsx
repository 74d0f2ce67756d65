"use client";

import { Loader2Icon, WandSparklesIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import type { DocumentType } from "@lexforge/doc-engine";
import { refineExamplesFor } from "@lexforge/doc-engine/data";
import { Button } from "@lexforge/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@lexforge/ui/dialog";
import { Label } from "@lexforge/ui/label";
import { Textarea } from "@lexforge/ui/textarea";
import { toast } from "@lexforge/ui/toast";

import type { RouterOutputs } from "@lexforge/api";

import { AiProgress, CancelledError } from "~/trpc/streamed";
import { OwnWordsWarning } from "./own-words-warning";
import { AiReview } from "./ai-review";
import { creditsSentence } from "./credits-text";
import { useAiRefine } from "./use-ai-refine";

type Accepted = RouterOutputs["ai"]["acceptProposal"];

/** Said when no model is configured, so the user knows what the built-in editor cannot do. */
export const AI_PROVIDER_NOTE =
  "Free-form instructions such as “the tenant may keep one cat” are not available on this site. The built-in editor understands the kinds of instruction below.";

/**
 * The 'Refine Document with AI' dialog. Without a model, `onRefine` (the built-in engine) saves at once and
 * resolves true on success, which clears the box. With a model, the instruction becomes a proposal the
 * user reviews change by change; only the accepted changes are saved, for one credit.
 */
export function RefineDialog(props: {
  type: DocumentType;
  documentId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  credits: number | undefined;
  busy: boolean;
  /** The built-in refine: true when saved, or what the law says about the user's own words, before any credit. */
  onRefine: (instruction: string, acceptWarnings?: boolean) => Promise<boolean | string>;
  canRefine: (instruction: string) => boolean;
  onAccepted: (result: Accepted, summary: string) => void;
  onFailed: (error: unknown) => void;
}) {
  const [instruction, setInstruction] = useState("");
  const [warned, setWarned] = useState<string | null>(null);
  // A warning belongs to one instruction on one document: a new instruction is checked afresh.
  const changeInstruction = (text: string) => {
    setInstruction(text);
    setWarned(null);
  };
  const warning = useRef<HTMLDivElement>(null);
  // The warning appears below the examples: bring it into view on a phone, where the dialog scrolls.
  useEffect(() => {
    if (warned) warning.current?.scrollIntoView({ block: "nearest" });
  }, [warned]);
  const ai = useAiRefine();
  const busy = props.busy || ai.propose.isPending || ai.accept.isPending || ai.reject.isPending;

  const submit = async () => {
    if (!ai.configured) {
      const outcome = await props.onRefine(instruction, warned !== null);
      if (typeof outcome === "string") setWarned(outcome);
      else if (outcome) changeInstruction("");
      return;
    }
    if (!props.documentId || !props.canRefine(instruction)) return;
    try {
      await ai.ask({ id: props.documentId, instruction: instruction.trim() });
    } catch (error) {
      if (!(error instanceof CancelledError)) props.onFailed(error);
    }
  };

  const save = async () => {
    const proposal = ai.proposal;
    if (!proposal) return;
    try {
      const result = await ai.accept.mutateAsync({ proposalId: proposal.proposalId, accept: [...ai.accepted] });
      props.onAccepted(result, proposal.summary);
      setInstruction("");
      props.onOpenChange(false);
    } catch (error) {
      ai.clear();
      props.onFailed(error);
    }
  };

  const rejectAll = async () => {
    const proposal = ai.proposal;
    if (proposal) await ai.reject.mutateAsync({ proposalId: proposal.proposalId }).catch(() => undefined);
    toast("Proposal rejected", { description: "Nothing was changed and no credit was used." });
  };

  if (ai.proposal) {
    return (
      <Dialog open={props.open} onOpenChange={props.onOpenChange}>
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>Refine Document with AI</DialogTitle>
            <DialogDescription>Accept or reject each change. Nothing is saved until you save.</DialogDescription>
          </DialogHeader>
          <AiReview proposal={ai.proposal} accepted={ai.accepted} onToggle={ai.toggle} />
          <p className="rounded-md bg-muted p-3 text-sm">
            {creditsSentence(props.credits)} Saving the accepted changes uses 1 document credit; rejecting is free.
          </p>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={() => void rejectAll()}>
              Reject all
            </Button>
            <Button type="button" disabled={busy || ai.accepted.size === 0} onClick={() => void save()}>
              {ai.accept.isPending ? (
                <Loader2Icon className="animate-spin" aria-hidden />
              ) : (
                <WandSparklesIcon aria-hidden />
              )}
              {ai.accept.isPending
                ? "Saving..."
                : `Save ${ai.accepted.size} accepted change${ai.accepted.size === 1 ? "" : "s"}`}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    );
  }

  // Closing the dialog while the model works stops the request (and the model call): it costs nothing.
  const openChange = (open: boolean) => {
    if (!open) {
      ai.propose.cancel();
      setWarned(null);
    }
    props.onOpenChange(open);
  };

  return (
    <Dialog open={props.open} onOpenChange={openChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Refine Document with AI</DialogTitle>
          <DialogDescription>Describe in plain words how the document should change.</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className="space-y-2">
            <Label htmlFor="refine-instruction">Refinement instructions</Label>
            <Textarea
              id="refine-instruction"
              rows={4}
              value={instruction}
              placeholder="e.g. Make it more formal, or add more detail on intellectual property"
              onChange={(event) => changeInstruction(event.target.value)}
              onKeyDown={(event) => {
                // Ctrl/Cmd+Enter submits, blank or not, so the blank-instruction message can be reached.
                if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
                  event.preventDefault();
                  void submit();
                }
              }}
            />
          </div>
          <div className="space-y-2">
            <p className="text-sm font-medium" id="refine-examples">
              Try one of these
            </p>
            <ul aria-labelledby="refine-examples" className="flex flex-wrap gap-2">
              {refineExamplesFor(props.type).map((example) => (
                <li key={example.text}>
                  <button
                    type="button"
                    title={example.hint}
                    onClick={() => changeInstruction(example.text)}
                    className="rounded-full border bg-secondary px-3 py-1 text-left text-xs text-secondary-foreground hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                  >
                    {example.text}
                  </button>
                </li>
              ))}
            </ul>
          </div>
          {!ai.configured && (
            <p data-testid="ai-provider-note" className="text-sm text-muted-foreground">
              {AI_PROVIDER_NOTE}
            </p>
          )}
          {warned && (
            <OwnWordsWarning
              ref={warning}
              warnings={[warned]}
              next="Change the instruction, or press Refine Document again to refine anyway: your words stay as you wrote them, with this warning on the document. No credit has been used yet."
            />
          )}
          <AiProgress stage={ai.propose.stage} />
          <p className="rounded-md bg-muted p-3 text-sm">
            {creditsSentence(props.credits)} Refining uses 1 document credit
            {ai.configured ? ", spent only when you save changes you accepted." : "."}
          </p>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => openChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy || instruction.trim() === ""}>
              {busy ? <Loader2Icon className="animate-spin" aria-hidden /> : <WandSparklesIcon aria-hidden />}
              {busy ? "Refining..." : "Refine Document"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
