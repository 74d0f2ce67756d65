"use client";

import { ArrowDownIcon, ArrowUpIcon, PencilIcon, PlusIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";

import type { Clause, Section } from "@lexforge/doc-engine";
import { Button } from "@lexforge/ui/button";
import { Input } from "@lexforge/ui/input";
import { Textarea } from "@lexforge/ui/textarea";

/** The preview's editing hooks: each save is a new, free version; the server re-runs the state rules. */
export type ClauseEditing = {
  saving: boolean;
  onSave: (clauseId: string, text: string) => Promise<boolean>;
  onAdd: (sectionId: string, heading: string, text: string) => Promise<boolean>;
  onMove: (clauseId: string, direction: "up" | "down") => Promise<boolean>;
};

/**
 * Move up / Move down for an optional or added clause, among its section's other movable clauses (the
 * type's own clauses stay put; the server refuses to move them). Focus follows the clause to its new place.
 */
export function MoveClauseButtons(props: {
  clauseId: string;
  label: string;
  first: boolean;
  last: boolean;
  editing: ClauseEditing;
}) {
  // React moves the clause's element when the order changes, which drops focus: once the saved document is
  // on screen, put focus back on the same control (or its twin, when the clause reached an end).
  const [refocus, setRefocus] = useState<"up" | "down" | null>(null);
  const saving = props.editing.saving;
  useEffect(() => {
    if (!refocus || saving) return;
    const same = document.getElementById(`move-${refocus}-${props.clauseId}`) as HTMLButtonElement | null;
    const other = document.getElementById(`move-${refocus === "up" ? "down" : "up"}-${props.clauseId}`);
    (same && !same.disabled ? same : other)?.focus();
    setRefocus(null);
  }, [refocus, saving, props.clauseId, props.first, props.last]);
  const move = (direction: "up" | "down") => {
    if (saving) return;
    void props.editing.onMove(props.clauseId, direction).then((saved) => saved && setRefocus(direction));
  };
  const button = (direction: "up" | "down", disabled: boolean) => (
    <Button
      id={`move-${direction}-${props.clauseId}`}
      type="button"
      variant="ghost"
      size="sm"
      className="h-7 px-2 font-sans text-xs"
      aria-label={`Move ${props.label} ${direction}`}
      disabled={disabled}
      onClick={() => move(direction)}
    >
      {direction === "up" ? (
        <ArrowUpIcon aria-hidden className="size-3.5" />
      ) : (
        <ArrowDownIcon aria-hidden className="size-3.5" />
      )}
      {direction === "up" ? "Up" : "Down"}
    </Button>
  );
  return (
    <span className="inline-flex gap-1">
      {button("up", props.first)}
      {button("down", props.last)}
    </span>
  );
}

/**
 * Wording that carries a legal requirement stays the engine's (the server refuses it too): governing law and
 * clauses the state rules added. Signature pages and notices are not sections, so they never get here.
 */
export const canEditClause = (section: Section, clause: Clause) =>
  section.id !== "governing-law" && !clause.id.includes(".governing-law.") && !clause.addedBecause;

export function EditClauseButton(props: { clause: Clause; editing: ClauseEditing; label: string }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(props.clause.text);
  const id = useId();
  // Closing (saved, cancelled or Escape) puts focus back on this clause's Edit button.
  const [refocus, setRefocus] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open && refocus) {
      editButton.current?.focus();
      setRefocus(false);
    }
  }, [open, refocus]);
  const close = () => {
    setOpen(false);
    setRefocus(true);
  };
  if (!open)
    return (
      <Button
        ref={editButton}
        type="button"
        variant="ghost"
        size="sm"
        className="ml-1 h-7 px-2 font-sans text-xs"
        aria-label={`Edit ${props.label}`}
        onClick={() => {
          setText(props.clause.text);
          setOpen(true);
        }}
      >
        <PencilIcon aria-hidden className="size-3.5" /> Edit
      </Button>
    );
  return (
    <form
      className="mt-2 space-y-2 font-sans"
      aria-label={`Edit ${props.label}`}
      onSubmit={(event) => {
        event.preventDefault();
        void props.editing.onSave(props.clause.id, text).then((saved) => saved && close());
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          close();
        }
      }}
    >
      <label htmlFor={id} className="text-sm font-medium">
        Wording of {props.label}
      </label>
      {/* The editor is what the user asked for: the wording takes focus as it opens. */}
      <Textarea
        id={id}
        rows={5}
        autoFocus
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="w-full max-w-full"
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={props.editing.saving}>
          Save clause
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={close}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function AddClauseForm(props: { section: Section; editing: ClauseEditing }) {
  const [open, setOpen] = useState(false);
  const [heading, setHeading] = useState("");
  const [text, setText] = useState("");
  const id = useId();
  if (!open)
    return (
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="h-auto min-h-8 py-1 text-left font-sans text-xs whitespace-normal"
        onClick={() => setOpen(true)}
      >
        <PlusIcon aria-hidden className="size-3.5" /> Add a clause to {props.section.heading}
      </Button>
    );
  return (
    <form
      className="space-y-2 rounded-md border p-3 font-sans"
      aria-label={`Add a clause to ${props.section.heading}`}
      onSubmit={(event) => {
        event.preventDefault();
        void props.editing.onAdd(props.section.id, heading, text).then((saved) => {
          if (!saved) return;
          setOpen(false);
          setHeading("");
          setText("");
        });
      }}
    >
      <label htmlFor={`${id}-heading`} className="block text-sm font-medium">
        Clause heading
      </label>
      <Input id={`${id}-heading`} value={heading} onChange={(event) => setHeading(event.target.value)} />
      <label htmlFor={`${id}-text`} className="block text-sm font-medium">
        Clause wording
      </label>
      <Textarea id={`${id}-text`} rows={4} value={text} onChange={(event) => setText(event.target.value)} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={props.editing.saving}>
          Add clause
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
