/**
 * Reads the text back out of an uncompressed pdfkit PDF. With an embedded font the page content holds
 * glyph ids, not characters, so the text is only visible through each font's ToUnicode map; decoding it
 * is what proves a name really printed (and in which glyphs).
 */

/** Object number → body, for "N 0 obj ... endobj". */
function objects(pdf: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of pdf.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) out.set(m[1] ?? "", m[2] ?? "");
  return out;
}

/** Hex of UTF-16 code units ("00eb", "d835dc00") → string. */
const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));

/** The glyph-id → text map of one font's ToUnicode CMap (pdfkit writes bfrange arrays; a ligature glyph maps to "<0066 0069>"). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const range of cmap.matchAll(/<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/gi)) {
    const start = parseInt(range[1] ?? "0", 16);
    [...(range[2] ?? "").matchAll(/<([0-9a-f ]+)>/gi)].forEach((m, i) =>
      map.set(start + i, utf16((m[1] ?? "").replace(/ /g, ""))),
    );
  }
  return map;
}

function fontMaps(objs: Map<string, string>): Map<string, Map<number, string>> {
  const maps = new Map<string, Map<number, string>>();
  for (const body of objs.values()) {
    for (const [, name, ref] of body.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const cmapRef = /\/ToUnicode (\d+) 0 R/.exec(objs.get(ref ?? "") ?? "")?.[1];
      if (name && cmapRef) maps.set(name, toUnicode(objs.get(cmapRef) ?? ""));
    }
  }
  return maps;
}

/** The text-showing operations of a content stream, decoded with the font in force, one line per TJ. */
function textLines(content: string, maps: Map<string, Map<number, string>>): string[] {
  const lines: string[] = [];
  let font = new Map<number, string>();
  for (const op of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
    if (op[1]) font = maps.get(op[1]) ?? new Map<number, string>();
    else {
      // Justified lines draw words as separate strings with a gap (a large negative offset) in between.
      const parts = [...(op[2] ?? "").matchAll(/<([0-9a-f]+)>|(-?[\d.]+)/gi)].map(([, hex, offset]) =>
        hex === undefined
          ? Number(offset) < -100
            ? " "
            : ""
          : (hex.match(/.{4}/g) ?? []).map((g) => font.get(parseInt(g, 16)) ?? "\uFFFD").join(""),
      );
      lines.push(parts.join(""));
    }
  }
  return lines;
}

/** Every text-showing operation decoded with the font in force, one line per TJ. */
export function pdfText(pdf: string): string {
  return textLines(pdf, fontMaps(objects(pdf))).join("\n");
}

/**
 * The text of each page in page order (the /Pages tree's Kids), one line per TJ: a fast reader for
 * uncompressed pdfkit output, used where thousands of PDFs are checked (the legal lint).
 */
export function pdfPageLines(pdf: string): string[][] {
  const objs = objects(pdf);
  const maps = fontMaps(objs);
  const pagesTree = [...objs.values()].find((body) => /\/Type \/Pages\b/.test(body)) ?? "";
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(pagesTree)?.[1] ?? "").matchAll(/(\d+) 0 R/g)].map((m) => m[1] ?? "");
  return kids.map((kid) => {
    const contents = /\/Contents (\d+) 0 R/.exec(objs.get(kid) ?? "")?.[1] ?? "";
    return textLines(objs.get(contents) ?? "", maps);
  });
}
