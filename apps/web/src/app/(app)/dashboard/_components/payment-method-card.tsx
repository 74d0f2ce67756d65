"use client";

import { CreditCard } from "lucide-react";
import Link from "next/link";

import { brandName } from "@lexforge/payments/card";
import { Button } from "@lexforge/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@lexforge/ui/card";
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

import type { BillingSummary } from "./billing-types";
import { cardExpiry } from "./format";

export function PaymentMethodCard({ summary }: { summary: BillingSummary }) {
  const card = summary.paymentMethod;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-none font-semibold">Payment Method</h2>
        <CardDescription>The card used for your purchases</CardDescription>
      </CardHeader>
      <CardContent>
        {card ? (
          <div className="flex items-center gap-3">
            <CreditCard aria-hidden className="size-8 text-muted-foreground" />
            <div>
              <p className="font-medium">
                {brandName(card.brand)} ending in {card.last4}
              </p>
              <p className="text-sm text-muted-foreground">Expires {cardExpiry(card.expMonth, card.expYear)}</p>
            </div>
          </div>
        ) : (
          <div className="flex flex-col items-center gap-2 py-4 text-center">
            <CreditCard aria-hidden className="size-8 text-muted-foreground" />
            <p className="font-medium">No payment method</p>
            <p className="text-sm text-muted-foreground">Add a payment method when you subscribe to a plan</p>
          </div>
        )}
      </CardContent>
      <CardFooter>
        <CardOnPurchaseDialog hasCard={card !== null} />
      </CardFooter>
    </Card>
  );
}

/**
 * The original offered a card form that saved nothing. Cards are only ever stored by the payment
 * provider during a purchase, so this says so and points to the plans instead of faking a form.
 */
function CardOnPurchaseDialog({ hasCard }: { hasCard: boolean }) {
  const action = hasCard ? "Update Card" : "Add Card";
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">{action}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{action}</DialogTitle>
          <DialogDescription>
            Your card is saved securely by our payment provider when you buy a plan; we never see or store the full card
            number. To {hasCard ? "use a different card" : "add a card"}, choose a plan and pay with it at checkout.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button asChild>
            <Link href="/pricing">View Plans</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
