"use client";

import { useState } from "react";

import type { PlanId } from "@lexforge/payments/plans";
import { getPlan, planPrice } from "@lexforge/payments/plans";
import { Button } from "@lexforge/ui/button";

import { PlanCards } from "~/components/plan-cards";
import { useStartCheckout } from "~/components/use-start-checkout";

/** Plan choice and the pay button (disabled with no plan chosen or while a checkout is starting). */
export function PricingPlans({ signedIn, available }: { signedIn: boolean; available: boolean }) {
  const [planId, setPlanId] = useState<PlanId | null>(null);
  const { start, processing } = useStartCheckout({ signedIn });
  const plan = planId ? getPlan(planId) : null;

  return (
    <section aria-labelledby="plans-heading" className="flex flex-col gap-6">
      <h2 id="plans-heading" className="sr-only">
        Plans
      </h2>
      <PlanCards value={planId} onChange={setPlanId} disabled={processing} />
      <div className="flex flex-col items-center gap-2">
        <Button
          size="lg"
          className="w-full sm:w-auto sm:min-w-64"
          disabled={!available || !plan || processing}
          onClick={() => void start(planId)}
        >
          {processing
            ? "Processing..."
            : plan
              ? `Pay ${planPrice(plan)} for ${plan.title}`
              : "Select a plan to continue"}
        </Button>
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {plan ? `${plan.title} plan selected. You will be taken to a secure checkout page.` : ""}
        </p>
      </div>
    </section>
  );
}
