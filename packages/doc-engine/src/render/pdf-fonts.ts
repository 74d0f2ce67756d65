/**
 * The PDF's fonts: DejaVu Serif, embedded (pdfkit subsets it), so accented, Latin-extended and Cyrillic
 * party names print and every viewer shows the same glyphs. The standard PDF fonts are not an option:
 * they cover WinAnsi only, so "Łukasz" or "Иван" would come out wrong. DejaVu has no CJK glyphs; such
 * characters print as empty boxes, they do not fail the download.
 *
 * The font files live in this package (assets/fonts, with their licence) and are referenced with
 * `new URL(..., import.meta.url)`: bundlers (Turbopack, webpack) treat that as an asset, copy the file
 * into the build output and rewrite the URL, so the font travels with `next build` and the standalone
 * image. A package lookup through require.resolve was rewritten to a module id by the bundler instead.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { create, type Font } from "fontkit";

export type PdfFonts = { regular: Font; bold: Font };

let cached: PdfFonts | undefined;

/**
 * fontkit keeps one glyph object per glyph id for the life of a font, with the characters it was first asked
 * for, and pdfkit writes those characters into each PDF's ToUnicode map (what copying or searching the text
 * gives). pdfkit's subsetter asks for an accented letter's parts by id alone (the Z of Ż): in a font shared by
 * documents, a letter first met that way would have no character in every later PDF. Asking for every
 * character the font maps, once, through fontkit's public API, gives each such glyph its character before any
 * document is drawn (no DejaVu glyph serves two characters, so none is given the wrong one).
 */
function open(url: URL): Font {
  const font = create(readFileSync(fileURLToPath(url)));
  // A .ttc collection would need a postscript name to pick one face; ours are single .ttf files.
  if (!("layout" in font)) throw new Error(`${url.pathname} is a font collection, not a single font`);
  for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
  return font;
}

/**
 * Parsed once per process and shared by every PDF (pdfkit accepts a parsed fontkit font and makes its own
 * subset per document): parsing the two ~700 KB files for each document tripled a PDF's time.
 */
export function pdfFonts(): PdfFonts {
  cached ??= {
    regular: open(new URL("../../assets/fonts/DejaVuSerif.ttf", import.meta.url)),
    bold: open(new URL("../../assets/fonts/DejaVuSerif-Bold.ttf", import.meta.url)),
  };
  return cached;
}
