import { expect, test } from "@playwright/test";

import { signUp } from "./support/auth";

/** The logo route, over real HTTP, with the signed-in browser's cookies. */
test.describe("logo upload route", () => {
  test("a 100 MB chunked upload is answered 413 after about the 2 MB cap, not read to the end", async ({
    page,
    baseURL,
  }) => {
    await signUp(page);
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    let sent = 0;
    const chunk = new Uint8Array(256 * 1024).fill(0x41);
    const total = 100 * 1024 * 1024;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= total) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const res = await fetch(`${baseURL}/api/account/logo`, {
      method: "POST",
      headers: { cookie, "content-type": "image/png", origin: baseURL ?? "" },
      body,
      duplex: "half",
    } as RequestInit);
    const sentWhenAnswered = sent;
    expect(res.status).toBe(413);
    console.info(`logo route answered ${res.status} after ${sentWhenAnswered} of ${total} bytes were sent`);
    expect(sentWhenAnswered).toBeLessThan(16 * 1024 * 1024);
  });

  test("SVG is refused (415) whatever it is called; a PNG is stored at most 400 × 160", async ({ page, baseURL }) => {
    await signUp(page);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>';
    const asPng = await page.request.post("/api/account/logo", {
      headers: { "content-type": "image/png", origin: baseURL ?? "" },
      data: Buffer.from(svg),
    });
    expect(asPng.status()).toBe(415);
    const asSvg = await page.request.post("/api/account/logo", {
      headers: { origin: baseURL ?? "" },
      multipart: { logo: { name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from(svg) } },
    });
    expect(asSvg.status()).toBe(415);

    // A 1000 × 1000 PNG, drawn by the browser.
    const png = await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(1000, 1000);
      const ctx = canvas.getContext("2d");
      if (!ctx) throw new Error("no 2d context");
      ctx.fillStyle = "#3355aa";
      ctx.fillRect(0, 0, 1000, 1000);
      const blob = await canvas.convertToBlob({ type: "image/png" });
      return [...new Uint8Array(await blob.arrayBuffer())];
    });
    const uploaded = await page.request.post("/api/account/logo", {
      headers: { origin: baseURL ?? "" },
      multipart: { logo: { name: "logo.png", mimeType: "image/png", buffer: Buffer.from(png) } },
    });
    expect(uploaded.status()).toBe(200);
    expect(await uploaded.json()).toMatchObject({ ok: true, mime: "image/png", width: 160, height: 160 });
  });

  test("an upload from another site's page is refused (403)", async ({ page }) => {
    await signUp(page);
    const res = await page.request.post("/api/account/logo", {
      headers: { origin: "https://evil.example", "content-type": "image/png" },
      data: Buffer.from("x"),
    });
    expect(res.status()).toBe(403);
  });
});
