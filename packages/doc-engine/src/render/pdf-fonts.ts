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

export type PdfFonts = { regular: Uint8Array; bold: Uint8Array };

let cached: PdfFonts | undefined;

function read(url: URL): Uint8Array {
  return new Uint8Array(readFileSync(fileURLToPath(url)));
}

/** Read once per process: the files are ~700 KB and every PDF uses the same two. */
export function pdfFonts(): PdfFonts {
  cached ??= {
    regular: read(new URL("../../assets/fonts/DejaVuSerif.ttf", import.meta.url)),
    bold: read(new URL("../../assets/fonts/DejaVuSerif-Bold.ttf", import.meta.url)),
  };
  return cached;
}
