/** How purchases are taken: real Stripe when a secret key is set, else the local test checkout. */
export type PaymentsConfig = {
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  /** Stripe API host override, for tests against a local stand-in. */
  stripeApiBase?: string;
  production: boolean;
};
