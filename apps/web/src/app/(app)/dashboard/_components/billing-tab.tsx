"use client";

import { useQuery } from "@tanstack/react-query";

import { useTRPC } from "~/trpc/react";
import { BillingHistoryCard } from "./billing-history-card";
import type { BillingSummary } from "./billing-types";
import { CurrentPlanCard } from "./current-plan-card";
import { PaymentMethodCard } from "./payment-method-card";

export function BillingTab() {
  const trpc = useTRPC();
  const summary = useQuery(trpc.billing.summary.queryOptions());

  if (summary.isPending) {
    return (
      <p role="status" className="py-8 text-center text-sm text-muted-foreground">
        Loading billing information...
      </p>
    );
  }
  if (summary.isError) {
    return (
      <p role="alert" className="py-8 text-center text-sm text-destructive">
        There was a problem retrieving your account information.
      </p>
    );
  }
  const data: BillingSummary = summary.data;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <CurrentPlanCard summary={data} />
      <PaymentMethodCard summary={data} />
      <BillingHistoryCard summary={data} className="lg:col-span-2" />
    </div>
  );
}
