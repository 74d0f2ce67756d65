"use client";

const OPTIONS = [
  {
    value: true,
    label: "AI-assisted",
    cost: "1 credit",
    hint: "Tailors the document to your purpose and details and adds the clauses they call for.",
  },
  {
    value: false,
    label: "Template",
    cost: "Free",
    hint: "The standard template for your state, filled with your answers.",
  },
] as const;

/** The generation method toggle: AI costs 1 credit, the template is free. */
export function GenerationMethod(props: { useAI: boolean; onChange: (useAI: boolean) => void }) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">Generation method</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {OPTIONS.map((option) => {
          const id = option.value ? "method-ai" : "method-template";
          const checked = props.useAI === option.value;
          return (
            <label
              key={id}
              htmlFor={id}
              className={`flex cursor-pointer gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50 ${checked ? "border-primary bg-accent" : "hover:bg-muted"}`}
            >
              <input
                id={id}
                type="radio"
                name="generation-method"
                className="mt-1 size-4 accent-[var(--primary)]"
                checked={checked}
                aria-labelledby={`${id}-name`}
                aria-describedby={`${id}-hint`}
                onChange={() => props.onChange(option.value)}
              />
              <span className="space-y-1">
                <span id={`${id}-name`} className="flex items-center gap-2 text-sm font-medium">
                  {option.label}
                  <span className="rounded bg-secondary px-1.5 py-0.5 text-xs text-secondary-foreground">
                    {option.cost}
                  </span>
                </span>
                <span id={`${id}-hint`} className="block text-xs text-muted-foreground">
                  {option.hint}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
