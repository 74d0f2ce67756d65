/**
 * DOCX renderer (docx library). Byte-identical for the same document: core properties carry the
 * document's own date instead of "now", and the zip entry dates are fixed after packing.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  HeadingLevel,
  ImageRun,
  Packer,
  PageBreak,
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

const NOTICE_BORDER = { style: BorderStyle.SINGLE, size: 8, color: "000000", space: 6 };

const justified = (text: string, keepNext: boolean) =>
  new Paragraph({
    alignment: AlignmentType.JUSTIFIED,
    spacing: { after: 120 },
    keepNext,
    children: [new TextRun(text)],
  });

/** "[AI wording]" after a clause whose wording is not the template's: italic, so it reads as a label. */
const badgeRuns = (badge: string | undefined) => (badge ? [new TextRun({ text: ` [${badge}]`, italics: true })] : []);

/** Half-points of a notice's text and of the footer: never below the document's statutory minimum (typeSize). */
const NOTICE_SIZE = 20;
const FOOTER_SIZE = 18;
const atLeast = (halfPoints: number, typeSize: number | undefined) => Math.max(halfPoints, (typeSize ?? 0) * 2);

function paragraphs(block: Block, typeSize: number | undefined): Paragraph[] {
  const keepNext = block.keepWithNext === true;
  switch (block.kind) {
    case "title":
      return [
        new Paragraph({
          heading: HeadingLevel.TITLE,
          alignment: AlignmentType.CENTER,
          children: [new TextRun(block.text)],
        }),
      ];
    case "heading":
      return [new Paragraph({ heading: HeadingLevel.HEADING_1, keepNext: true, children: [new TextRun(block.text)] })];
    case "subheading":
      return [new Paragraph({ heading: HeadingLevel.HEADING_2, keepNext: true, children: [new TextRun(block.text)] })];
    case "paragraph":
      return [justified(block.text, keepNext)];
    case "clause":
      // A letter's paragraphs are not numbered.
      if (block.number === "")
        return [
          new Paragraph({
            alignment: AlignmentType.JUSTIFIED,
            spacing: { after: 120 },
            keepNext,
            children: [new TextRun(block.text), ...badgeRuns(block.badge)],
          }),
        ];
      return [
        new Paragraph({
          alignment: AlignmentType.JUSTIFIED,
          spacing: { after: 120 },
          keepLines: true,
          keepNext,
          indent: { left: CLAUSE_INDENT, hanging: CLAUSE_INDENT },
          children: [
            new TextRun({ text: block.number, bold: true }),
            new TextRun({ children: [new Tab(), block.text] }),
            ...badgeRuns(block.badge),
          ],
        }),
      ];
    case "caption":
      return [
        new Paragraph({
          spacing: { before: 360 },
          keepNext: true,
          children: [new TextRun({ text: block.text, bold: true })],
        }),
      ];
    case "field":
      return [
        new Paragraph({
          keepNext,
          spacing: { before: 160 },
          children: [new TextRun(`${block.label}: ${block.value ?? BLANK}`)],
        }),
      ];
    case "line":
      return [new Paragraph({ keepNext, children: [new TextRun({ text: block.text, bold: block.bold === true })] })];
    case "notice": {
      const border = { top: NOTICE_BORDER, bottom: NOTICE_BORDER, left: NOTICE_BORDER, right: NOTICE_BORDER };
      const lines = [
        ...(block.title ? [{ text: block.title, center: true }] : []),
        ...block.paragraphs.map((text) => ({ text, center: false })),
      ];
      return lines.map(
        ({ text, center }) =>
          new Paragraph({
            border,
            keepNext: true,
            keepLines: true,
            alignment: center ? AlignmentType.CENTER : AlignmentType.JUSTIFIED,
            spacing: { after: 80 },
            children: [
              new TextRun({ text, bold: true, size: atLeast(NOTICE_SIZE, Math.max(typeSize ?? 0, block.points ?? 0)) }),
            ],
          }),
      );
    }
    case "item":
      return [
        new Paragraph({ bullet: { level: 0 }, spacing: { after: 80 }, keepNext, children: [new TextRun(block.text)] }),
      ];
    case "page-break":
      return [new Paragraph({ children: [new PageBreak()] })];
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

function footer(line: string | undefined, typeSize: number | undefined): Footer {
  const size = atLeast(FOOTER_SIZE, typeSize);
  return new Footer({
    children: [
      ...(line
        ? [new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ size, text: line })] })]
        : []),
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [new TextRun({ size, children: ["Page ", PageNumber.CURRENT, " of ", PageNumber.TOTAL_PAGES] })],
      }),
    ],
  });
}

export async function toDocx(doc: LegalDocument, opts: DocxOptions = {}): Promise<Uint8Array> {
  const logoHeader = header(opts.logo);
  const blocks = toBlocks(doc);
  // The "Before you sign" appendix is its own Word section: it starts a page and has no per-page signature line.
  const split = blocks.findIndex((block) => block.kind === "page-break" && block.appendix === true);
  const body = split >= 0 ? blocks.slice(0, split) : blocks;
  const appendix = split >= 0 ? blocks.slice(split + 1) : [];
  const page = {
    properties: { page: { margin: { top: 1440, bottom: 1440, left: 1440, right: 1440 } } },
    ...(logoHeader ? { headers: { default: logoHeader } } : {}),
  };
  const file = new Document({
    creator: "Lexforge",
    title: doc.title,
    lastModifiedBy: "Lexforge",
    revision: 1,
    styles: {
      default: {
        document: { run: { font: FONT, size: (doc.typeSize ?? 12) * 2 }, paragraph: { spacing: { line: 276 } } },
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
        ...page,
        footers: { default: footer(doc.pageFooter, doc.typeSize) },
        children: body.flatMap((block) => paragraphs(block, doc.typeSize)),
      },
      ...(appendix.length > 0
        ? [
            {
              ...page,
              footers: { default: footer(undefined, doc.typeSize) },
              children: appendix.flatMap((block) => paragraphs(block, doc.typeSize)),
            },
          ]
        : []),
    ],
  });
  const packed = await Packer.pack(file, "uint8array", false, [{ path: "docProps/core.xml", data: coreXml(doc) }]);
  return fixZipDates(packed);
}
