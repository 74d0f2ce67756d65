import { describe, expect, it } from "vitest";

import { pdfFonts } from "../src/render/pdf-fonts";
import { toPdf } from "../src/render/pdf";
import { generate } from "../src/index";
import { BASE, request } from "./fixtures";

describe("PDF fonts shared by every document", () => {
  it("parses the fonts once per process", () => {
    expect(pdfFonts().regular).toBe(pdfFonts().regular);
    expect(pdfFonts().bold).not.toBe(pdfFonts().regular);
  });

  it("hands out shaped words that callers may scale without changing the next caller's copy", () => {
    const font = pdfFonts().regular;
    const first = font.layout("Landlord");
    const widths = first.positions.map((position) => position.xAdvance);
    for (const position of first.positions) position.xAdvance *= 1000;
    const again = font.layout("Landlord");
    expect(again.positions.map((position) => position.xAdvance)).toEqual(widths);
    expect(again.advanceWidth).toBe(widths.reduce((sum, width) => sum + width, 0));
    expect(again.glyphs.map((glyph) => glyph.id)).toEqual(first.glyphs.map((glyph) => glyph.id));
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
