import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";

import { env } from "~/env";
import { contentSecurityPolicy, isNonceRoute } from "~/lib/security-headers";

const dev = env.NODE_ENV === "development";

/**
 * Adds the Content-Security-Policy (see lib/security-headers.ts for why two policies). For per-request
 * pages the policy also goes on the request, where Next reads the nonce to put on its scripts.
 */
export function proxy(request: NextRequest) {
  if (!isNonceRoute(request.nextUrl.pathname)) {
    const response = NextResponse.next();
    response.headers.set("Content-Security-Policy", contentSecurityPolicy(null, dev));
    return response;
  }
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
  // Pages only. Static files have no script to govern, prefetches reuse the document's policy, and API
  // routes get a fixed policy from next.config.ts: running the proxy on them would make Next buffer every
  // request body for it (up to 10 MB) before the route's own stream-limited reader ever sees a byte.
  matcher: [
    {
      source: "/((?!api/|_next/static|_next/image|favicon.ico).*)",
      missing: [{ type: "header", key: "next-router-prefetch" }],
    },
  ],
};
