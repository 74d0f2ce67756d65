import type { Metadata } from "next";

import { PricingCheckout } from "./_components/pricing-checkout";
import { PricingFaq } from "./_components/pricing-faq";

export const metadata: Metadata = {
  title: "Pricing",
  description: "One-time plans for document credits: Basic $5, Standard $10, Premium $20 for unlimited documents.",
};

export default function PricingPage() {
  return (
    <main id="main" className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-12 sm:py-16">
      <header className="flex flex-col items-center gap-3 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Simple, Transparent Pricing</h1>
        <p className="max-w-2xl text-muted-foreground">
          Buy document credits once and use them whenever you need. No subscription fees, no surprises.
        </p>
      </header>
      <PricingCheckout />
      <PricingFaq />
    </main>
  );
}
