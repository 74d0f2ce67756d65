import { request as httpRequest } from "node:http";
import { gunzipSync } from "node:zlib";

import { expect, test } from "@playwright/test";

import { nginxPath, startProxy } from "../../../deploy/nginx-local.mjs";
import { baseURL } from "../playwright.config";

/**
 * deploy/nginx.conf, the proxy docker-compose.yml puts in front of the replicas, run in front of this
 * worker's production server: it keeps a prerendered page as the app compressed it and serves it again without
 * the app (so without compressing it again), one copy per variant the page varies by; it never keeps a page
 * rendered per request, which carries its own nonce and may be someone's own.
 */
type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** The raw bytes, as sent: fetch would decompress them. */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

const cacheStatus = (answer: Answer) => answer.headers["x-cache-status"];
const nonce = (answer: Answer) => /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1];

test.describe("the deployment's proxy", () => {
  test.skip(!nginxPath(), "needs nginx (Debian: apt-get install nginx); .ci/run installs it");
  let proxy: { url: string; stop: () => Promise<void> };
  const port = Number(new URL(baseURL).port);

  test.beforeAll(async () => {
    proxy = await startProxy({ upstream: `127.0.0.1:${port}`, port: port + 71 });
  });
  test.afterAll(async () => {
    await proxy.stop();
  });

  test("a prerendered page is kept as the app compressed it, per variant, and revalidated by the proxy", async () => {
    const gzip = { "accept-encoding": "gzip" };
    const first = await get(`${proxy.url}/pricing`, gzip);
    const again = await get(`${proxy.url}/pricing`, gzip);
    expect([first.status, cacheStatus(first)]).toEqual([200, "MISS"]);
    expect([again.status, cacheStatus(again), again.headers["content-encoding"]]).toEqual([200, "HIT", "gzip"]);
    expect(again.body.equals(first.body)).toBe(true);
    // The id names the request the app answered; a hit is answered by the proxy alone.
    expect(first.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers["x-request-id"]).toBeUndefined();
    expect(gunzipSync(again.body).toString()).toContain("<h1");

    // Another variant of the same address is its own copy: uncompressed for a client that asks for none, and the
    // RSC payload for the client-side router.
    const plain = await get(`${proxy.url}/pricing`, { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toMatch(/^<!DOCTYPE html>/);
    // Next sends the router to the address its cache-busting `_rsc` parameter gives for these headers.
    const rsc = { ...gzip, rsc: "1" };
    const moved = await get(`${proxy.url}/pricing`, rsc);
    expect(moved.status).toBe(307);
    const payload = await get(`${proxy.url}${String(moved.headers.location)}`, rsc);
    expect(payload.headers["content-type"]).toBe("text/x-component");
    expect(gunzipSync(payload.body).toString()).not.toContain("<!DOCTYPE");

    const etag = String(again.headers.etag);
    const revalidated = await get(`${proxy.url}/pricing`, { ...gzip, "if-none-match": etag });
    expect([revalidated.status, cacheStatus(revalidated)]).toEqual([304, "HIT"]);
  });

  test("a page rendered per request, the API and a redirect are passed through, never kept", async () => {
    for (const path of ["/sign-in", "/api/health", "/dashboard"]) {
      await get(`${proxy.url}${path}`);
      const again = await get(`${proxy.url}${path}`);
      expect([path, again.status < 500, cacheStatus(again) === "HIT"]).toEqual([path, true, false]);
      expect(again.headers["x-request-id"], path).toMatch(/^[0-9a-f-]{36}$/);
    }
    // Each answer was rendered for its own request: a nonce is never served twice.
    const nonces = await Promise.all([1, 2].map(async () => nonce(await get(`${proxy.url}/sign-in`))));
    expect(nonces[0]).toBeTruthy();
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test("a content-hashed script is kept", async () => {
    const html = (await get(`${proxy.url}/`)).body.toString();
    const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    await get(`${proxy.url}${script}`);
    const again = await get(`${proxy.url}${script}`);
    expect([again.status, cacheStatus(again)]).toEqual([200, "HIT"]);
  });
});
