import type { Metadata } from "next";

import { checkoutMode } from "@lexforge/api/services/billing/payments-mode";

import { CheckoutModeNotice } from "~/components/test-mode-notice";
import { auth } from "~/server/auth";
import { paymentsConfig } from "~/server/trpc-context";
import { PricingFaq } from "./_components/pricing-faq";
import { PricingPlans } from "./_components/pricing-plans";

export const metadata: Metadata = {
  title: "Pricing",
  description: "One-time plans for document credits: Basic $5, Standard $10, Premium $20 for unlimited documents.",
};

export default async function PricingPage() {
  const session = await auth();
  const mode = checkoutMode(paymentsConfig);
  return (
    <main id="main" className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-12 sm:py-16">
      <header className="flex flex-col items-center gap-3 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Simple, Transparent Pricing</h1>
        <p className="max-w-2xl text-muted-foreground">
          Buy document credits once and use them whenever you need. No subscription fees, no surprises.
        </p>
      </header>
      <CheckoutModeNotice mode={mode} />
      <PricingPlans signedIn={Boolean(session?.user?.id)} available={mode !== "unavailable"} />
      <PricingFaq />
    </main>
  );
}
