import Stripe from "stripe";

export type CreateStripeOptions = {
  secretKey: string;
  /** Overrides https://api.stripe.com, e.g. for a local stand-in. */
  apiBase?: string;
};

/** The one place a Stripe client is built: the server passes its key, tests point it elsewhere. */
export function createStripe({ secretKey, apiBase }: CreateStripeOptions): Stripe {
  const base = apiBase ? new URL(apiBase) : undefined;
  const protocol = base?.protocol === "http:" ? "http" : "https";
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "Lexforge" },
    ...(base && {
      host: base.hostname,
      port: base.port || (protocol === "http" ? 80 : 443),
      protocol,
    }),
  });
}

/** Signing helpers need no API key; the SDK exposes them statically. */
export const stripeWebhooks = Stripe.webhooks;

export { Stripe };
