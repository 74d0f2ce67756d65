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

function open(url: URL): Font {
  const font = create(readFileSync(fileURLToPath(url)));
  // A .ttc collection would need a postscript name to pick one face; ours are single .ttf files.
  if (!("layout" in font)) throw new Error(`${url.pathname} is a font collection, not a single font`);
  return shareGlyphs(font);
}

type SharedGlyph = { codePoints: number[]; _decode: () => unknown };

/**
 * fontkit keeps one glyph object per id for the life of the font, and the font lives as long as the process.
 * Two things about those objects matter once they are shared by every document:
 * - A glyph's characters are the ones it was first asked for with. The subsetter asks for a composite's
 *   parts (the Z of Ż) by id alone, so a letter first met that way had no characters for the rest of the
 *   process, and every later PDF that printed it got a ToUnicode map one entry short: from that glyph on,
 *   copied, searched or read-aloud text came out as other letters. The first caller that names the
 *   characters now gives them to it.
 * - The subsetter decodes each glyph's whole outline (every point) to learn whether it is a composite: a
 *   tenth of a PDF's time, for the same few hundred glyphs each time. Each decoded outline is kept on its
 *   glyph. Nothing changes one: the subsetter copies a composite's bytes before renumbering its parts, and
 *   only variable fonts (not DejaVu) move points.
 */
function shareGlyphs(font: Font): Font {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints) => {
    const glyph = getGlyph(id, codePoints) as ReturnType<typeof getGlyph> & SharedGlyph;
    if (glyph.codePoints.length === 0 && codePoints !== undefined && codePoints.length > 0)
      glyph.codePoints = codePoints;
    if (!Object.hasOwn(glyph, "_decode")) {
      const decode = glyph._decode.bind(glyph);
      let outline: { value: unknown } | undefined;
      glyph._decode = () => (outline ??= { value: decode() }).value;
    }
    return glyph;
  };
  return font;
}

/**
 * Parsed once per process and shared by every PDF: parsing the two ~700 KB files took about a third of
 * each PDF's time. pdfkit accepts a parsed fontkit font and makes its own subset per document; what the
 * documents share besides is set out at shareGlyphs and shareWordLayouts.
 */
export function pdfFonts(): PdfFonts {
  cached ??= {
    regular: open(new URL("../../assets/fonts/DejaVuSerif.ttf", import.meta.url)),
    bold: open(new URL("../../assets/fonts/DejaVuSerif-Bold.ttf", import.meta.url)),
  };
  return cached;
}

/** Distinct words kept per font; legal text repeats the same few thousand, so this is rarely reached. */
const MAX_SHARED_WORDS = 50_000;

type WordLayouts = Record<string, unknown>;
type SharedWords = { words: WordLayouts; size: number };
/** pdfkit's font object for one document (an EmbeddedFont), as far as it is used here. */
type DocumentFont = { font?: unknown; layoutCache?: WordLayouts };

const sharedWords = new WeakMap<object, SharedWords>();

/**
 * Laying out words (shaping with kerning and ligatures, then scaling) was most of a PDF's time, and pdfkit
 * keeps the laid-out words per document only. Every document sets the same words in the same two fonts, so
 * here each document's cache of the named fonts starts from the words earlier documents laid out (it is an
 * object whose prototype holds them), and the function returned adds the document's new words to them once
 * it is drawn. pdfkit only reads a cached word: a justified line copies the positions it stretches.
 * A pdfkit without that per-document cache is left as it is.
 */
export function shareWordLayouts(pdf: PDFKit.PDFDocument, fontNames: string[]): () => void {
  const caches: Array<{ shared: SharedWords; own: WordLayouts }> = [];
  for (const name of fontNames) {
    const current = (pdf.font(name) as unknown as { _font?: DocumentFont })._font;
    if (!current?.layoutCache || typeof current.font !== "object" || current.font === null) continue;
    let shared = sharedWords.get(current.font);
    if (!shared) sharedWords.set(current.font, (shared = { words: Object.create(null) as WordLayouts, size: 0 }));
    current.layoutCache = Object.create(shared.words) as WordLayouts;
    caches.push({ shared, own: current.layoutCache });
  }
  return () => {
    for (const { shared, own } of caches) {
      const added = Object.keys(own).length;
      if (shared.size + added > MAX_SHARED_WORDS) {
        shared.words = Object.create(null) as WordLayouts;
        shared.size = 0;
      }
      Object.assign(shared.words, own);
      shared.size += added;
    }
  };
}
