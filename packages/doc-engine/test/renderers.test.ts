import JSZip from "jszip";
import { describe, expect, it } from "vitest";

import { toDocx } from "../src/render/docx";
import { fitLogo } from "../src/render/logo";
import { toPdf } from "../src/render/pdf";
import { applyRules } from "../src/rules";
import { generate } from "../src/index";
import { pdfPageLines, pdfText } from "./pdf-text";
import { request } from "./fixtures";
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
    const nda = await JSZip.loadAsync(await toDocx(makeDoc("nda", "Ohio", "2025-01-01")));
    expect(await nda.file("word/document.xml")?.async("string")).toContain("Jane &amp; Doe");
    expect(xml).toContain("WITNESS 2");
    expect(xml).toContain("SELF-PROVING AFFIDAVIT");
    // The rule warning travels with the document, on the "Before you sign" page.
    expect(xml).toContain("BEFORE YOU SIGN");
    expect(xml).toContain("In Texas this will is valid only if signed by the Testator in the presence of 2 witnesses");
    expect(xml).toContain(will.warnings[0]?.citation ?? "no warning");
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

describe("per-page signature line (Louisiana notarial testament)", () => {
  const will = generate(request("will", { jurisdiction: "Louisiana" }));

  it("is in the footer of the testament's Word pages, not the Before you sign section's", async () => {
    const zip = await JSZip.loadAsync(await toDocx(will));
    const footers = await Promise.all(
      Object.keys(zip.files)
        .filter((name) => /^word\/footer\d+\.xml$/.test(name))
        .sort()
        .map((name) => zip.file(name)?.async("string") ?? Promise.resolve("")),
    );
    expect(footers).toHaveLength(2);
    expect(footers.filter((xml) => xml.includes("signature on this page"))).toHaveLength(1);
  });

  it("is printed on every PDF page of the testament and not on the Before you sign page", async () => {
    const pages = pdfPageLines(latin1(await toPdf(will, { compress: false })));
    const signed = pages.map((lines) => lines.some((line) => line.startsWith("Testator's signature on this page")));
    const appendix = pages.findIndex((lines) => lines.includes("BEFORE YOU SIGN"));
    expect(appendix).toBeGreaterThan(2);
    expect(signed.slice(0, appendix).every(Boolean)).toBe(true);
    expect(signed.slice(appendix).some(Boolean)).toBe(false);
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
    // The uppercase title opens page 1 (page text is glyph ids, read back through the font's ToUnicode map).
    expect(pdfText(text).split("\n")[0]).toBe("TEST AGREEMENT");
    expect(pageCount(text)).toBeGreaterThanOrEqual(4);
    expect(pageCount(text)).toBeLessThanOrEqual(12);
    // One page of agreement, then the "Before you sign" page on its own.
    const short = latin1(await toPdf(makeDoc("nda", "Ohio", "2025-01-01"), { compress: false }));
    expect(pageCount(short)).toBe(2);
  });

  it("gives identical bytes on two runs, with a logo", async () => {
    const doc = longDoc(3);
    const a = await toPdf(doc, { logo });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const b = await toPdf(doc, { logo });
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    // One logo image (and its alpha mask) shared by every page: one image per page made the bytes vary.
    expect(pageCount(latin1(a))).toBeGreaterThan(1);
    expect(latin1(a).match(/\/Subtype \/Image/g)).toHaveLength(2);
  });
});

describe("toPdf embedded font", () => {
  const names = (party1: string, party2: string) => {
    const doc = makeDoc("nda", "Ohio", "2025-01-01");
    const names = [party1, party2];
    return {
      ...doc,
      execution: doc.execution.map((block) => ({
        ...block,
        parts: block.parts.map((part, i) =>
          part.kind === "signature" ? { ...part, line: { ...part.line, name: names[i] ?? "" } } : part,
        ),
      })),
    };
  };

  it("embeds a DejaVu Serif subset (FontFile2), never a standard non-embedded font", async () => {
    const text = latin1(await toPdf(makeDoc("nda", "Ohio", "2025-01-01"), { compress: false }));
    // One embedded TrueType program each for the regular and bold faces.
    expect(text.match(/\/FontFile2 \d+ 0 R/g)).toHaveLength(2);
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSerif\n/);
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSerif-Bold\n/);
    expect(text).not.toMatch(/\/BaseFont \/(Times|Helvetica|Courier)/);
  });

  it("prints Latin-extended and Cyrillic party names, and survives CJK (no DejaVu glyphs) without failing", async () => {
    const doc = names("Zoë Łukasz 王小明", "Иван Петров");
    const bytes = await toPdf(doc, { compress: false });
    const text = pdfText(latin1(bytes));
    expect(text).toContain("Zoë Łukasz");
    expect(text).toContain("Иван Петров");
    // Same bytes on a second run, subset tag and font program included.
    expect(Buffer.from(await toPdf(doc, { compress: false })).equals(Buffer.from(bytes))).toBe(true);
    // And compressed, as downloads are served.
    expect(Buffer.from(await toPdf(doc)).equals(Buffer.from(await toPdf(doc)))).toBe(true);
  });
});
