import { randomBytes } from "node:crypto";
import { deflateSync } from "node:zlib";

import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { eq, users } from "@lexforge/db";

import { LogoRejectedError, processLogo } from "../src/services/account/process-logo";
import { renderDownload } from "../src/services/documents/render-download";
import type { TestApi } from "./support/api";
import { createTestApi, ndaRequest } from "./support/api";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

/** A PNG of random pixels: incompressible, so about 3 bytes per pixel. */
async function noisePng(width: number, height: number) {
  const raw = randomBytes(width * height * 3);
  return new Uint8Array(
    await sharp(raw, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
  );
}

/** A valid PNG header declaring a huge canvas, with a few bytes of data: a decompression bomb's shape. */
function bombPng(width: number, height: number) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", ihdr),
      chunk("IDAT", deflateSync(Buffer.alloc(1024))),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof LogoRejectedError ? error.problem : error),
  );

describe("logo uploads are judged by their bytes", () => {
  it("refuses SVG, HTML and anything that is not PNG, JPEG or WebP", async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const gif = new Uint8Array(
      await sharp({ create: { width: 4, height: 4, channels: 3, background: "red" } })
        .gif()
        .toBuffer(),
    );
    expect(await rejection(processLogo(svg))).toBe("invalidType");
    expect(await rejection(processLogo(html))).toBe("invalidType");
    expect(await rejection(processLogo(gif))).toBe("invalidType");
  });

  it("refuses a decompression bomb (100,000 × 100,000 declared in a few bytes)", async () => {
    const bomb = bombPng(100_000, 100_000);
    expect(bomb.byteLength).toBeLessThan(2000);
    expect(await rejection(processLogo(bomb))).toBe("failed");
  });

  it("stores a copy at most 400 × 160, PNG/WebP as PNG and JPEG as JPEG", async () => {
    const png = await processLogo(await noisePng(1200, 900));
    expect(png).toMatchObject({ mime: "image/png" });
    expect(png.width).toBeLessThanOrEqual(400);
    expect(png.height).toBeLessThanOrEqual(160);
    const webp = await processLogo(
      new Uint8Array(
        await sharp({ create: { width: 800, height: 800, channels: 4, background: "#0000" } })
          .webp()
          .toBuffer(),
      ),
    );
    expect(webp).toMatchObject({ mime: "image/png", width: 160, height: 160 });
    const jpeg = await processLogo(
      new Uint8Array(
        await sharp({ create: { width: 2000, height: 400, channels: 3, background: "blue" } })
          .jpeg()
          .toBuffer(),
      ),
    );
    expect(jpeg).toMatchObject({ mime: "image/jpeg", width: 400, height: 80 });
    // A small logo is not enlarged.
    expect(await processLogo(await noisePng(100, 40))).toMatchObject({ width: 100, height: 40 });
  });

  it("a 2 MB logo no longer makes every PDF 2 MB", async () => {
    const original = await noisePng(830, 830);
    expect(original.byteLength).toBeGreaterThan(2_000_000);
    const { id, api } = await t.user();
    const { document } = await api.documents.generate(ndaRequest({ useAI: false }));
    const pdfSize = async (logo: Uint8Array) => {
      await t.db.update(users).set({ logo, logoMime: "image/png" }).where(eq(users.id, id));
      return (await renderDownload(t.db, { userId: id, id: document.id, format: "pdf" })).bytes.byteLength;
    };
    const before = await pdfSize(original);
    const stored = await processLogo(original);
    const after = await pdfSize(stored.bytes);
    console.info(`PDF with a ${original.byteLength} B logo: ${before} B as uploaded, ${after} B with the stored copy`);
    expect(before).toBeGreaterThan(2_000_000);
    expect(after).toBeLessThan(400_000);
  });
});
