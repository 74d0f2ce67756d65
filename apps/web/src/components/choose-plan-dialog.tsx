"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";

import type { PlanId } from "@lexforge/payments/plans";
import { Button } from "@lexforge/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@lexforge/ui/dialog";

import { useTRPC } from "~/trpc/react";
import { PlanCards } from "./plan-cards";
import { CheckoutModeNotice } from "./test-mode-notice";
import { useStartCheckout } from "./use-start-checkout";

/** The dialog's description: the free credit is gone (and what it was wanted for), or how many credits remain. */
export function choosePlanDescription(credits: number, forDownload = false): string {
  if (credits === 0)
    return forDownload
      ? "You've used your free document credit. Select a plan to download your documents as Word or PDF."
      : "You've used your free document credit. Select a plan to generate more documents.";
  const have =
    credits === -1
      ? "You currently have unlimited document credits."
      : `You currently have ${credits} document credit${credits === 1 ? "" : "s"}.`;
  return `${have} Select a plan to add more.`;
}

/**
 * 'Choose a Plan', opened from 'Get More Credits' or when credits run out. Select Plan starts
 * the same checkout as the pricing page; it is shown only to signed-in users.
 */
export function ChoosePlanDialog({
  open,
  onOpenChange,
  credits,
  signedIn,
  forDownload = false,
  returnTo,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** -1 = unlimited. */
  credits: number;
  signedIn: boolean;
  /** Opened because a Word or PDF download needs a credit. */
  forDownload?: boolean;
  /** The document page to come back to after paying (or cancelling). */
  returnTo?: string;
  /** Where focus goes on closing, when what opened the dialog (a menu item) is gone by then. */
  returnFocus?: () => void;
}) {
  const [planId, setPlanId] = useState<PlanId | null>(null);
  const { start, processing } = useStartCheckout({ signedIn, returnTo });
  const trpc = useTRPC();
  const mode = useQuery({ ...trpc.billing.checkoutMode.queryOptions(), enabled: open, staleTime: Infinity }).data;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-3xl"
        onCloseAutoFocus={(event) => {
          if (!returnFocus) return;
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Choose a Plan</DialogTitle>
          <DialogDescription>{choosePlanDescription(credits, forDownload)}</DialogDescription>
        </DialogHeader>
        {mode && <CheckoutModeNotice mode={mode} />}
        <PlanCards value={planId} onChange={setPlanId} compact name="dialog-plan" disabled={processing} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          {signedIn && (
            <Button disabled={mode === "unavailable" || !planId || processing} onClick={() => void start(planId)}>
              {processing ? "Processing..." : "Select Plan"}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
