/**
 * PDF renderer (pdfkit), server-only. Byte-identical for the same document: CreationDate/ModDate come
 * from the document date, and pdfkit derives the file ID from the info dictionary, so it is fixed too.
 */
import PDFDocument from "pdfkit";

import type { LegalDocument } from "../model";
import { BLANK, toBlocks } from "./blocks";
import type { Block } from "./blocks";
import { fitLogo, logoFormat } from "./logo";
import type { Logo } from "./logo";
import { pdfFonts } from "./pdf-fonts";

export type PdfOptions = {
  logo?: Logo;
  /** Streams are deflated by default; tests turn it off to read the page text. */
  compress?: boolean;
  /** Blocks printed after the document (a signature request's certificate of completion). */
  append?: Block[];
};

const MARGIN = 72;
const INDENT = 36;
const FOOTER_GAP = 40;
const LOGO_TOP = 36;
const BODY_SIZE = 11;
/** A drawn signature is fitted into this box above its line. */
const SIGNATURE_IMAGE = { width: 180, height: 40 };
const imageHeight = (block: Block) => (block.kind === "field" && block.image ? SIGNATURE_IMAGE.height + 4 : 0);

/**
 * Point sizes: the body; notices a point smaller and the footer smaller still, except in a document whose
 * statute sets a minimum type size (doc.typeSize, New York's power of attorney), where nothing is smaller.
 */
type Sizes = { body: number; notice: number; footer: number };
const typeSizes = (minimum: number | undefined): Sizes =>
  minimum ? { body: minimum, notice: minimum, footer: minimum } : { body: BODY_SIZE, notice: BODY_SIZE - 1, footer: 9 };

type Doc = InstanceType<typeof PDFDocument>;

function collect(pdf: Doc): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    pdf.on("data", (chunk: Uint8Array) => chunks.push(chunk));
    pdf.on("error", reject);
    pdf.on("end", () => {
      const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
      let at = 0;
      for (const c of chunks) {
        out.set(c, at);
        at += c.length;
      }
      resolve(out);
    });
  });
}

type Fonts = { regular: string; bold: string };

/** How a block is set: face, size, indent, alignment and the space before and after it (in lines). */
type Setting = {
  bold: boolean;
  size: number;
  indent: number;
  align: "left" | "center" | "justify";
  before: number;
  after: number;
  text: string;
};

const NOTICE_PAD = 8;

function setting(block: Block, body: number): Setting | undefined {
  switch (block.kind) {
    case "title":
      return {
        bold: true,
        size: body + 5,
        indent: 0,
        align: "center",
        before: 0,
        after: 0.5,
        text: block.text.toUpperCase(),
      };
    case "heading":
      return { bold: true, size: body + 1, indent: 0, align: "left", before: 0.8, after: 0.4, text: block.text };
    case "subheading":
      return { bold: true, size: body, indent: 0, align: "left", before: 0.6, after: 0.3, text: block.text };
    case "paragraph":
      return { bold: false, size: body, indent: 0, align: "justify", before: 0, after: 0.5, text: block.text };
    case "clause":
      return {
        bold: false,
        size: body,
        indent: block.number === "" ? 0 : INDENT,
        align: "justify",
        before: 0,
        after: 0.5,
        text: block.badge ? `${block.text} [${block.badge}]` : block.text,
      };
    case "caption":
      return { bold: true, size: body, indent: 0, align: "left", before: 0.8, after: 0, text: block.text };
    case "field":
      return {
        bold: false,
        size: body,
        indent: 0,
        align: "left",
        before: 0.6,
        after: 0,
        text: `${block.label}: ${block.value ?? BLANK}`,
      };
    case "line":
      return { bold: block.bold === true, size: body, indent: 0, align: "left", before: 0, after: 0, text: block.text };
    case "item":
      return { bold: false, size: body, indent: INDENT / 2, align: "left", before: 0, after: 0.4, text: block.text };
    case "notice":
    case "page-break":
      return undefined;
  }
}

/**
 * Page-break planning: the height a block needs on the current page before it may start there. A block
 * kept with the next needs its own height plus what the next needs, so a heading, a clause number or a
 * signature caption never ends a page; any other block needs its first two lines (no stranded line).
 */
function planNeeds(pdf: Doc, blocks: Block[], fonts: Fonts, sizes: Sizes, width: number): number[] {
  const needs = new Array<number>(blocks.length).fill(0);
  for (let i = blocks.length - 1; i >= 0; i -= 1) {
    const block = blocks[i] as Block;
    needs[i] = block.keepWithNext
      ? measure(pdf, block, fonts, sizes, width).height + (needs[i + 1] ?? 0)
      : firstLines(pdf, block, fonts, sizes, width);
  }
  return needs;
}

function measure(pdf: Doc, block: Block, fonts: Fonts, sizes: Sizes, width: number) {
  if (block.kind === "page-break") return { height: 0 };
  if (block.kind === "notice") return { height: noticeHeight(pdf, block, fonts, sizes, width) };
  const set = setting(block, sizes.body) as Setting;
  pdf.font(set.bold ? fonts.bold : fonts.regular).fontSize(set.size);
  const line = pdf.currentLineHeight(true);
  const text = pdf.heightOfString(set.text, { width: width - set.indent, align: set.align });
  return { height: (set.before + set.after) * line + text + imageHeight(block) };
}

/** Room for a block's first two lines (one if it fits on one): measured by width, without wrapping it. */
function firstLines(pdf: Doc, block: Block, fonts: Fonts, sizes: Sizes, width: number): number {
  if (block.kind === "page-break") return 0;
  if (block.kind === "notice") return noticeHeight(pdf, block, fonts, sizes, width);
  const set = setting(block, sizes.body) as Setting;
  pdf.font(set.bold ? fonts.bold : fonts.regular).fontSize(set.size);
  const line = pdf.currentLineHeight(true);
  const lines = pdf.widthOfString(set.text) <= width - set.indent ? 1 : 2;
  return (set.before + lines) * line + imageHeight(block);
}

/** A notice's size: the document's, or the larger the statute sets for that notice. */
const noticeSize = (block: Extract<Block, { kind: "notice" }>, sizes: Sizes) =>
  Math.max(sizes.notice, block.points ?? 0);

function noticeHeight(pdf: Doc, block: Extract<Block, { kind: "notice" }>, fonts: Fonts, sizes: Sizes, width: number) {
  const inner = width - 2 * NOTICE_PAD;
  pdf.font(fonts.bold).fontSize(noticeSize(block, sizes));
  const gap = pdf.currentLineHeight(true) * 0.4;
  const parts = [...(block.title ? [block.title] : []), ...block.paragraphs];
  const text = parts.reduce((sum, part) => sum + pdf.heightOfString(part, { width: inner }) + gap, 0);
  return text + 2 * NOTICE_PAD + pdf.currentLineHeight(true);
}

function drawNotice(pdf: Doc, block: Extract<Block, { kind: "notice" }>, fonts: Fonts, sizes: Sizes, width: number) {
  const inner = width - 2 * NOTICE_PAD;
  const height = noticeHeight(pdf, block, fonts, sizes, width);
  pdf.moveDown(0.5);
  const top = pdf.y;
  // A box cannot cross a page: a notice taller than the page prints unboxed and flows on.
  const boxed = height < pdf.page.height - 2 * MARGIN;
  let y = top + NOTICE_PAD;
  pdf.font(fonts.bold).fontSize(noticeSize(block, sizes));
  const gap = pdf.currentLineHeight(true) * 0.4;
  if (block.title) {
    pdf.text(block.title, MARGIN + NOTICE_PAD, y, { width: inner, align: "center" });
    y = pdf.y + gap;
  }
  for (const paragraph of block.paragraphs) {
    pdf.text(paragraph, MARGIN + NOTICE_PAD, y, { width: inner, align: "justify" });
    y = pdf.y + gap;
  }
  if (boxed)
    pdf
      .rect(MARGIN, top, width, y - top + NOTICE_PAD - gap)
      .lineWidth(1)
      .stroke();
  pdf.x = MARGIN;
  pdf.y = y + NOTICE_PAD;
  pdf.moveDown(0.5);
}

function draw(pdf: Doc, block: Block, fonts: Fonts, sizes: Sizes, width: number): void {
  if (block.kind === "page-break") {
    pdf.addPage();
    return;
  }
  if (block.kind === "notice") {
    drawNotice(pdf, block, fonts, sizes, width);
    return;
  }
  const set = setting(block, sizes.body) as Setting;
  pdf.font(set.bold ? fonts.bold : fonts.regular).fontSize(set.size);
  if (set.before > 0) pdf.moveDown(set.before);
  if (block.kind === "field" && block.image) {
    pdf.image(Buffer.from(block.image, "base64"), MARGIN, pdf.y, {
      fit: [SIGNATURE_IMAGE.width, SIGNATURE_IMAGE.height],
    });
    pdf.y += imageHeight(block);
  }
  const y = pdf.y;
  if (block.kind === "clause" && block.number !== "") {
    pdf.font(fonts.bold).text(block.number, MARGIN, y, { width: INDENT, lineBreak: false });
    pdf.font(fonts.regular);
  }
  if (block.kind === "item") pdf.text("•", MARGIN, y, { width: set.indent, lineBreak: false });
  pdf.text(set.text, MARGIN + set.indent, y, { width: width - set.indent, align: set.align });
  if (set.after > 0) pdf.moveDown(set.after);
}

/**
 * Characters the embedded font has no glyph for, and the glyph it has for the same mark: a check box "☐"
 * (U+2610) would print as the font's empty "missing" glyph and copy out as nothing; "□" (U+25A1) prints and
 * reads back as a box. Word and text keep the original character (their fonts have it).
 */
const PDF_SUBSTITUTES: [RegExp, string][] = [
  [/\u2610/g, "\u25A1"],
  [/\u2611|\u2612/g, "\u25A0"],
];
const inFont = (text: string) => PDF_SUBSTITUTES.reduce((out, [mark, glyph]) => out.replace(mark, glyph), text);

function inPdfFont(block: Block): Block {
  switch (block.kind) {
    case "notice":
      return {
        ...block,
        ...(block.title ? { title: inFont(block.title) } : {}),
        paragraphs: block.paragraphs.map(inFont),
      };
    case "field":
      return block.value === undefined ? block : { ...block, value: inFont(block.value) };
    case "page-break":
      return block;
    default:
      return { ...block, text: inFont(block.text) };
  }
}

export async function toPdf(doc: LegalDocument, opts: PdfOptions = {}): Promise<Uint8Array> {
  // First, so a missing font file fails with its own message before any PDF is started.
  const source = pdfFonts();
  const stamp = new Date(`${doc.date}T00:00:00Z`);
  // pdfkit embeds PNG and JPEG only; other formats are left out rather than failing the download.
  const format = opts.logo ? logoFormat(opts.logo.mime) : undefined;
  const logo = opts.logo && (format === "png" || format === "jpg") ? opts.logo : undefined;
  const logoSize = logo ? fitLogo(logo.width, logo.height) : { width: 0, height: 0 };
  // The logo is drawn on every page at the top; the text starts below it.
  const top = logoSize.height > 0 ? Math.max(MARGIN, LOGO_TOP + logoSize.height + 12) : MARGIN;
  const pdf = new PDFDocument({
    size: "LETTER",
    margins: { top, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    // No default font: pdfkit would read its built-in Helvetica metrics on every document, for a font never used.
    font: null as unknown as string,
    compress: opts.compress ?? true,
    info: {
      Title: doc.title,
      Author: "Lexforge",
      Creator: "Lexforge",
      Producer: "Lexforge",
      CreationDate: stamp,
      ModDate: stamp,
    },
  });
  const done = collect(pdf);

  // pdfkit takes a parsed fontkit font (its changelog: "Accept already-parsed fontkit Font instances");
  // its types list only files and buffers.
  pdf.registerFont("body", source.regular as unknown as PDFKit.Mixins.PDFFontSource);
  pdf.registerFont("body-bold", source.bold as unknown as PDFKit.Mixins.PDFFontSource);
  const fonts: Fonts = { regular: "body", bold: "body-bold" };

  const sizes = typeSizes(doc.typeSize);
  const width = pdf.page.width - 2 * MARGIN;
  const blocks = [...toBlocks(doc), ...(opts.append ?? [])].map(inPdfFont);
  const needs = planNeeds(pdf, blocks, fonts, sizes, width);
  // Pages from here on are the "Before you sign" appendix, which carries no per-page signature line.
  let appendixFrom = Number.POSITIVE_INFINITY;
  blocks.forEach((block, i) => {
    const bottom = pdf.page.height - pdf.page.margins.bottom;
    const atTop = pdf.y <= pdf.page.margins.top + 1;
    if (!atTop && block.kind !== "page-break" && pdf.y + (needs[i] ?? 0) > bottom) pdf.addPage();
    draw(pdf, block, fonts, sizes, width);
    if (block.kind === "page-break" && block.appendix) appendixFrom = pdf.bufferedPageRange().count - 1;
  });

  // A string source, because pdfkit caches images by string: the logo is embedded once for all pages. A fresh
  // Buffer per page made one image per page, each PNG decoded asynchronously, and the order those decodes
  // finished in decided object numbers, so two runs could differ byte for byte.
  const logoSrc = logo
    ? `data:image/${format === "jpg" ? "jpeg" : "png"};base64,${Buffer.from(logo.data).toString("base64")}`
    : undefined;
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    pdf.switchToPage(i);
    if (logoSrc && logoSize.height > 0) pdf.image(logoSrc, MARGIN, LOGO_TOP, logoSize);
    // Writing below the bottom margin would make pdfkit add a page; lift the margin while drawing the footer.
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    if (doc.pageFooter && i - range.start < appendixFrom) {
      pdf
        .font(fonts.regular)
        .fontSize(sizes.footer)
        .text(doc.pageFooter, MARGIN, pdf.page.height - FOOTER_GAP - 18, {
          width: pdf.page.width - 2 * MARGIN,
          align: "center",
          lineBreak: false,
        });
    }
    pdf
      .font(fonts.regular)
      .fontSize(sizes.footer)
      .text(`Page ${i - range.start + 1} of ${range.count}`, MARGIN, pdf.page.height - FOOTER_GAP, {
        width: pdf.page.width - 2 * MARGIN,
        align: "center",
        lineBreak: false,
      });
    pdf.page.margins.bottom = bottom;
  }
  pdf.end();
  return done;
}
