/**
 * The document laid out as a flat list of blocks, shared by every renderer (markdown, text, docx, pdf) so
 * every format prints the same words in the same order. keepWithNext marks blocks that must share a page
 * with the block after them (a heading with its first clause, a caption with its signature lines).
 */
import type { ExecutionBlock, LegalDocument, SignatureLine } from "../model";
import { CLAUSE_BADGES } from "../badges";
import { beforeYouSign } from "./before-you-sign";
import { recitalText } from "./recitals";

export type Block = (
  | { kind: "title"; text: string }
  /** A section heading ("1. PREMISES") or the heading of an execution block ("ATTESTATION"). */
  | { kind: "heading"; text: string }
  /** A minor heading inside a block or the "Before you sign" page. */
  | { kind: "subheading"; text: string }
  | { kind: "paragraph"; text: string }
  /**
   * A clause: "1.2" and its text; number "" in a letter, whose paragraphs are not numbered. badge: "AI wording"
   * or "Edited by you" when the wording is not the template's, printed after the text.
   */
  | { kind: "clause"; number: string; text: string; badge?: string }
  /** A bold caption over signature lines, e.g. "LANDLORD" or "WITNESS 1". */
  | { kind: "caption"; text: string }
  /**
   * "Name: value"; a missing value prints as a blank line to fill in by hand. image: a drawn signature (base64
   * PNG) the PDF places above the line.
   */
  | { kind: "field"; label: string; value?: string; image?: string }
  /** A short line printed as it is: a letterhead or address line, a venue caption line. */
  | { kind: "line"; text: string; bold?: boolean }
  /** A statutory notice printed in a box. */
  | { kind: "notice"; title?: string; paragraphs: string[]; points?: number }
  /** A bulleted item of the "Before you sign" checklist. */
  | { kind: "item"; text: string }
  /** A new page; appendix: what follows is not part of the signed document (no per-page signature line there). */
  | { kind: "page-break"; appendix?: boolean }
) & { keepWithNext?: boolean };

/** Blank line to sign or fill in by hand. */
export const BLANK = "______________________________";

const addressLines = (address: string) =>
  address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");

/** A signature line as blocks: caption, then the line(s), all kept on one page. */
export function signatureBlocks(line: SignatureLine): Block[] {
  const blocks: Block[] = line.role === "" ? [] : [{ kind: "caption", text: line.role }];
  const { signed } = line;
  const mark = (label: string): Block =>
    signed
      ? { kind: "field", label, value: signed.text, ...(signed.png ? { image: signed.png } : {}) }
      : { kind: "field", label };
  if (line.entity) {
    blocks.push(
      { kind: "line", text: line.name ?? BLANK, bold: true },
      mark("By"),
      { kind: "field", label: "Name", value: line.entity.signerName },
      { kind: "field", label: "Title", value: line.entity.signerTitle },
    );
  } else {
    blocks.push(mark("Signature"), { kind: "field", label: "Name", value: line.name });
  }
  for (const field of line.fields) {
    // The date an electronic signature was made fills the date line the parties would have written by hand.
    const value = field.value ?? (signed && field.label === "Date" ? signed.at.slice(0, 10) : undefined);
    blocks.push({ kind: "field", label: field.label, value });
  }
  return keepTogether(blocks);
}

/** Marks every block but the last as kept with the next, so a renderer never splits the group across pages. */
export function keepTogether(blocks: Block[]): Block[] {
  return blocks.map((block, index) => (index < blocks.length - 1 ? { ...block, keepWithNext: true } : block));
}

/** An execution block (signatures, attestation, affidavit, notary certificate, notice) as blocks. */
export function executionBlocks(block: ExecutionBlock): Block[] {
  const out: Block[] = [];
  if (block.heading !== "") out.push({ kind: "heading", text: block.heading.toUpperCase(), keepWithNext: true });
  for (const part of block.parts) {
    switch (part.kind) {
      case "text":
        out.push({ kind: "paragraph", text: part.text });
        break;
      case "notice":
        out.push({
          kind: "notice",
          title: part.title,
          paragraphs: part.paragraphs,
          ...(part.points ? { points: part.points } : {}),
        });
        break;
      case "venue":
        out.push(...keepTogether(part.lines.map((text): Block => ({ kind: "line", text }))));
        // The venue caption belongs with the statement that follows it.
        out[out.length - 1] = { ...(out[out.length - 1] as Block), keepWithNext: true };
        break;
      case "signature":
        out.push(...signatureBlocks(part.line));
        break;
    }
  }
  return out;
}

function letterBlocks(doc: LegalDocument): Block[] {
  const head = doc.letter;
  if (!head) return [];
  return [
    { kind: "line", text: head.sender.name, bold: true },
    ...addressLines(head.sender.address).map((text): Block => ({ kind: "line", text })),
    { kind: "paragraph", text: head.dateLine },
    ...keepTogether([
      { kind: "line", text: head.recipient.name },
      ...addressLines(head.recipient.address).map((text): Block => ({ kind: "line", text })),
    ]),
    { kind: "paragraph", text: head.reference },
  ];
}

export function toBlocks(doc: LegalDocument): Block[] {
  const letter = doc.shape === "letter";
  const blocks: Block[] = letter ? letterBlocks(doc) : [{ kind: "title", text: doc.title }];
  for (const notice of doc.notices) blocks.push(...executionBlocks(notice));
  blocks.push({ kind: "paragraph", text: doc.preamble });
  if (doc.recitals.length > 0) {
    blocks.push({ kind: "heading", text: "RECITALS", keepWithNext: true });
    doc.recitals.forEach((text, index) => blocks.push({ kind: "paragraph", text: recitalText(text, index) }));
  }
  doc.sections.forEach((section, s) => {
    const heading = letter ? section.heading : `${s + 1}. ${section.heading.toUpperCase()}`;
    blocks.push({ kind: letter ? "subheading" : "heading", text: heading, keepWithNext: true });
    section.clauses.forEach((item, c) =>
      blocks.push({
        kind: "clause",
        number: letter ? "" : `${s + 1}.${c + 1}`,
        text: item.heading ? `${item.heading}. ${item.text}` : item.text,
        ...(item.origin ? { badge: CLAUSE_BADGES[item.origin] } : {}),
      }),
    );
  });
  for (const block of doc.execution) blocks.push(...executionBlocks(block));
  blocks.push(...beforeYouSign(doc));
  return blocks;
}
