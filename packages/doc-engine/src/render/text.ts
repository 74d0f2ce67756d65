/** Plain text (the "Download as Text" file): the same blocks as markdown, raw, with no escaping. */
import { slugify } from "../format";
import type { LegalDocument } from "../model";
import { BLANK, toBlocks } from "./blocks";

const RULE = "=".repeat(72);

export function toText(doc: LegalDocument): string {
  const out: string[] = [];
  for (const block of toBlocks(doc)) {
    switch (block.kind) {
      case "title":
        out.push(block.text.toUpperCase());
        break;
      case "heading":
      case "subheading":
      case "caption":
      case "paragraph":
      case "line":
        out.push(block.text);
        break;
      case "clause": {
        const text = block.badge ? `${block.text} [${block.badge}]` : block.text;
        out.push(block.number === "" ? text : `${block.number} ${text}`);
        break;
      }
      case "field":
        out.push(`${block.label}: ${block.value ?? BLANK}`);
        break;
      case "notice":
        out.push([RULE, ...(block.title ? [block.title.toUpperCase()] : []), ...block.paragraphs, RULE].join("\n\n"));
        break;
      case "item":
        out.push(`- ${block.text}`);
        break;
      case "page-break":
        out.push(RULE);
        break;
    }
  }
  return `${out.join("\n\n")}\n`;
}

/** "non-disclosure-agreement.txt": the title lower-cased and hyphenated, plus the extension (".txt" or "txt"). */
export function fileName(doc: LegalDocument, ext: string): string {
  const suffix = ext.startsWith(".") ? ext : `.${ext}`;
  const title = slugify(doc.title) || "document";
  // The parties tell one lease from another in a downloads folder; cut at a word, within a short name.
  const parties = slugify(`${doc.request.parties.party1Name} and ${doc.request.parties.party2Name}`);
  const name = parties ? `${title}-${parties}` : title;
  return `${name.length <= 90 ? name : name.slice(0, 90).replace(/-[^-]*$/, "")}${suffix}`;
}
