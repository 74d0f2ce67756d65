import { NextRequest } from "next/server";

import { bodyTooLarge, BodyTooLargeError, crossOrigin, isSameOrigin, problem, readBodyLimited } from "@lexforge/api";
import { RATE_LIMITED_MESSAGE } from "@lexforge/validators";

import { handlers } from "~/server/auth";
import { ownOrigin } from "~/server/request-origin";
import { logged } from "~/server/request-log";
import { withSignInRefusal } from "~/server/sign-in-limits";

/** Sign-in and sign-out forms are a few hundred bytes. */
const AUTH_MAX_BODY_BYTES = 16 * 1024;

/**
 * Auth.js sees the request at this site's own origin (APP_URL, or a declared proxy's headers): the URL is
 * where its redirects point and whether its cookies are `__Secure-`, and a client's Host or X-Forwarded-Proto
 * must decide neither.
 */
function atOwnOrigin(req: NextRequest, form?: URLSearchParams): NextRequest {
  const url = new URL(req.nextUrl.pathname + req.nextUrl.search, ownOrigin(req.headers));
  if (!form) return new NextRequest(url, { method: req.method, headers: req.headers });
  // Auth.js parses what this route parsed: the form re-encoded, under the one content type it reads as a form.
  const headers = new Headers(req.headers);
  headers.set("content-type", "application/x-www-form-urlencoded");
  headers.delete("content-length");
  return new NextRequest(url, { method: req.method, headers, body: form.toString() });
}

export const GET = logged((req: NextRequest) => handlers.GET(atOwnOrigin(req)));

/**
 * next-auth's POSTs. The body must be a form with each field once, as next-auth's own client sends it: Auth.js
 * also reads JSON, and of a repeated field it takes the last, so anything else is refused before it runs.
 * Credentials sign-in is rate-limited inside the credentials check (server/sign-in-limits.ts); an attempt it
 * refused is answered 429 with Retry-After, keeping next-auth's `{ url }` body, so `signIn()` on the client
 * reports error=RateLimited.
 */
async function post(req: NextRequest) {
  if (!isSameOrigin(req, ownOrigin(req.headers))) return crossOrigin();
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = await readBodyLimited(req, AUTH_MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return bodyTooLarge(error.limit);
    throw error;
  }
  const form = formOf(req.headers.get("content-type"), body);
  if (typeof form === "string") return problem(400, form);

  const { response, retryAfterSeconds } = await withSignInRefusal(() => handlers.POST(atOwnOrigin(req, form)));
  return retryAfterSeconds === undefined ? response : rateLimitedSignIn(req, retryAfterSeconds);
}

/** The form, each field once, or what is wrong with the body. */
function formOf(contentType: string | null, body: Uint8Array): URLSearchParams | string {
  if (contentType?.split(";")[0]?.trim().toLowerCase() !== "application/x-www-form-urlencoded") {
    return "Send the form as application/x-www-form-urlencoded.";
  }
  const form = new URLSearchParams(new TextDecoder().decode(body));
  const names = [...form.keys()];
  return new Set(names).size === names.length ? form : "Each form field may be sent once.";
}

function rateLimitedSignIn(req: NextRequest, retryAfterSeconds: number) {
  const url = new URL("/sign-in", ownOrigin(req.headers));
  url.searchParams.set("error", "RateLimited");
  url.searchParams.set("code", "rate_limited");
  return Response.json(
    { url: url.href, error: "RATE_LIMITED", message: RATE_LIMITED_MESSAGE, retryAfter: retryAfterSeconds },
    { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
  );
}

export const POST = logged(post);
