import { Label } from "@lexforge/ui/label";

/** The error a field shows: a message, or react-hook-form's FieldError (whose message it reads). */
type FieldErrorLike = string | { message?: string } | undefined;

const messageOf = (error: FieldErrorLike) => (typeof error === "string" ? error : error?.message);

/** A labelled control with its hint and its error tied to it and announced to screen readers. */
export function FormField(props: {
  id: string;
  label: string;
  error?: FieldErrorLike;
  hint?: string;
  optional?: boolean;
  children: React.ReactNode;
}) {
  const error = messageOf(props.error);
  return (
    <div className="space-y-2">
      <Label htmlFor={props.id}>
        {props.label}
        {props.optional && <span className="font-normal text-muted-foreground">(optional)</span>}
      </Label>
      {props.children}
      {props.hint && (
        <p id={`${props.id}-hint`} className="text-sm text-muted-foreground">
          {props.hint}
        </p>
      )}
      {error && (
        <p id={`${props.id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** Props that tie a control to its FormField error. */
export const errorProps = (id: string, error?: FieldErrorLike) =>
  messageOf(error) ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};
