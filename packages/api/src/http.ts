/**
 * The HTTP edge every route handler shares: body size read from the stream with a cap (a huge or chunked
 * body is cut off at the cap, never buffered whole), a JSON nesting cap, the tRPC batch cap, Origin checks,
 * and the Retry-After header on rate-limited answers.
 */
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import type { AnyTRPCRouter } from "@trpc/server";

import { RateLimitedError } from "./services/limits/rate-limits";
import type { Context } from "./trpc";

/** The largest tRPC request body: a full document request with every clause overridden fits many times. */
export const TRPC_MAX_BODY_BYTES = 1024 * 1024;
/** Procedures per batched request (the UI batches a handful of queries at most). */
export const TRPC_MAX_BATCH = 10;
/** Deeper JSON than any of our inputs (they nest 4 levels) is refused before it is parsed. */
export const JSON_MAX_DEPTH = 32;

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body is larger than ${limit} bytes`);
  }
}

/**
 * Reads the body up to `limit` bytes. A declared Content-Length over the limit is refused unread; a body
 * without one (chunked) is read chunk by chunk and the stream cancelled as soon as it passes the limit.
 */
export async function readBodyLimited(req: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = req.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) {
    await req.body?.cancel().catch(() => undefined);
    throw new BodyTooLargeError(limit);
  }
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** How deeply arrays and objects nest in JSON text, counted without parsing (strings skipped). */
export function jsonDepthExceeds(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > maxDepth) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/**
 * Whether a request comes from our own pages. Browsers send Origin on every cross-origin request that can
 * change state, and Sec-Fetch-Site on all requests; server-to-server callers (Stripe, curl) send neither
 * and are judged by their own credentials (signatures, cookies they would not have).
 */
export function isSameOrigin(req: Request, ownOrigin: string): boolean {
  const origin = req.headers.get("origin");
  if (origin !== null) return origin === ownOrigin;
  return req.headers.get("sec-fetch-site") !== "cross-site";
}

export const problem = (status: number, error: string, extra: Record<string, unknown> = {}) =>
  Response.json({ error, ...extra }, { status });

export const bodyTooLarge = (limit: number) =>
  problem(413, `Request body too large (at most ${Math.floor(limit / 1024)} KB).`);

export const crossOrigin = () => problem(403, "Cross-origin request refused.");

function batchSize(req: Request, path: string): number {
  if (new URL(req.url).searchParams.get("batch") !== "1") return 1;
  return path.split(",").length;
}

export type TrpcHttpOptions = {
  req: Request;
  router: AnyTRPCRouter;
  endpoint: string;
  /** The app's own origin, for the Origin check on mutations. */
  ownOrigin: string;
  createContext: () => Promise<Context>;
};

/** tRPC over HTTP with the limits above; everything else is tRPC's fetch adapter. */
export async function handleTrpcRequest({ req, router, endpoint, ownOrigin, createContext }: TrpcHttpOptions) {
  const path = decodeURIComponent(new URL(req.url).pathname.slice(endpoint.length + 1));
  if (batchSize(req, path) > TRPC_MAX_BATCH) {
    return problem(400, `Too many procedures in one request (at most ${TRPC_MAX_BATCH}).`);
  }
  let forwarded = req;
  if (req.method !== "GET" && req.method !== "HEAD") {
    if (!isSameOrigin(req, ownOrigin)) return crossOrigin();
    let body: Uint8Array;
    try {
      body = await readBodyLimited(req, TRPC_MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return bodyTooLarge(error.limit);
      throw error;
    }
    const text = new TextDecoder().decode(body);
    if (jsonDepthExceeds(text, JSON_MAX_DEPTH)) return problem(400, "Request body nests too deeply.");
    // The client's signal goes along: a streamed AI call stops its model call when the user goes away.
    forwarded = new Request(req.url, { method: req.method, headers: req.headers, body: text, signal: req.signal });
  } else {
    const input = new URL(req.url).searchParams.get("input") ?? "";
    if (jsonDepthExceeds(input, JSON_MAX_DEPTH)) return problem(400, "Request input nests too deeply.");
  }
  return fetchRequestHandler({
    endpoint,
    router,
    req: forwarded,
    createContext,
    responseMeta: ({ errors }) => {
      const limited = errors.map((error) => error.cause).find((cause) => cause instanceof RateLimitedError);
      return limited ? { headers: new Headers({ "Retry-After": String(limited.retryAfterSeconds) }) } : {};
    },
  });
}
