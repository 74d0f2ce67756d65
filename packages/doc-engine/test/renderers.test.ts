import JSZip from "jszip";
import { describe, expect, it } from "vitest";

import { toDocx } from "../src/render/docx";
import { fitLogo } from "../src/render/logo";
import { toPdf } from "../src/render/pdf";
import { applyRules } from "../src/rules";
import { longDoc, makeCtx, makeDoc } from "./rule-fixtures";

// A 1×1 PNG; the declared size (400×100) is what the renderers scale from.
const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);
const logo = { data: PNG, mime: "image/png", width: 400, height: 100 };
const EMU_PER_PX = 9525;

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");
const pageCount = (pdf: string) => (pdf.match(/\/Type \/Page\b/g) ?? []).length;

describe("logo sizing", () => {
  it("fits within 200×80 keeping the aspect ratio, never upscaling", () => {
    expect(fitLogo(400, 100)).toEqual({ width: 200, height: 50 });
    expect(fitLogo(100, 400)).toEqual({ width: 20, height: 80 });
    expect(fitLogo(50, 20)).toEqual({ width: 50, height: 20 });
  });
});

describe("toDocx", () => {
  const will = applyRules(makeDoc("will", "Texas", "2025-01-01"), makeCtx("Texas", {}, "2025-01-01"));

  it("is a zip with both party names (escaped markup) in word/document.xml", async () => {
    const zip = await JSZip.loadAsync(await toDocx(will));
    const xml = await zip.file("word/document.xml")?.async("string");
    expect(xml).toContain("Acme &lt;b&gt;Corp&lt;/b&gt;");
    expect(xml).toContain("Jane &amp; Doe");
    expect(xml).toContain("WITNESS 2");
    expect(xml).toContain("SELF-PROVING AFFIDAVIT");
    expect(xml).not.toContain(will.warnings[0]?.message ?? "no warning");
    const core = await zip.file("docProps/core.xml")?.async("string");
    expect(core).toContain("2025-01-01T00:00:00Z");
    const footer = Object.keys(zip.files).find((name) => name.startsWith("word/footer"));
    expect(await zip.file(footer ?? "")?.async("string")).toContain("NUMPAGES");
  });

  it("gives identical bytes on two runs, with a logo scaled to the limits", async () => {
    const a = await toDocx(will, { logo });
    await new Promise((resolve) => setTimeout(resolve, 2100)); // past the zip's 2-second time resolution
    const b = await toDocx(will, { logo });
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    const zip = await JSZip.loadAsync(a);
    const header = Object.keys(zip.files).find((name) => name.startsWith("word/header"));
    const xml = await zip.file(header ?? "")?.async("string");
    expect(xml).toContain(`cx="${200 * EMU_PER_PX}"`);
    expect(xml).toContain(`cy="${50 * EMU_PER_PX}"`);
  });
});

describe("toPdf", () => {
  it("starts with %PDF, carries the title, and has a page count in range", async () => {
    const bytes = await toPdf(longDoc(12), { compress: false });
    const text = latin1(bytes);
    expect(text.startsWith("%PDF")).toBe(true);
    // pdfkit writes the Info title as an indirect string object.
    const ref = /\/Title (\d+) 0 R/.exec(text)?.[1];
    expect(text).toContain(`\n${ref ?? "?"} 0 obj\n(Test Agreement)`);
    // Page text is hex in TJ arrays; "TEST " opens the uppercase title on page 1.
    expect(text).toContain("<5445535420>");
    expect(pageCount(text)).toBeGreaterThanOrEqual(4);
    expect(pageCount(text)).toBeLessThanOrEqual(12);
    const short = latin1(await toPdf(makeDoc("nda", "Ohio", "2025-01-01"), { compress: false }));
    expect(pageCount(short)).toBe(1);
  });

  it("gives identical bytes on two runs, with a logo", async () => {
    const doc = longDoc(3);
    const a = await toPdf(doc, { logo });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const b = await toPdf(doc, { logo });
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});
