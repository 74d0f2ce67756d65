import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";

import { localCheckoutSecret } from "@lexforge/api";
import { getPlan, readLocalCheckout } from "@lexforge/payments";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@lexforge/ui/card";

import { TestModeNotice } from "~/components/test-mode-notice";
import { auth } from "~/server/auth";
import { paymentsConfig } from "~/server/trpc-context";
import { TestCardForm } from "./_components/test-card-form";

export const metadata: Metadata = { title: "Test Checkout", robots: { index: false } };
export const dynamic = "force-dynamic";

/**
 * Our stand-in for Stripe's hosted checkout, for the embedded default only: with a Stripe key, or in
 * production, this route does not exist.
 */
export default async function TestCheckoutPage(props: { searchParams: Promise<{ session?: string | string[] }> }) {
  const secret = localCheckoutSecret(paymentsConfig);
  if (!secret) notFound();

  const { session: raw } = await props.searchParams;
  const token = typeof raw === "string" ? raw : "";
  const checkout = token ? readLocalCheckout({ secret, token }) : null;
  const user = (await auth())?.user;
  if (checkout && !user?.id) {
    redirect(`/sign-in?callbackUrl=${encodeURIComponent(`/checkout/test?session=${token}`)}`);
  }
  if (!checkout || checkout.userId !== user?.id) {
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Checkout link expired</h1>
        <p className="text-muted-foreground">
          This checkout link is invalid or has expired. Please choose a plan again.
        </p>
        <Link href="/pricing" className="font-medium text-primary underline-offset-4 hover:underline">
          Back to Pricing
        </Link>
      </div>
    );
  }

  const plan = getPlan(checkout.planId);
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-6 px-4 py-10 sm:py-16">
      <h1 className="text-2xl font-bold">Test Checkout</h1>
      <TestModeNotice />
      <Card>
        <CardHeader>
          <CardTitle>
            <span className="text-lg">{plan.title} Plan</span>
          </CardTitle>
          <CardDescription>
            {plan.credits === -1 ? "Unlimited document credits" : `${plan.credits} document credits`} · one-time payment
            of <strong className="text-foreground">${(plan.priceCents / 100).toFixed(2)}</strong>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <TestCardForm token={token} amount={`$${(plan.priceCents / 100).toFixed(2)}`} />
        </CardContent>
      </Card>
      <Link href="/pricing" className="text-center text-sm text-muted-foreground underline-offset-4 hover:underline">
        Cancel and return to Pricing
      </Link>
    </div>
  );
}
