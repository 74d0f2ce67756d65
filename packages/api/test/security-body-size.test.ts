import SuperJSON from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  appRouter,
  createTRPCContext,
  handleTrpcRequest,
  isSameOrigin,
  jsonDepthExceeds,
  readBodyLimited,
  TRPC_MAX_BATCH,
  TRPC_MAX_BODY_BYTES,
} from "../src";
import type { TestApi } from "./support/api";
import { createTestApi } from "./support/api";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const ORIGIN = "http://localhost";

function trpc(req: Request) {
  return handleTrpcRequest({
    req,
    router: appRouter,
    endpoint: "/api/trpc",
    ownOrigin: ORIGIN,
    createContext: () =>
      Promise.resolve(createTRPCContext({ db: t.db, session: null, appUrl: ORIGIN, payments: { production: false } })),
  });
}

/** A body that is generated as it is read, and counts how much of it was pulled. */
function chunkedBody(totalBytes: number, chunkBytes = 64 * 1024) {
  let pulled = 0;
  const chunk = new Uint8Array(chunkBytes).fill(0x20);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= totalBytes) return controller.close();
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}/api/trpc/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN, ...headers },
    body,
    duplex: "half",
  } as RequestInit);

describe("tRPC request bodies", () => {
  it("a 50 MB body is refused with 413 (declared length: refused unread)", async () => {
    const res = await trpc(
      post("chat.submit", new Uint8Array(50 * 1024 * 1024), { "content-length": String(50 * 1024 * 1024) }),
    );
    expect(res.status).toBe(413);
  });

  it("a 100 MB chunked body (no length) is cut off at the cap, not read to the end", async () => {
    const body = chunkedBody(100 * 1024 * 1024);
    const res = await trpc(post("chat.submit", body.stream));
    expect(res.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(TRPC_MAX_BODY_BYTES + 2 * 64 * 1024);
  });

  it("1,000,000-deep JSON is refused with 400 before it is parsed", async () => {
    const deep = "[".repeat(1_000_000) + "]".repeat(1_000_000);
    const res = await trpc(post("chat.submit", deep.slice(0, TRPC_MAX_BODY_BYTES - 10)));
    expect(res.status).toBe(400);
    expect(jsonDepthExceeds(deep, 32)).toBe(true);
    expect(jsonDepthExceeds(JSON.stringify({ a: { b: [1, "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["] } }), 32)).toBe(false);
  });

  it(`a batch of more than ${TRPC_MAX_BATCH} procedures is refused; ${TRPC_MAX_BATCH} still run`, async () => {
    const paths = (n: number) => Array.from({ length: n }, () => "catalogue.list").join(",");
    const input = (n: number) =>
      encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [i, { json: null }]))));
    const big = await trpc(new Request(`${ORIGIN}/api/trpc/${paths(300)}?batch=1&input=${input(300)}`));
    expect(big.status).toBe(400);
    const ok = await trpc(
      new Request(`${ORIGIN}/api/trpc/${paths(TRPC_MAX_BATCH)}?batch=1&input=${input(TRPC_MAX_BATCH)}`),
    );
    expect(ok.status).not.toBe(400);
  });

  it("an ordinary request still works", async () => {
    const res = await trpc(
      post(
        "chat.submit",
        JSON.stringify(SuperJSON.serialize({ kind: "contact", name: "A", email: "a@example.com", message: "hi" })),
      ),
    );
    expect(res.status).toBe(200);
  });
});

describe("Origin", () => {
  it("a mutation from another origin is refused with 403 and nothing runs", async () => {
    const res = await trpc(
      post(
        "chat.submit",
        JSON.stringify(SuperJSON.serialize({ kind: "contact", name: "A", email: "csrf@example.com", message: "hi" })),
        { origin: "https://evil.example", "content-type": "text/plain" },
      ),
    );
    expect(res.status).toBe(403);
  });

  it("same origin, server-to-server (no Origin) and same-site fetches pass; cross-site fetches do not", () => {
    const req = (headers: Record<string, string>) => new Request(`${ORIGIN}/x`, { method: "POST", headers });
    expect(isSameOrigin(req({ origin: ORIGIN }), ORIGIN)).toBe(true);
    expect(isSameOrigin(req({}), ORIGIN)).toBe(true);
    expect(isSameOrigin(req({ "sec-fetch-site": "same-origin" }), ORIGIN)).toBe(true);
    expect(isSameOrigin(req({ "sec-fetch-site": "cross-site" }), ORIGIN)).toBe(false);
    expect(isSameOrigin(req({ origin: "null" }), ORIGIN)).toBe(false);
  });
});

describe("readBodyLimited (every route handler's reader)", () => {
  it("returns the body under the cap and throws past it", async () => {
    const small = await readBodyLimited(new Request(ORIGIN, { method: "POST", body: "hello" }), 10);
    expect(new TextDecoder().decode(small)).toBe("hello");
    await expect(readBodyLimited(new Request(ORIGIN, { method: "POST", body: "x".repeat(11) }), 10)).rejects.toThrow(
      /larger than 10 bytes/,
    );
  });
});
