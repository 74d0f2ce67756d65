import { deflateSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import { certificateBlocks, generate, signingSlots, withSignatures } from "../src/index";
import { toPdf } from "../src/render/pdf";
import { checkSeal, sealKeyCertificateSha256, sealPdf, selfSignedSealKey } from "../src/render/seal";
import { request } from "./fixtures";
import { pdfText } from "./pdf-text";

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

/** A 2×1 black PNG, made here so the test needs no image file. */
function tinyPng(): string {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.from([0, 0, 0]))),
    chunk("IEND", Buffer.alloc(0)),
  ]).toString("base64");
}

describe("who signs", () => {
  it("gives one slot per line of the parties' signature block", () => {
    expect(signingSlots(generate(request("nda")))).toEqual([
      { slot: 0, role: "Disclosing Party", name: "Northwind Traders LLC" },
      { slot: 1, role: "Receiving Party", name: "Contoso Partners Inc." },
    ]);
    // A note is the borrower's promise: only the borrower signs.
    expect(signingSlots(generate(request("promissory-note"))).map((s) => s.role)).toEqual(["Borrower"]);
    expect(signingSlots(generate(request("privacy-policy")))).toEqual([]);
    // A company signs through its officer: the officer is who the owner will name.
    const company = generate(
      request("nda", {
        parties: { ...request("nda").parties, party1Entity: { signerName: "Ada Lovelace", signerTitle: "CEO" } },
      }),
    );
    expect(signingSlots(company)[0]).toEqual({ slot: 0, role: "Disclosing Party", name: "Ada Lovelace" });
  });
});

describe("the signed PDF", () => {
  const doc = generate(request("nda"));
  const at = "2026-11-26T20:13:00.000Z";
  const signed = withSignatures(doc, [
    { slot: 0, text: "/s/ Ada Lovelace", at },
    { slot: 1, text: "/s/ Grace Hopper", png: tinyPng(), at },
  ]);

  it("prints each signature in its own party's line, with the date it was made", async () => {
    const text = pdfText(latin1(await toPdf(signed, { compress: false })));
    expect(text).toMatch(
      /DISCLOSING PARTY[\s\S]*By: \/s\/ Ada Lovelace[\s\S]*Date: 2026-11-26[\s\S]*RECEIVING PARTY[\s\S]*By: \/s\/ Grace Hopper/,
    );
    expect(latin1(await toPdf(signed, { compress: false }))).toContain("/Subtype /Image");
    // The unsigned document keeps blank lines.
    expect(pdfText(latin1(await toPdf(doc, { compress: false })))).not.toContain("/s/");
  });

  it("ends with the certificate of completion on its own page", async () => {
    const pdf = await toPdf(signed, {
      compress: false,
      append: certificateBlocks({
        requestId: "5f0c0b1e-0000-4000-8000-000000000001",
        title: doc.title,
        documentHash: "ab".repeat(32),
        signers: [
          {
            role: "Disclosing Party",
            name: "Ada Lovelace",
            email: "ada@example.com",
            consentedAt: at,
            signedAt: at,
            ip: "203.0.113.7",
          },
        ],
        events: [{ at, what: "Signed by Ada Lovelace (Disclosing Party)", ip: "203.0.113.7", userAgent: "Firefox" }],
      }),
    });
    const text = pdfText(latin1(pdf)).replace(/\s+/g, " ");
    expect(text).toContain("CERTIFICATE OF COMPLETION");
    expect(text).toContain(`Document SHA-256: ${"ab".repeat(32)}`);
    expect(text).toContain("Signed: 2026-11-26 20:13:00 UTC from 203.0.113.7");
  });
});

describe("the seal", () => {
  const key = selfSignedSealKey();

  it("verifies the sealed file and fails when any byte changes or bytes are added", async () => {
    const sealed = await sealPdf(await toPdf(generate(request("nda"))), key, {
      reason: "Signed by every party",
      signedAt: new Date("2026-11-26T20:13:00Z"),
    });
    const genuine = { certificateSha256: sealKeyCertificateSha256(key) };
    expect(checkSeal(sealed, genuine)).toEqual({
      valid: true,
      signer: "Lexforge document seal (self-signed)",
      certificateSha256: genuine.certificateSha256,
    });

    for (const at of [10, Math.floor(sealed.length / 2), sealed.length - 5]) {
      const changed = Buffer.from(sealed);
      changed.writeUInt8(changed.readUInt8(at) ^ 0x01, at);
      expect(checkSeal(changed).valid, `byte ${at}`).toBe(false);
    }
    const appended = new Uint8Array([...sealed, ...new TextEncoder().encode("%% more")]);
    expect(checkSeal(appended)).toEqual({ valid: false, reason: "The signature does not cover the whole file." });

    // The zero padding after the signature is not a place to hide bytes either.
    const latin = Buffer.from(sealed).toString("latin1");
    const padding = latin.lastIndexOf("0000>") + 1;
    const padded = Buffer.from(sealed);
    padded.write("1", padding, "latin1");
    expect(checkSeal(padded)).toEqual({ valid: false, reason: "The signature cannot be read." });
  });

  it("tells a file re-sealed with another key from the genuine one, given the genuine key's fingerprint", async () => {
    const pdf = await toPdf(generate(request("nda")));
    const forged = await sealPdf(pdf, selfSignedSealKey(), { reason: "Forged", signedAt: new Date() });
    // On its own terms the forgery verifies: a seal proves the file unchanged since it was sealed, by that key.
    expect(checkSeal(forged).valid).toBe(true);
    expect(checkSeal(forged, { certificateSha256: sealKeyCertificateSha256(key) })).toEqual({
      valid: false,
      reason: "The file was sealed with another key.",
    });
  });

  it("finds no seal on a file that was never sealed", async () => {
    expect(checkSeal(await toPdf(generate(request("nda"))))).toEqual({
      valid: false,
      reason: "The file has no digital signature.",
    });
  });
});
