"use client";

import Link from "next/link";

import { CREDITS_NEVER_EXPIRE } from "@lexforge/payments/plans";
import { formatCredits } from "@lexforge/validators/credits";
import { Button } from "@lexforge/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@lexforge/ui/card";

import type { BillingSummary } from "./billing-types";

export function CurrentPlanCard({ summary }: { summary: BillingSummary }) {
  const { plan } = summary;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-none font-semibold">Current Plan</h2>
        <CardDescription>Your plan and remaining document credits</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
          <dt className="text-muted-foreground">Plan</dt>
          <dd className="font-medium">{plan ? plan.name : "Free (1 document credit)"}</dd>
          <dt className="text-muted-foreground">Credits</dt>
          <dd className="font-medium">{formatCredits(summary.credits)}</dd>
        </dl>
        <p className="mt-3 text-xs text-muted-foreground">
          Plans are one-time purchases: nothing renews or charges you again. {CREDITS_NEVER_EXPIRE}.
        </p>
      </CardContent>
      <CardFooter>
        <Button asChild>
          <Link href="/pricing">{plan ? "Change Plan" : "Subscribe Now"}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
