"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";

import { formatCredits } from "@lexforge/validators/credits";
import { Button } from "@lexforge/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@lexforge/ui/card";
import { Label } from "@lexforge/ui/label";
import { Switch } from "@lexforge/ui/switch";
import { toast } from "@lexforge/ui/toast";

import { hasReason } from "~/trpc/errors";
import { useTRPC } from "~/trpc/react";
import type { BillingSummary } from "./billing-types";
import { formatBillingDate } from "./format";

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
          {/* The "next billing date": plans are one-time, so it is when the paid access period ends. */}
          <dt className="text-muted-foreground">Access period ends</dt>
          <dd className="font-medium">
            {summary.nextBillingDate ? (
              <time dateTime={summary.nextBillingDate.toISOString()}>{formatBillingDate(summary.nextBillingDate)}</time>
            ) : (
              "Not applicable"
            )}
          </dd>
          <dt className="text-muted-foreground">Credits</dt>
          <dd className="font-medium">{formatCredits(summary.credits)}</dd>
        </dl>
        {plan && <AutoRenewToggle autoRenew={summary.autoRenew ?? false} />}
        {plan && (
          <p id="auto-renew-note" className="mt-2 text-xs text-muted-foreground">
            Plans are one-time purchases: Lexforge never charges you automatically. Auto-renew only records that you
            mean to renew; when the access period ends you buy again yourself at checkout.
          </p>
        )}
      </CardContent>
      <CardFooter>
        <Button asChild>
          <Link href="/pricing">{plan ? "Change Plan" : "Subscribe Now"}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

function AutoRenewToggle({ autoRenew }: { autoRenew: boolean }) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const mutation = useMutation(
    trpc.billing.setAutoRenew.mutationOptions({
      onSuccess: async (_data, { autoRenew: enabled }) => {
        toast.success(enabled ? "Auto-renewal enabled" : "Auto-renewal disabled", {
          description: enabled
            ? "You will not be charged automatically: renew at checkout when your access period ends."
            : "Your plan will not renew automatically. Your remaining credits stay available.",
        });
        await queryClient.invalidateQueries({ queryKey: trpc.billing.summary.queryKey() });
      },
      onError: (error) => {
        if (hasReason(error, "SUBSCRIPTION_REQUIRED")) {
          toast.error("Subscription required");
          router.push("/pricing");
          return;
        }
        toast.error("Error updating subscription", {
          description: "There was a problem updating your auto-renewal settings.",
        });
      },
    }),
  );
  // While saving, show the requested state so the switch does not flick back.
  const checked = mutation.isPending ? mutation.variables.autoRenew : autoRenew;

  return (
    <div className="mt-4 flex items-center justify-between gap-4 rounded-md border p-3">
      <Label htmlFor="auto-renew">Auto-renew</Label>
      <div className="flex items-center gap-2">
        <span className="text-sm text-muted-foreground" aria-hidden>
          {checked ? "On" : "Off"}
        </span>
        <Switch
          id="auto-renew"
          aria-describedby="auto-renew-note"
          checked={checked}
          disabled={mutation.isPending}
          onCheckedChange={(value) => mutation.mutate({ autoRenew: value })}
        />
      </div>
    </div>
  );
}
