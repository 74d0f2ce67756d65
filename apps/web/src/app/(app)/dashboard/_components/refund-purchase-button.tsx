"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { Button } from "@lexforge/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@lexforge/ui/dialog";
import { toast } from "@lexforge/ui/toast";
import { formatCredits } from "@lexforge/validators/credits";

import { errorMessage } from "~/trpc/errors";
import { useTRPC } from "~/trpc/react";
import type { BillingSummary } from "./billing-types";
import { formatBillingDate, formatUsd } from "./format";

type Purchase = BillingSummary["latestTransactions"][number];

/**
 * The guarantee from Billing: asks first, naming what goes back and the balance after. `onRefunded` takes the
 * focus somewhere that stays (this button leaves with the refund).
 */
export function RefundPurchaseButton(props: {
  purchase: Purchase;
  balanceNow: number;
  balanceAfter: number;
  onRefunded: () => void;
}) {
  const { purchase } = props;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refund = useMutation(trpc.billing.refund.mutationOptions());

  const onConfirm = async () => {
    try {
      await refund.mutateAsync({ transactionId: purchase.id });
    } catch (error) {
      toast.error("Refund not made", { description: errorMessage(error) });
      return;
    }
    toast.success("Refund made", {
      description: `${formatUsd(purchase.amountCents)} goes back to the card you paid with; banks take 5 to 10 days to show it.`,
    });
    await Promise.all(
      [trpc.billing.pathKey(), trpc.credits.pathKey()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
    props.onRefunded();
  };

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" aria-busy={refund.isPending}>
          {refund.isPending ? "Refunding..." : "Refund"}
          <span className="sr-only">
            {" "}
            {purchase.label} of {formatBillingDate(purchase.date)}
          </span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Refund the {purchase.label}?</DialogTitle>
          <DialogDescription>
            {formatUsd(purchase.amountCents)} goes back to the card you paid with, and your credits go from{" "}
            {formatCredits(props.balanceNow)} to {formatCredits(props.balanceAfter)}. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep the purchase</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button onClick={() => void onConfirm()} disabled={refund.isPending}>
              Refund {formatUsd(purchase.amountCents)}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
