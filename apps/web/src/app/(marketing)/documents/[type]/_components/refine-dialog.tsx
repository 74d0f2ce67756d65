"use client";

import { Loader2Icon, WandSparklesIcon } from "lucide-react";
import { useState } from "react";

import type { DocumentType } from "@lexforge/doc-engine";
import { REFINE_INSTRUCTIONS } from "@lexforge/doc-engine/data";
import { Button } from "@lexforge/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@lexforge/ui/dialog";
import { Label } from "@lexforge/ui/label";
import { Textarea } from "@lexforge/ui/textarea";

import { creditsSentence } from "./credits-text";

/** One clickable example per kind of instruction the engine understands ('mutual' is NDA-only). */
const examplesFor = (type: DocumentType) =>
  REFINE_INSTRUCTIONS.flatMap((item) =>
    item.examples[0] && (item.id !== "mutual" || type === "nda")
      ? [{ text: item.examples[0], hint: item.description }]
      : [],
  );

/** Spec §2 'Refine Document with AI'. `onRefine` resolves true on success, which clears the box. */
export function RefineDialog(props: {
  type: DocumentType;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  credits: number | undefined;
  busy: boolean;
  onRefine: (instruction: string) => Promise<boolean>;
}) {
  const [instruction, setInstruction] = useState("");
  const submit = async () => {
    if (await props.onRefine(instruction)) setInstruction("");
  };

  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
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
              onChange={(event) => setInstruction(event.target.value)}
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
              {examplesFor(props.type).map((example) => (
                <li key={example.text}>
                  <button
                    type="button"
                    title={example.hint}
                    onClick={() => setInstruction(example.text)}
                    className="rounded-full border bg-secondary px-3 py-1 text-left text-xs text-secondary-foreground hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                  >
                    {example.text}
                  </button>
                </li>
              ))}
            </ul>
          </div>
          <p className="rounded-md bg-muted p-3 text-sm">
            {creditsSentence(props.credits)} Refining uses 1 document credit.
          </p>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => props.onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={props.busy || instruction.trim() === ""}>
              {props.busy ? <Loader2Icon className="animate-spin" aria-hidden /> : <WandSparklesIcon aria-hidden />}
              {props.busy ? "Refining..." : "Refine Document"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
