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

/** Distinct words kept; legal text repeats the same few thousand, so this is rarely reached. */
const MAX_SHAPED_WORDS = 50_000;

function open(url: URL): Font {
  const font = create(readFileSync(fileURLToPath(url)));
  // A .ttc collection would need a postscript name to pick one face; ours are single .ttf files.
  if (!("layout" in font)) throw new Error(`${url.pathname} is a font collection, not a single font`);
  return shareShaping(font);
}

/**
 * Shaping (kerning, ligatures) is most of a PDF's time, and pdfkit caches it per document only. Every
 * document shapes the same words, so the shaped runs are kept per process. pdfkit scales a run's
 * positions in place, so each caller gets its own copy of the positions and the cached run stays as
 * fontkit made it.
 */
function shareShaping(font: Font): Font {
  const shape = font.layout.bind(font);
  const runs = new Map<string, ReturnType<Font["layout"]>>();
  font.layout = (text, ...options) => {
    if (options.some((option) => option !== undefined)) return shape(text, ...options);
    let run = runs.get(text);
    if (!run) {
      if (runs.size >= MAX_SHAPED_WORDS) runs.clear();
      run = shape(text);
      runs.set(text, run);
    }
    return Object.assign(Object.create(Object.getPrototypeOf(run) as object) as typeof run, run, {
      positions: run.positions.map((position) => ({ ...position })),
    });
  };
  return font;
}

/**
 * Parsed once per process and shared by every PDF: parsing the two ~700 KB files took about a third of
 * each PDF's time. pdfkit accepts a parsed fontkit font and makes its own subset per document, so the
 * shared object is only read from.
 */
export function pdfFonts(): PdfFonts {
  cached ??= {
    regular: open(new URL("../../assets/fonts/DejaVuSerif.ttf", import.meta.url)),
    bold: open(new URL("../../assets/fonts/DejaVuSerif-Bold.ttf", import.meta.url)),
  };
  return cached;
}
