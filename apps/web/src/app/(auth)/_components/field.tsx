import type { FieldError } from "react-hook-form";

import { Label } from "@lexforge/ui/label";

/** A labelled control with its error announced to screen readers. */
export function Field(props: { id: string; label: string; error?: FieldError; children: React.ReactNode }) {
  return (
    <div className="space-y-2">
      <Label htmlFor={props.id}>{props.label}</Label>
      {props.children}
      {props.error?.message && (
        <p id={`${props.id}-error`} role="alert" className="text-sm text-destructive">
          {props.error.message}
        </p>
      )}
    </div>
  );
}

/** The form-level error (e.g. 'Invalid email or password'), announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive"
    >
      {message}
    </p>
  );
}
