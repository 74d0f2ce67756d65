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
import { create, type Font, type GlyphRun } from "fontkit";

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
  return withShapedWords(font);
}

/** Distinct words kept per font; legal text repeats the same few thousand, so this is rarely reached. */
const MAX_SHAPED_WORDS = 50_000;

/** A copy with the same class (its getters, such as a run's advanceWidth, read the copy's own fields). */
const copyOf = <T extends object>(value: T): T =>
  Object.assign(Object.create(Object.getPrototypeOf(value) as object | null) as T, value);

/**
 * Shaping a word (fontkit's layout: kerning, ligatures) is the costliest step of setting text, and every
 * document sets the same words. The font pdfkit gets is the parsed font with one method of its own: layout,
 * answered from the words shaped before. pdfkit scales the positions of a run it is given in place, so each call gets its own
 * copies of them; the glyphs are shared, as the font's own layout shares them.
 */
function withShapedWords(font: Font): Font {
  let shaped = new Map<string, GlyphRun>();
  const layout: Font["layout"] = (text, requested, ...rest) => {
    const features = withoutLigatures(requested);
    if (rest.length > 0) return font.layout(text, features, ...rest);
    const key = requested === undefined ? text : `${JSON.stringify(requested)}\u0000${text}`;
    let run = shaped.get(key);
    if (!run) {
      if (shaped.size >= MAX_SHAPED_WORDS) shaped = new Map();
      run = font.layout(text, features);
      shaped.set(key, run);
    }
    return Object.assign(copyOf(run), { positions: run.positions.map(copyOf) });
  };
  return Object.create(font, { layout: { value: layout } }) as Font;
}

/**
 * A ligature glyph ("ff", "fi") carries its own character (U+FB00 …) in the ToUnicode map, so "effective"
 * copied or searched in the PDF would read "eﬀective": the words are set without the ligature feature.
 */
function withoutLigatures(features: Parameters<Font["layout"]>[1]): Record<string, boolean> {
  const asked = Array.isArray(features) ? Object.fromEntries(features.map((tag) => [tag, true])) : (features ?? {});
  return { ...asked, liga: false };
}

/**
 * Parsed once per process and shared by every PDF (pdfkit accepts a parsed fontkit font and makes its own
 * subset per document): parsing the two font files again for every document would cost more than drawing it.
 */
export function pdfFonts(): PdfFonts {
  cached ??= {
    regular: open(new URL("../../assets/fonts/DejaVuSerif.ttf", import.meta.url)),
    bold: open(new URL("../../assets/fonts/DejaVuSerif-Bold.ttf", import.meta.url)),
  };
  return cached;
}
