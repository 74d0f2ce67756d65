/**
 * The document laid out as a flat list of blocks, shared by the markdown and text renderers (and free for
 * the docx/pdf ones) so every format prints the same words in the same order.
 */
import type { LegalDocument } from "../model";

export type Block =
  | { kind: "title"; text: string }
  | { kind: "paragraph"; text: string }
  /** A section heading ("1. PREMISES") or an unnumbered one ("RECITALS"). */
  | { kind: "heading"; text: string }
  /** A numbered clause, "1.2". */
  | { kind: "clause"; number: string; text: string }
  /** A bold caption in the signature block, e.g. "LANDLORD" or "WITNESS 1". */
  | { kind: "caption"; text: string }
  /** "Name: value"; a missing value prints as a blank line to fill in by hand. */
  | { kind: "field"; label: string; value?: string };

const RECITAL_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const recitalMark = (index: number) =>
  `${RECITAL_LETTERS[index % 26] ?? "A"}${index >= 26 ? String(Math.floor(index / 26)) : ""}.`;

export function toBlocks(doc: LegalDocument): Block[] {
  const blocks: Block[] = [
    { kind: "title", text: doc.title },
    { kind: "paragraph", text: doc.preamble },
  ];
  if (doc.recitals.length > 0) {
    blocks.push({ kind: "heading", text: "RECITALS" });
    doc.recitals.forEach((text, index) => blocks.push({ kind: "paragraph", text: `${recitalMark(index)} ${text}` }));
  }
  doc.sections.forEach((section, s) => {
    blocks.push({ kind: "heading", text: `${s + 1}. ${section.heading.toUpperCase()}` });
    section.clauses.forEach((item, c) => blocks.push({ kind: "clause", number: `${s + 1}.${c + 1}`, text: item.text }));
  });

  const { signatures } = doc;
  blocks.push({ kind: "heading", text: "SIGNATURES" });
  for (const party of signatures.parties) {
    blocks.push(
      { kind: "caption", text: party.label },
      { kind: "field", label: "Signature" },
      { kind: "field", label: "Name", value: party.name },
      { kind: "field", label: "Address", value: party.address },
      { kind: "field", label: "Date" },
    );
  }
  for (let n = 1; n <= signatures.witnesses; n += 1) {
    blocks.push(
      { kind: "caption", text: `WITNESS ${n}` },
      { kind: "field", label: "Signature" },
      { kind: "field", label: "Name" },
      { kind: "field", label: "Address" },
      { kind: "field", label: "Date" },
    );
  }
  if (signatures.selfProvingAffidavit) {
    blocks.push(
      { kind: "caption", text: "SELF-PROVING AFFIDAVIT" },
      {
        kind: "paragraph",
        text: `We, the testator and the witnesses whose names are signed to this document, declare under oath before the undersigned officer that the testator signed this instrument as the testator's last will, willingly and as a free and voluntary act, and that each witness signed as a witness in the presence and hearing of the testator, believing the testator to be of sound mind and under no constraint or undue influence. State of ${doc.jurisdiction.name}.`,
      },
    );
  }
  if (signatures.notary) {
    blocks.push(
      { kind: "caption", text: "NOTARY ACKNOWLEDGMENT" },
      { kind: "field", label: "State", value: doc.jurisdiction.name },
      { kind: "field", label: "County" },
      {
        kind: "paragraph",
        text: "On the date written below, before me, the undersigned notary public, personally appeared the person or persons named above, proved to me on the basis of satisfactory evidence to be the person or persons whose names are signed to this document, and acknowledged that they signed it willingly for the purposes stated in it.",
      },
      { kind: "field", label: "Notary Public" },
      { kind: "field", label: "My commission expires" },
    );
  }
  for (const note of signatures.notes) blocks.push({ kind: "paragraph", text: note });
  return blocks;
}

/** Blank line to sign or fill in by hand. */
export const BLANK = "______________________________";
