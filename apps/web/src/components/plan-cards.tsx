"use client";

import { Check } from "lucide-react";

import type { PlanId } from "@lexforge/payments/plans";
import { PLANS, planPrice } from "@lexforge/payments/plans";
import { Badge } from "@lexforge/ui/badge";
import { cn } from "@lexforge/ui/utils";

/**
 * The three plans from the one plan table, as a single-choice group: arrow keys move between cards
 * (native radio inputs), and the chosen card is marked 'Selected'.
 */
export function PlanCards({
  value,
  onChange,
  compact = false,
  name = "plan",
  disabled = false,
}: {
  value: PlanId | null;
  onChange: (planId: PlanId) => void;
  compact?: boolean;
  name?: string;
  disabled?: boolean;
}) {
  return (
    <fieldset className={cn("grid gap-4", compact ? "sm:grid-cols-3" : "md:grid-cols-3")} disabled={disabled}>
      <legend className="sr-only">Plans</legend>
      {PLANS.map((plan) => {
        const selected = value === plan.id;
        return (
          <label
            key={plan.id}
            data-testid={`plan-${plan.id}`}
            className={cn(
              "relative flex cursor-pointer flex-col gap-3 rounded-xl border bg-card p-5 text-left shadow-sm transition-colors",
              "has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50 hover:border-primary/60",
              selected && "border-primary ring-2 ring-primary",
              compact && "p-4",
            )}
          >
            <input
              type="radio"
              name={name}
              value={plan.id}
              checked={selected}
              onChange={() => onChange(plan.id)}
              className="sr-only"
              aria-describedby={`${name}-${plan.id}-features`}
            />
            <span className="flex items-start justify-between gap-2">
              <span className="text-lg font-semibold">{plan.title}</span>
              {selected && <Badge>Selected</Badge>}
            </span>
            <span className="flex items-baseline gap-1">
              <span className="text-3xl font-bold">{planPrice(plan)}</span>
              <span className="text-sm text-muted-foreground">one-time</span>
            </span>
            {!compact && <span className="text-sm text-muted-foreground">{plan.description}</span>}
            <ul id={`${name}-${plan.id}-features`} className="flex flex-col gap-1.5 text-sm">
              {plan.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-green-600" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          </label>
        );
      })}
    </fieldset>
  );
}
