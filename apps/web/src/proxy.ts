import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";

import { log } from "@lexforge/log";

import { env } from "~/env";
import { loggedPath } from "~/lib/logged-path";
import { contentSecurityPolicy, isNonceRoute } from "~/lib/security-headers";

const dev = env.NODE_ENV === "development";

/**
 * Adds the Content-Security-Policy (see lib/security-headers.ts for why two policies). For per-request
 * pages the policy also goes on the request, where Next reads the nonce to put on its scripts.
 */
export function proxy(request: NextRequest) {
  const requestId = crypto.randomUUID();
  const response = isNonceRoute(request.nextUrl.pathname)
    ? perRequestPage(request, requestId)
    : prerenderedPage(request);
  // One line per page request (the API's are logged by their handlers): the path without its query, which
  // can hold an e-mail address or a token. A 304 is known here; a rendered page's status is not.
  log.info(
    {
      requestId,
      method: request.method,
      path: loggedPath(request.nextUrl.pathname),
      ...(response.status === 304 ? { status: 304 } : {}),
    },
    "request",
  );
  response.headers.set("X-Request-Id", requestId);
  return response;
}

/** A page rendered per request carries its id on to the render, where an error line names it. */
function perRequestPage(request: NextRequest, requestId: string) {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const policy = contentSecurityPolicy(nonce, dev);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("Content-Security-Policy", policy);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("x-request-id", requestId);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

/**
 * Every other page is prerendered, so it changes only with a new build: one weak validator per build lets
 * browsers and CDNs revalidate, and a match is answered here with a 304 before any page work. Next's own
 * ETag (off in next.config.ts) hashed the whole page on every request, a fifth of the home page's serving
 * time. One tag serves the HTML and the RSC payload alike: Next fetches the payload at its own URL (`?_rsc=`).
 */
function prerenderedPage(request: NextRequest) {
  const policy = contentSecurityPolicy(null, dev);
  const etag = `W/"${env.PAGES_BUILD_TAG}"`;
  const read = request.method === "GET" || request.method === "HEAD";
  if (!dev && read && matchesEtag(request.headers.get("if-none-match"), etag)) {
    // A 304 repeats the caching headers the page's 200 carries (Next's, for a prerendered page).
    const headers = {
      ETag: etag,
      "Content-Security-Policy": policy,
      "Cache-Control": "s-maxage=31536000",
      Vary: PAGE_VARY,
    };
    return new NextResponse(null, { status: 304, headers });
  }
  const response = NextResponse.next();
  response.headers.set("Content-Security-Policy", policy);
  if (!dev) response.headers.set("ETag", etag);
  return response;
}

const PAGE_VARY = "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding";

/** If-None-Match compares weakly: a list of tags, each with or without W/, or `*`. */
function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
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
