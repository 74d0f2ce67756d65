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
