import type { FieldError } from "react-hook-form";

import { Label } from "@lexforge/ui/label";

/** A labelled control whose error is tied to it and announced. */
export function FormField(props: {
  id: string;
  label: string;
  error?: FieldError;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={props.id}>{props.label}</Label>
      {props.children}
      {props.hint && (
        <p id={`${props.id}-hint`} className="text-sm text-muted-foreground">
          {props.hint}
        </p>
      )}
      {props.error?.message && (
        <p id={`${props.id}-error`} role="alert" className="text-sm text-destructive">
          {props.error.message}
        </p>
      )}
    </div>
  );
}
