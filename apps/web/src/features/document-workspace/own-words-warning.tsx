import type { Ref } from "react";

/** What the law says about words the user wrote into a change, shown before any credit is spent. */
export function OwnWordsWarning(props: { warnings: readonly string[]; next: string; ref?: Ref<HTMLDivElement> }) {
  return (
    <div
      ref={props.ref}
      role="alert"
      data-testid="own-words-warning"
      className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="font-medium">What the law says about your words</p>
      {props.warnings.map((warning) => (
        <p key={warning}>{warning}</p>
      ))}
      <p className="mt-1">{props.next}</p>
    </div>
  );
}
