"use client";

import { useEffect, useState } from "react";

import type { CheckoutMode } from "@lexforge/api";

import { CheckoutModeNotice, TestModeNotice } from "~/components/test-mode-notice";
import { useSessionUser } from "~/components/use-session-user";
import { lazyClient } from "~/trpc/lazy-client";
import { PricingPlans } from "./pricing-plans";

/**
 * The checkout-mode notice and the plans. The page is prerendered, so the mode (which depends on the
 * server's runtime configuration: Stripe key, APP_ENV) and the signed-in state are read in the browser;
 * until the mode is known the pay button stays disabled and an invisible test notice holds its place, so
 * the plans do not jump down when the notice appears.
 */
export function PricingCheckout() {
  const [mode, setMode] = useState<CheckoutMode>();
  useEffect(() => {
    let current = true;
    lazyClient()
      .then((client) => client.billing.checkoutMode.query())
      // A failed read leaves the pay button disabled, as before.
      .then(
        (value) => current && setMode(value),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, []);
  const user = useSessionUser();
  return (
    <>
      {mode === undefined ? (
        <div aria-hidden className="invisible">
          <TestModeNotice />
        </div>
      ) : (
        <CheckoutModeNotice mode={mode} />
      )}
      <PricingPlans signedIn={Boolean(user?.id)} available={mode !== undefined && mode !== "unavailable"} />
    </>
  );
}
