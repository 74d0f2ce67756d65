import { NextRequest } from "next/server";

import {
  bodyTooLarge,
  BodyTooLargeError,
  crossOrigin,
  isSameOrigin,
  RateLimitedError,
  rateLimitsFor,
  readBodyLimited,
} from "@lexforge/api";

import { handlers } from "~/server/auth";
import { getDb, rateLimitOptions } from "~/server/db";
import { clientAddress, ownOrigin } from "~/server/request-origin";

/** Sign-in and sign-out forms are a few hundred bytes. */
const AUTH_MAX_BODY_BYTES = 16 * 1024;

export const GET = handlers.GET;

/**
 * next-auth, with the credentials sign-in rate-limited: failures are counted per account and per client
 * address in the shared database, and once either is over its limit the attempt is answered 429 with
 * Retry-After before the password is even checked (so a correct password does not get through either).
 * The 429 body keeps next-auth's `{ url }` shape, so `signIn()` on the client reports error=RateLimited.
 */
export async function POST(req: NextRequest) {
  if (!isSameOrigin(req, ownOrigin(req.headers))) return crossOrigin();
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = await readBodyLimited(req, AUTH_MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return bodyTooLarge(error.limit);
    throw error;
  }
  const forwarded = new Request(req.url, { method: "POST", headers: req.headers, body });
  if (!new URL(req.url).pathname.endsWith("/callback/credentials")) {
    return handlers.POST(new NextRequest(forwarded));
  }

  const email = String(new URLSearchParams(new TextDecoder().decode(body)).get("email") ?? "")
    .trim()
    .toLowerCase();
  const address = clientAddress(req.headers);
  const limits = rateLimitsFor(await getDb(), rateLimitOptions);
  try {
    await limits.check("signInAccount", email);
    await limits.check("signInIp", address);
  } catch (error) {
    if (error instanceof RateLimitedError) return rateLimitedSignIn(req, error);
    throw error;
  }

  const response = await handlers.POST(new NextRequest(forwarded));
  if (await isFailedSignIn(response)) {
    // Counting may itself cross the limit; this attempt has already been answered as a plain failure.
    await Promise.all([limits.consume("signInAccount", email), limits.consume("signInIp", address)].map(ignoreLimited));
  } else {
    await limits.reset("signInAccount", email);
  }
  return response;
}

async function isFailedSignIn(response: Response): Promise<boolean> {
  const location =
    response.headers.get("location") ??
    (
      (await response
        .clone()
        .json()
        .catch(() => null)) as { url?: string } | null
    )?.url ??
    "";
  return location.includes("error=");
}

const ignoreLimited = (promise: Promise<void>) =>
  promise.catch((error: unknown) => {
    if (!(error instanceof RateLimitedError)) throw error;
  });

function rateLimitedSignIn(req: NextRequest, error: RateLimitedError) {
  const url = new URL("/sign-in", ownOrigin(req.headers));
  url.searchParams.set("error", "RateLimited");
  url.searchParams.set("code", "rate_limited");
  return Response.json(
    { url: url.href, error: "RATE_LIMITED", message: error.message, retryAfter: error.retryAfterSeconds },
    { status: 429, headers: { "Retry-After": String(error.retryAfterSeconds) } },
  );
}
