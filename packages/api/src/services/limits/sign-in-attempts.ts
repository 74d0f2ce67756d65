import type { SignInLimits } from "@lexforge/auth/config";

import type { RateLimits } from "./rate-limits";
import { RateLimitedError } from "./rate-limits";

type SignInSubject = { email: string; address: string };

/**
 * Counts a password sign-in before the password is checked, per account and per client address, so a burst
 * sent in parallel is counted as it arrives and an attempt over either limit is refused unchecked (throws
 * RateLimitedError). The account comes first: a locked account costs the address nothing more.
 */
async function beginSignInAttempt(limits: RateLimits, { email, address }: SignInSubject): Promise<void> {
  await limits.consume("signInAccount", email);
  await limits.consume("signInIp", address);
}

/**
 * A signed-in attempt was not a failure: the account's failures are forgotten and the address gets its point
 * back (it counts failures, across accounts).
 */
async function succeedSignInAttempt(limits: RateLimits, { email, address }: SignInSubject): Promise<void> {
  await Promise.all([limits.reset("signInAccount", email), limits.giveBack("signInIp", address)]);
}

/**
 * The credentials check's limits (packages/auth config.ts), keyed on the e-mail it verifies and the address
 * `addressOf` reads from the request. `onRefused` learns how long a refused attempt must wait.
 */
export function signInLimits(
  limits: () => RateLimits,
  {
    addressOf,
    onRefused,
  }: { addressOf: (request: Request) => string; onRefused?: (retryAfterSeconds: number) => void },
): SignInLimits {
  const subject = (email: string, request: Request) => ({ email, address: addressOf(request) });
  return {
    begin: async (email, request) => {
      try {
        await beginSignInAttempt(limits(), subject(email, request));
        return "allowed";
      } catch (error) {
        if (!(error instanceof RateLimitedError)) throw error;
        onRefused?.(error.retryAfterSeconds);
        return "refused";
      }
    },
    succeeded: (email, request) => succeedSignInAttempt(limits(), subject(email, request)),
  };
}
