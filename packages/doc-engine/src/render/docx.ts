/**
 * DOCX renderer (docx library). Byte-identical for the same document: core properties carry the
 * document's own date instead of "now", and the zip entry dates are fixed after packing.
 */
import {
  AlignmentType,
  Document,
  Footer,
  Header,
  HeadingLevel,
  ImageRun,
  Packer,
  PageNumber,
  Paragraph,
  Tab,
  TextRun,
} from "docx";

import type { LegalDocument } from "../model";
import { BLANK, toBlocks } from "./blocks";
import type { Block } from "./blocks";
import { fitLogo, logoFormat } from "./logo";
import type { Logo } from "./logo";
import { fixZipDates } from "./zip-dates";

export type DocxOptions = { logo?: Logo };

const FONT = "Times New Roman";
const CLAUSE_INDENT = 720; // twips: half an inch, room for "12.10"

const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** docProps/core.xml with timestamps from the document's date, so two runs give the same bytes. */
function coreXml(doc: LegalDocument): string {
  const stamp = `${doc.date}T00:00:00Z`;
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n` +
    `<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
    `xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ` +
    `xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
    `<dc:title>${xml(doc.title)}</dc:title><dc:creator>Lexforge</dc:creator><cp:lastModifiedBy>Lexforge</cp:lastModifiedBy>` +
    `<cp:revision>1</cp:revision>` +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${stamp}</dcterms:created>` +
    `<dcterms:modified xsi:type="dcterms:W3CDTF">${stamp}</dcterms:modified></cp:coreProperties>`
  );
}

function paragraph(block: Block): Paragraph {
  switch (block.kind) {
    case "title":
      return new Paragraph({
        heading: HeadingLevel.TITLE,
        alignment: AlignmentType.CENTER,
        children: [new TextRun(block.text)],
      });
    case "heading":
      return new Paragraph({ heading: HeadingLevel.HEADING_1, keepNext: true, children: [new TextRun(block.text)] });
    case "paragraph":
      return new Paragraph({
        alignment: AlignmentType.JUSTIFIED,
        spacing: { after: 120 },
        children: [new TextRun(block.text)],
      });
    case "clause":
      return new Paragraph({
        alignment: AlignmentType.JUSTIFIED,
        spacing: { after: 120 },
        indent: { left: CLAUSE_INDENT, hanging: CLAUSE_INDENT },
        children: [new TextRun({ text: block.number, bold: true }), new TextRun({ children: [new Tab(), block.text] })],
      });
    case "caption":
      return new Paragraph({
        spacing: { before: 360 },
        keepNext: true,
        children: [new TextRun({ text: block.text, bold: true })],
      });
    case "field":
      return new Paragraph({
        keepNext: true,
        spacing: { before: 160 },
        children: [new TextRun(`${block.label}: ${block.value ?? BLANK}`)],
      });
  }
}

// docx numbers drawings from a process-wide counter; a fixed id keeps the bytes the same on every call.
// The logo is the document's only drawing, so id 1 is unique within it.
const LOGO_ALT = { id: "1", name: "Logo", description: "Company logo", title: "Logo" };

function header(logo: Logo | undefined): Header | undefined {
  if (!logo) return undefined;
  const type = logoFormat(logo.mime);
  const size = fitLogo(logo.width, logo.height);
  if (!type || size.width === 0) return undefined;
  return new Header({
    children: [
      new Paragraph({ children: [new ImageRun({ type, data: logo.data, transformation: size, altText: LOGO_ALT })] }),
    ],
  });
}

export async function toDocx(doc: LegalDocument, opts: DocxOptions = {}): Promise<Uint8Array> {
  const logoHeader = header(opts.logo);
  const file = new Document({
    creator: "Lexforge",
    title: doc.title,
    lastModifiedBy: "Lexforge",
    revision: 1,
    styles: {
      default: {
        document: { run: { font: FONT, size: 24 }, paragraph: { spacing: { line: 276 } } },
        title: { run: { font: FONT, size: 32, bold: true, color: "000000" }, paragraph: { spacing: { after: 240 } } },
        heading1: {
          run: { font: FONT, size: 24, bold: true, color: "000000" },
          paragraph: { spacing: { before: 240, after: 120 } },
        },
        heading2: {
          run: { font: FONT, size: 24, bold: true, color: "000000" },
          paragraph: { spacing: { before: 240, after: 120 } },
        },
      },
    },
    sections: [
      {
        properties: { page: { margin: { top: 1440, bottom: 1440, left: 1440, right: 1440 } } },
        ...(logoHeader ? { headers: { default: logoHeader } } : {}),
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({ size: 18, children: ["Page ", PageNumber.CURRENT, " of ", PageNumber.TOTAL_PAGES] }),
                ],
              }),
            ],
          }),
        },
        children: toBlocks(doc).map(paragraph),
      },
    ],
  });
  const packed = await Packer.pack(file, "uint8array", false, [{ path: "docProps/core.xml", data: coreXml(doc) }]);
  return fixZipDates(packed);
}
