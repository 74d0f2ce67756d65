import type { Db } from "@lexforge/db";
import { eq, users } from "@lexforge/db";
import type { PlanId } from "@lexforge/payments";
import { CheckoutError, createCheckoutSession, createLocalCheckout, getPlan } from "@lexforge/payments";

import { logError } from "../../errors";
import type { PaymentsConfig } from "../payments-config";
import { CheckoutFailedError, PaymentsUnavailableError } from "./errors";
import { checkoutMode, localCheckoutSecret, stripeClient } from "./payments-mode";

export type StartCheckoutOptions = {
  userId: string;
  planId: PlanId;
  config: PaymentsConfig;
  appUrl: string;
  /** The document page the buyer started from (validated by the router's schema). */
  returnTo?: string;
};

/**
 * Where to send the buyer: Stripe's hosted checkout when a key is set, else our local test checkout
 * (never in production). Either way the price comes from the plan table on the server.
 */
export async function startCheckout(db: Db, { userId, planId, config, appUrl, returnTo }: StartCheckoutOptions) {
  if (checkoutMode(config) === "unavailable") throw new PaymentsUnavailableError();
  const plan = getPlan(planId);
  const stripe = stripeClient(config);
  if (stripe) {
    const user = await db.query.users.findFirst({ where: eq(users.id, userId), columns: { email: true } });
    try {
      const session = await createCheckoutSession(stripe, {
        plan,
        userId,
        appUrl,
        customerEmail: user?.email,
        returnTo,
      });
      return { url: session.url };
    } catch (error) {
      logError({ path: "billing.createCheckout", code: "CHECKOUT_FAILED", cause: error });
      throw new CheckoutFailedError(error instanceof CheckoutError ? error.message : undefined);
    }
  }

  const secret = localCheckoutSecret(config);
  if (!secret) throw new PaymentsUnavailableError();
  const { token } = createLocalCheckout({ secret, userId, planId, returnTo });
  return { url: `${appUrl}/checkout/test?session=${encodeURIComponent(token)}` };
}
