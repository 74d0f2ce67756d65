import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";

import { env } from "~/env";
import { contentSecurityPolicy } from "~/lib/security-headers";

const dev = env.NODE_ENV === "development";

/**
 * The pages rendered per request (lib/security-headers.ts) get a fresh nonce: the policy goes on
 * the response and on the request, where Next reads the nonce to put on its scripts. Prerendered pages never
 * reach this: their policy and validator are fixed per build (next.config.ts), and running Next's middleware on
 * them cost half their serving time. Request lines are written by server/request-lines.ts.
 */
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const policy = contentSecurityPolicy(nonce, dev);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("Content-Security-Policy", policy);
  requestHeaders.set("x-nonce", nonce);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  // Next reads the matcher without running this module, so the lists are written out here; they are
  // lib/security-headers.ts's DYNAMIC_PAGE_PREFIXES and the generator (/documents/<type>, not a category
  // page), and e2e/security-headers.spec.ts checks the two agree page by page. Prefetches reuse the policy
  // of the document that made them. Never the API: Next would buffer every request body for the proxy (up to
  // 10 MB) before the route's own stream-limited reader saw a byte.
  matcher: [
    {
      source: "/(dashboard|checkout|payment-success|sign-in|sign-up|verify-email|reset-password|sign)(/.*)?",
      missing: [{ type: "header", key: "next-router-prefetch" }],
    },
    {
      source: "/documents/((?!(?:agreements|contracts|letters|wills)$)[^/]+)",
      missing: [{ type: "header", key: "next-router-prefetch" }],
    },
  ],
};
