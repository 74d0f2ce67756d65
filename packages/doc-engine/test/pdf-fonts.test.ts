import { describe, expect, it, vi } from "vitest";

import type { PdfFonts } from "../src/render/pdf-fonts";
import { pdfFonts } from "../src/render/pdf-fonts";
import { toPdf } from "../src/render/pdf";
import { DOCUMENT_TYPES, generate, toText } from "../src/index";
import { BASE, request } from "./fixtures";
import { pdfText } from "./pdf-text";

describe("PDF fonts shared by every document", () => {
  it("parses the fonts once per process", () => {
    expect(pdfFonts().regular).toBe(pdfFonts().regular);
    expect(pdfFonts().bold).not.toBe(pdfFonts().regular);
  });

  it("a second document shapes none of the words the first one did", async () => {
    const lease = generate(request("lease", { jurisdiction: "New York" }));
    await toPdf(lease);
    const parsed = Object.getPrototypeOf(pdfFonts().regular) as PdfFonts["regular"];
    const shape = vi.spyOn(parsed, "layout");
    try {
      await toPdf(lease);
      expect(shape).not.toHaveBeenCalled();
    } finally {
      shape.mockRestore();
    }
  });

  it("every character the engine writes has a glyph in the PDF font, or a stand-in the font has", async () => {
    const { regular } = pdfFonts();
    if (!("characterSet" in regular)) throw new Error("not a single font");
    const known = new Set(regular.characterSet);
    const missing = new Set<string>();
    for (const type of DOCUMENT_TYPES)
      for (const jurisdiction of ["California", "New York", "Maryland", "Arizona", "Louisiana"])
        for (const char of toText(generate(request(type, { jurisdiction }))))
          if (!known.has(char.codePointAt(0) ?? 0) && char !== "\n") missing.add(char);
    // The check box has no glyph in DejaVu Serif: the PDF prints "□" for it, which copies out as a box too.
    expect([...missing]).toEqual(["☐"]);
    const lease = generate(request("lease", { jurisdiction: "Maryland", answers: { securityDeposit: 1000 } }));
    const text = pdfText(Buffer.from(await toPdf(lease, { compress: false })).toString("latin1"));
    expect(text).toContain("□");
    expect(text).not.toContain("☐");
  });

  it("every glyph a character reaches carries that one character (the ToUnicode map depends on it)", () => {
    for (const font of [pdfFonts().regular, pdfFonts().bold]) {
      if (!("characterSet" in font)) throw new Error("not a single font");
      const seen = new Map<number, number>();
      for (const codePoint of font.characterSet) {
        const glyph = font.glyphForCodePoint(codePoint);
        // A glyph shared by two characters would map back to the first only.
        expect(seen.get(glyph.id) ?? codePoint).toBe(codePoint);
        seen.set(glyph.id, codePoint);
        expect(glyph.codePoints).toEqual([codePoint]);
      }
    }
  });

  it("sets words without ligature glyphs, so the PDF's text reads (and searches) as written", async () => {
    const doc = generate(request("poa", { jurisdiction: "Texas", answers: { durable: true } }));
    const pdf = Buffer.from(await toPdf(doc, { compress: false })).toString("latin1");
    const text = pdfText(pdf).replace(/\s+/g, " ");
    expect(text).toContain("effective");
    expect(text).toContain("not affected by subsequent disability");
    expect(text).not.toMatch(/[\uFB00-\uFB06]/);
  });

  it("prints words that are also the names of object properties, the same way every time", async () => {
    const parties = { ...BASE.parties, party1Name: "Constructor __proto__ toString hasOwnProperty" };
    const nda = generate(request("nda", { jurisdiction: "Texas", parties }));
    const first = Buffer.from(await toPdf(nda, { compress: false }));
    expect(pdfText(first.toString("latin1"))).toContain("Constructor __proto__ toString hasOwnProperty");
    expect(Buffer.from(await toPdf(nda, { compress: false })).equals(first)).toBe(true);
  });

  it("embeds the same accented glyphs in every document that uses them", async () => {
    const parties = { ...BASE.parties, party1Name: "Łukasz Żółć", party2Name: "Ångström Éléonore" };
    const nda = generate(request("nda", { jurisdiction: "Texas", parties }));
    const first = Buffer.from(await toPdf(nda, { compress: false }));
    await toPdf(generate(request("will", { jurisdiction: "Louisiana", parties })));
    const again = Buffer.from(await toPdf(nda, { compress: false }));
    expect(again.equals(first)).toBe(true);
    const text = pdfText(again.toString("latin1"));
    expect(text).toContain("Łukasz Żółć");
    expect(text).toContain("Ångström Éléonore");
  });

  it("reads back a letter whose glyph an earlier document took in only as part of an accented one", async () => {
    // The subsetter asks for a composite's parts by glyph id alone (the Z of Ż). When documents shared one
    // parsed font, a letter first met that way had no character for the rest of the process.
    const accented = { ...BASE.parties, party1Name: "Żaneta Żółć" };
    await toPdf(generate(request("nda", { jurisdiction: "Texas", parties: accented })));
    const parties = { ...BASE.parties, party1Name: "Zoran Zorić" };
    const nda = generate(request("nda", { jurisdiction: "Texas", parties }));
    const text = pdfText(Buffer.from(await toPdf(nda, { compress: false })).toString("latin1"));
    expect(text).toContain("Zoran Zorić");
    expect(text).toContain(BASE.parties.party2Name);
  });

  it("renders a document to the same bytes before and after other documents shaped other words", async () => {
    const lease = generate(request("lease", { jurisdiction: "New York" }));
    const before = Buffer.from(await toPdf(lease, { compress: false }));
    await toPdf(generate(request("will", { jurisdiction: "Louisiana" })));
    const parties = { ...BASE.parties, party1Name: "Łukasz Żółć" };
    await toPdf(generate(request("nda", { jurisdiction: "Texas", parties })));
    expect(Buffer.from(await toPdf(lease, { compress: false })).equals(before)).toBe(true);
  });
});
