"use client";

import {
  FileDownIcon,
  FileTextIcon,
  HistoryIcon,
  Loader2Icon,
  PencilIcon,
  RefreshCwIcon,
  SquarePenIcon,
  WandSparklesIcon,
} from "lucide-react";

import { useEffect, useRef, useState } from "react";

import type { ClauseChange, LegalDocument } from "@lexforge/doc-engine";
import { Button } from "@lexforge/ui/button";

import { ChangeList } from "./change-list";
import type { ClauseEditing } from "./clause-editor";
import { DocumentSummary } from "./document-summary";
import { DocumentView } from "./document-view";

export type LastRefinement = { changes: ClauseChange[]; summary: string };

export function DocumentPreview(props: {
  document: LegalDocument;
  logoUrl: string | null;
  lastRefinement: LastRefinement | null;
  regenerating: boolean;
  onDismissChanges: () => void;
  onDownload: (format: "txt" | "docx" | "pdf") => void;
  onRefine: () => void;
  onEdit: () => void;
  onRegenerate: () => void;
  onHistory: () => void;
  editing: ClauseEditing;
  /** The owner's "Sign online" panel, where the document may be signed electronically. */
  signing?: React.ReactNode;
}) {
  const { document } = props;
  const [editingText, setEditingText] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The preview replaces a long form: land on the document's title and actions, not where the form was,
    // and move focus there so screen readers announce the new document.
    heading.current?.scrollIntoView({ block: "start" });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="min-w-0 space-y-4">
        <div className="flex flex-col gap-3">
          <h2 ref={heading} tabIndex={-1} className="scroll-mt-24 text-2xl font-semibold outline-none">
            {document.title}
          </h2>
          {/* Two groups, so a narrow column wraps between downloads and actions instead of mid-row. */}
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            <div role="group" aria-label="Downloads" className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => props.onDownload("txt")}>
                <FileTextIcon aria-hidden /> Download as Text
              </Button>
              <Button variant="outline" onClick={() => props.onDownload("docx")}>
                <FileDownIcon aria-hidden /> Download as Word
              </Button>
              <Button variant="outline" onClick={() => props.onDownload("pdf")}>
                <FileDownIcon aria-hidden /> Download as PDF
              </Button>
            </div>
            <div role="group" aria-label="Document actions" className="flex flex-wrap gap-2">
              <Button onClick={props.onRefine}>
                <WandSparklesIcon aria-hidden /> Refine with AI
              </Button>
              <Button variant="outline" aria-pressed={editingText} onClick={() => setEditingText((on) => !on)}>
                <SquarePenIcon aria-hidden /> {editingText ? "Done editing" : "Edit text"}
              </Button>
              <Button variant="outline" onClick={props.onHistory}>
                <HistoryIcon aria-hidden /> History
              </Button>
            </div>
          </div>
          {editingText && (
            <p role="status" className="text-sm text-muted-foreground">
              Editing is free. Each save is a new version and the state rules are checked again.
            </p>
          )}
        </div>
        {props.lastRefinement && (
          <ChangeList
            changes={props.lastRefinement.changes}
            summary={props.lastRefinement.summary}
            document={document}
            onDismiss={props.onDismissChanges}
          />
        )}
        <DocumentView
          document={document}
          logoUrl={props.logoUrl}
          editing={editingText ? props.editing : undefined}
          signing={props.signing}
        />
      </div>
      <aside className="space-y-4 lg:sticky lg:top-4 lg:self-start">
        <DocumentSummary document={document} />
        <div className="space-y-3 rounded-xl border bg-card p-5 shadow-sm">
          <Button variant="outline" className="w-full" onClick={props.onEdit}>
            <PencilIcon aria-hidden /> Edit Document Information
          </Button>
          <Button className="w-full" onClick={props.onRegenerate} disabled={props.regenerating}>
            {props.regenerating ? <Loader2Icon className="animate-spin" aria-hidden /> : <RefreshCwIcon aria-hidden />}
            {props.regenerating ? "Regenerating..." : "Regenerate Document"}
          </Button>
          <p className="text-xs text-muted-foreground">
            {props.document.request.useAI
              ? "Regenerating will use another document credit, only if the text changes."
              : "Regenerating a template document is free."}
          </p>
        </div>
      </aside>
    </div>
  );
}
