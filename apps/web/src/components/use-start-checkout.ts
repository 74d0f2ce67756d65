"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import type { PlanId } from "@lexforge/payments/plans";
import { toast } from "@lexforge/ui/toast";

import { hasReason, isUnauthorized } from "~/trpc/errors";
import { lazyClient } from "~/trpc/lazy-client";

const PAYMENT_FAILED = "There was an error processing your payment. Please try again.";

/**
 * The purchase start shared by the pricing page and the Choose a Plan dialog: a plan and a signed-in
 * user are required; the server picks the price and answers with a checkout URL.
 */
export function useStartCheckout({ signedIn, returnTo }: { signedIn: boolean; returnTo?: string }) {
  const router = useRouter();
  const [redirecting, setRedirecting] = useState(false);
  // A plain call through the lazily loaded client: the pricing page has no react-query provider.
  const [pending, setPending] = useState(false);

  const requireSignIn = () => {
    toast.error("Authentication required", {
      description: "You need to be signed in to purchase credits",
    });
    router.push(`/sign-in?callbackUrl=${encodeURIComponent("/pricing")}`);
  };

  async function start(planId: PlanId | null) {
    if (!planId) {
      toast.error("Please select a plan", {
        description: "You need to select a plan before proceeding with payment",
      });
      return;
    }
    if (!signedIn) return requireSignIn();
    setPending(true);
    try {
      const { url } = await (await lazyClient()).billing.createCheckout.mutate({ planId, returnTo });
      if (!url) throw new Error("no checkout URL returned");
      setRedirecting(true);
      window.location.assign(url);
    } catch (error) {
      if (isUnauthorized(error)) return requireSignIn();
      // Our own checkout errors carry a message meant for people; anything else gets the generic one.
      const readable = hasReason(error, "CHECKOUT_FAILED", "PAYMENTS_UNAVAILABLE");
      const description = readable && error instanceof Error ? error.message : PAYMENT_FAILED;
      toast.error("Payment Failed", { description });
    } finally {
      setPending(false);
    }
  }

  return { start, processing: pending || redirecting };
}
