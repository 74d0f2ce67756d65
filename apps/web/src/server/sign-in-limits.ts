import "server-only";

import { AsyncLocalStorage } from "node:async_hooks";

import { rateLimitsFor, signInLimits } from "@lexforge/api";
import type { SignInLimits } from "@lexforge/auth/config";
import type { Db } from "@lexforge/db";

import { rateLimitOptions } from "./db";
import { clientAddress } from "./request-origin";

/** What the credentials check learnt of a refused attempt, for the route handler's 429 (Retry-After). */
type Refusal = { retryAfterSeconds?: number };
const refusals = new AsyncLocalStorage<Refusal>();

/**
 * Runs Auth.js' handling of one request and says whether the credentials check refused it for a limit, and
 * for how long. The check runs inside Auth.js, which answers a refusal like any failed sign-in.
 */
export async function withSignInRefusal(handle: () => Promise<Response>) {
  const refusal: Refusal = {};
  const response = await refusals.run(refusal, handle);
  return { response, retryAfterSeconds: refusal.retryAfterSeconds };
}

/** Per-account and per-address sign-in limits: the e-mail Auth.js verifies, the address from request-origin.ts. */
export function signInLimitsFor(db: Db): SignInLimits {
  return signInLimits(() => rateLimitsFor(db, rateLimitOptions), {
    addressOf: (request) => clientAddress(request.headers),
    onRefused: (retryAfterSeconds) => {
      const refusal = refusals.getStore();
      if (refusal) refusal.retryAfterSeconds = retryAfterSeconds;
    },
  });
}
