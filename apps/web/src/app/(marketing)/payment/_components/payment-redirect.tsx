"use client";

import { Loader2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect } from "react";

import { toast } from "@lexforge/ui/toast";

/**
 * The original said the card provider was still being integrated. Checkout now works, so the toast
 * says where it starts instead; timings follow the spec (toast 5 s, redirect after 0.5 s).
 */
export function PaymentRedirect() {
  const router = useRouter();
  useEffect(() => {
    toast.info("Secure checkout with Stripe", {
      id: "payment-redirect",
      description: "Purchases start on the Pricing page: choose a plan there to pay securely.",
      duration: 5000,
    });
    const timer = setTimeout(() => router.replace("/pricing"), 500);
    return () => clearTimeout(timer);
  }, [router]);

  return (
    <p role="status" className="flex items-center gap-2 text-lg text-muted-foreground">
      <Loader2 aria-hidden className="size-5 animate-spin" />
      Redirecting...
    </p>
  );
}
