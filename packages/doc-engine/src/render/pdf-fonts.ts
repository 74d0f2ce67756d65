/**
 * Fonts for the PDF. An embedded TrueType font is preferred (any script prints, every viewer shows the
 * same glyphs); it must come from an npm package so a fresh machine with only Node has it. Until such a
 * package is a dependency, the standard Times fonts built into every PDF reader are used (not embedded,
 * WinAnsi characters only).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

export type PdfFonts = { regular: string | Uint8Array; bold: string | Uint8Array; embedded: boolean };

const STANDARD: PdfFonts = { regular: "Times-Roman", bold: "Times-Bold", embedded: false };

/** Candidate packages shipping TTF files, in order of preference. */
const CANDIDATES = [
  { pkg: "dejavu-fonts-ttf", regular: "ttf/DejaVuSerif.ttf", bold: "ttf/DejaVuSerif-Bold.ttf" },
] as const;

let cached: PdfFonts | undefined;

export function pdfFonts(): PdfFonts {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  for (const c of CANDIDATES) {
    try {
      const read = (file: string) => new Uint8Array(readFileSync(require.resolve(`${c.pkg}/${file}`)));
      cached = { regular: read(c.regular), bold: read(c.bold), embedded: true };
      return cached;
    } catch {
      // Package not installed: try the next one, then fall back to the standard fonts.
    }
  }
  cached = STANDARD;
  return cached;
}
