/**
 * Electronic signing of a document: who signs (the lines of its signature block, one slot each), the document
 * with the adopted signatures in those lines, and the certificate of completion printed after it. Pure: the
 * api package stores the request and its events, the PDF renderer prints these blocks and the seal closes them.
 */
import type { LegalDocument } from "./model";
import type { Block } from "./render/blocks";
import { SIGNATURES_ID } from "./execution/signatures";

/** One party who signs: the slot is the line's place in the signature block (an LLC's members share a role). */
export type SigningSlot = { slot: number; role: string; name: string };

const titleCase = (caption: string) =>
  caption
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());

/** The parties' signature lines, in order; empty for what nobody signs. */
export function signingSlots(doc: LegalDocument): SigningSlot[] {
  const block = doc.execution.find((b) => b.id === SIGNATURES_ID);
  if (!block) return [];
  return block.parts
    .flatMap((part) => (part.kind === "signature" ? [part.line] : []))
    .map((line, slot) => ({
      slot,
      role: titleCase(line.role),
      // A company signs through a person: the officer named for it, else the company's name to replace.
      name: line.entity?.signerName ?? line.name ?? "",
    }));
}

export type AdoptedSignature = {
  slot: number;
  /** "/s/ Ada Lovelace": how the signature reads in text. */
  text: string;
  /** A drawn signature, base64 PNG. */
  png?: string;
  /** ISO time it was made. */
  at: string;
};

/** The document with each signature in its line of the signature block. */
export function withSignatures(doc: LegalDocument, signatures: AdoptedSignature[]): LegalDocument {
  const bySlot = new Map(signatures.map((s) => [s.slot, s]));
  let slot = -1;
  return {
    ...doc,
    execution: doc.execution.map((block) =>
      block.id !== SIGNATURES_ID
        ? block
        : {
            ...block,
            parts: block.parts.map((part) => {
              if (part.kind !== "signature") return part;
              slot += 1;
              const signed = bySlot.get(slot);
              return signed
                ? {
                    ...part,
                    line: {
                      ...part.line,
                      signed: { text: signed.text, at: signed.at, ...(signed.png ? { png: signed.png } : {}) },
                    },
                  }
                : part;
            }),
          },
    ),
  };
}

export type CompletionCertificate = {
  requestId: string;
  title: string;
  /** SHA-256 of the PDF the signers were sent, hex. */
  documentHash: string;
  signers: { role: string; name: string; email: string; consentedAt: string; signedAt: string; ip: string }[];
  events: { at: string; what: string; ip?: string; userAgent?: string }[];
};

const utc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;

/** The certificate of completion, on its own page after the document and outside what was signed. */
export function certificateBlocks(cert: CompletionCertificate): Block[] {
  return [
    { kind: "page-break", appendix: true },
    { kind: "title", text: "Certificate of completion" },
    {
      kind: "paragraph",
      text: `Every party below signed "${cert.title}" electronically through Lexforge, after agreeing to use electronic records and signatures. Each signed the document identified by this SHA-256 hash; the PDF carries a digital signature, so any change made after completion can be detected.`,
    },
    { kind: "field", label: "Request", value: cert.requestId },
    { kind: "field", label: "Document SHA-256", value: cert.documentHash },
    { kind: "heading", text: "Signers" },
    ...cert.signers.flatMap((s): Block[] => [
      { kind: "subheading", text: `${s.role}: ${s.name}`, keepWithNext: true },
      { kind: "item", text: `E-mail: ${s.email}` },
      { kind: "item", text: `Consented to electronic records: ${utc(s.consentedAt)}` },
      { kind: "item", text: `Signed: ${utc(s.signedAt)} from ${s.ip}` },
    ]),
    { kind: "heading", text: "Events" },
    ...cert.events.map((e): Block => ({
      kind: "item",
      text: [utc(e.at), e.what, e.ip ? `IP ${e.ip}` : "", e.userAgent ?? ""].filter(Boolean).join(" · "),
    })),
  ];
}
