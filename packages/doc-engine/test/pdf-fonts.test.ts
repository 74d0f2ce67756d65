import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { create } from "fontkit";
import { describe, expect, it, vi } from "vitest";

import { pdfFonts } from "../src/render/pdf-fonts";
import { toPdf } from "../src/render/pdf";
import { generate } from "../src/index";
import { BASE, request } from "./fixtures";
import { pdfText } from "./pdf-text";

describe("PDF fonts shared by every document", () => {
  it("parses the fonts once per process", () => {
    expect(pdfFonts().regular).toBe(pdfFonts().regular);
    expect(pdfFonts().bold).not.toBe(pdfFonts().regular);
  });

  it("a second document lays out none of the words the first one did", async () => {
    const lease = generate(request("lease", { jurisdiction: "New York" }));
    await toPdf(lease);
    const shape = vi.spyOn(pdfFonts().regular, "layout");
    try {
      await toPdf(lease);
      expect(shape).not.toHaveBeenCalled();
    } finally {
      shape.mockRestore();
    }
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
    // The subsetter asks for a composite's parts by glyph id alone (the Z of Ż); before any text used the
    // letter, that left it without its character for the rest of the process. Ƿ (wynn) is in no other test.
    const file = fileURLToPath(new URL("../assets/fonts/DejaVuSerif.ttf", import.meta.url));
    const fresh = create(readFileSync(file));
    const wynn = "glyphForCodePoint" in fresh ? fresh.glyphForCodePoint(0x01f7).id : 0;
    expect(wynn).toBeGreaterThan(0);
    pdfFonts().regular.getGlyph(wynn);
    const parties = { ...BASE.parties, party1Name: "Ƿilfrid Zorić" };
    const nda = generate(request("nda", { jurisdiction: "Texas", parties }));
    const text = pdfText(Buffer.from(await toPdf(nda, { compress: false })).toString("latin1"));
    expect(text).toContain("Ƿilfrid Zorić");
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
