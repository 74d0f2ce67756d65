import { Label } from "@lexforge/ui/label";

/** A labelled control with its error announced to screen readers. */
export function FormField(props: {
  id: string;
  label: string;
  error?: string;
  optional?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={props.id}>
        {props.label}
        {props.optional && <span className="font-normal text-muted-foreground">(optional)</span>}
      </Label>
      {props.children}
      {props.error && (
        <p id={`${props.id}-error`} role="alert" className="text-sm text-destructive">
          {props.error}
        </p>
      )}
    </div>
  );
}

/** Props that tie a control to its FormField error. */
export const errorProps = (id: string, error?: string) =>
  error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};
