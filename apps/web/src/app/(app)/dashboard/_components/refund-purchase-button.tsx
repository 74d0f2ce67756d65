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

import { errorMessage } from "~/trpc/errors";
import { useTRPC } from "~/trpc/react";
import type { BillingSummary } from "./billing-types";
import { formatUsd } from "./format";

type Purchase = BillingSummary["latestTransactions"][number];

/** The guarantee from Billing: asks first, naming what goes back and what is taken away. */
export function RefundPurchaseButton({ purchase }: { purchase: Purchase }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refund = useMutation(trpc.billing.refund.mutationOptions());
  const credits = purchase.planId === "premium" ? "Unlimited documents end" : "Its credits are removed";

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
  };

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" disabled={refund.isPending}>
          {refund.isPending ? "Refunding..." : "Refund"}
          <span className="sr-only"> {purchase.label}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Refund the {purchase.label}?</DialogTitle>
          <DialogDescription>
            {formatUsd(purchase.amountCents)} goes back to the card you paid with. {credits} from your balance now, and
            this cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep the purchase</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button onClick={() => void onConfirm()}>Refund {formatUsd(purchase.amountCents)}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
