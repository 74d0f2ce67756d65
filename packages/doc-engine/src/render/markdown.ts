/**
 * Markdown, the format the preview shows and the documents table stores. All document text is escaped:
 * party names, details and additional terms are user input, and "<script>", "**" or "#" in them must
 * print as the characters typed, never as markup.
 */
import type { LegalDocument } from "../model";
import { BLANK, toBlocks } from "./blocks";

/** Backslash-escapes every character CommonMark could read as markup, plus line-start list markers. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\`*_[\]{}<>#|~&!]/g, "\\$&")
    .replace(/^(\s*)([-+=])/gm, "$1\\$2")
    .replace(/^(\s*\d+)([.)])/gm, "$1\\$2");
}

/** "1. PREMISES": the engine's own number stays as written (inside a heading it cannot start a list). */
function escapeHeading(text: string): string {
  const numbered = /^(\d+\.) (.*)$/s.exec(text);
  return numbered ? `${numbered[1] ?? ""} ${escapeMarkdown(numbered[2] ?? "")}` : escapeMarkdown(text);
}

export function toMarkdown(doc: LegalDocument): string {
  const out: string[] = [];
  for (const block of toBlocks(doc)) {
    switch (block.kind) {
      case "title":
        out.push(`# ${escapeMarkdown(block.text)}`);
        break;
      case "heading":
        out.push(`## ${escapeHeading(block.text)}`);
        break;
      case "subheading":
        out.push(`### ${escapeMarkdown(block.text)}`);
        break;
      case "paragraph":
        out.push(escapeMarkdown(block.text));
        break;
      case "clause": {
        const text = `${escapeMarkdown(block.text)}${block.badge ? ` _\\[${escapeMarkdown(block.badge)}\\]_` : ""}`;
        out.push(block.number === "" ? text : `${block.number} ${text}`);
        break;
      }
      case "caption":
        out.push(`**${escapeMarkdown(block.text)}**`);
        break;
      case "field":
        out.push(`${block.label}: ${block.value === undefined ? BLANK : escapeMarkdown(block.value)}`);
        break;
      case "line":
        out.push(block.bold ? `**${escapeMarkdown(block.text)}**` : escapeMarkdown(block.text));
        break;
      case "notice":
        out.push(
          [...(block.title ? [`**${escapeMarkdown(block.title)}**`] : []), ...block.paragraphs.map(escapeMarkdown)]
            .map((text) => `> ${text}`)
            .join("\n>\n"),
        );
        break;
      case "item":
        out.push(`- ${escapeMarkdown(block.text)}`);
        break;
      case "page-break":
        out.push("---");
        break;
    }
  }
  return `${out.join("\n\n")}\n`;
}
