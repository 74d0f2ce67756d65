/**
 * The PDF's fonts: DejaVu Serif, embedded (pdfkit subsets it), so accented, Latin-extended and Cyrillic
 * party names print and every viewer shows the same glyphs. The standard PDF fonts are not an option:
 * they cover WinAnsi only, so "Łukasz" or "Иван" would come out wrong. DejaVu has no CJK glyphs; such
 * characters print as empty boxes, they do not fail the download.
 *
 * The font comes from the dejavu-fonts-ttf npm package, found through its package.json with Node's own
 * resolver from this module. Next.js must not bundle that lookup, so the web app lists dejavu-fonts-ttf
 * in serverExternalPackages (as it does pdfkit, which reads its own data files the same way).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, isAbsolute, join } from "node:path";

export type PdfFonts = { regular: Uint8Array; bold: Uint8Array };

const FONT_PACKAGE = "dejavu-fonts-ttf";
const FILES = { regular: "ttf/DejaVuSerif.ttf", bold: "ttf/DejaVuSerif-Bold.ttf" } as const;

let cached: PdfFonts | undefined;

/** The package's folder, or a clear error saying what is missing and how to fix it. */
function fontPackageDir(): string {
  let manifest: string;
  try {
    manifest = createRequire(import.meta.url).resolve(`${FONT_PACKAGE}/package.json`);
  } catch (cause) {
    throw new Error(
      `PDF rendering needs the "${FONT_PACKAGE}" package (the embedded DejaVu Serif font), but it cannot be resolved from @lexforge/doc-engine. Run "pnpm install"; in a Next.js app also list "${FONT_PACKAGE}" in serverExternalPackages.`,
      { cause },
    );
  }
  // A bundler that rewrote the lookup returns a module id instead of a path: reading from it would fail obscurely.
  if (!isAbsolute(manifest)) {
    throw new Error(`"${FONT_PACKAGE}" resolved to "${manifest}", not a file path: the bundler must leave it external (serverExternalPackages).`);
  }
  return dirname(manifest);
}

/** Read once per process: the files are ~700 KB and every PDF uses the same two. */
export function pdfFonts(): PdfFonts {
  if (cached) return cached;
  const dir = fontPackageDir();
  const read = (file: string) => new Uint8Array(readFileSync(join(dir, file)));
  cached = { regular: read(FILES.regular), bold: read(FILES.bold) };
  return cached;
}
