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
};

const MARGIN = 72;
const INDENT = 36;
const FOOTER_GAP = 40;
const LOGO_TOP = 36;

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

function draw(pdf: Doc, block: Block, fonts: Fonts): void {
  const width = pdf.page.width - 2 * MARGIN;
  const bottom = pdf.page.height - MARGIN;
  switch (block.kind) {
    case "title":
      pdf.font(fonts.bold).fontSize(16).text(block.text.toUpperCase(), MARGIN, pdf.y, { width, align: "center" });
      pdf.moveDown(0.5);
      break;
    case "heading":
      // Avoid a heading stranded at the foot of a page.
      if (pdf.y > bottom - 60) pdf.addPage();
      pdf.moveDown(0.8).font(fonts.bold).fontSize(12).text(block.text, MARGIN, pdf.y, { width });
      pdf.moveDown(0.4);
      break;
    case "paragraph":
      pdf.font(fonts.regular).fontSize(11).text(block.text, MARGIN, pdf.y, { width, align: "justify" });
      pdf.moveDown(0.5);
      break;
    case "clause": {
      const y = pdf.y;
      pdf.font(fonts.bold).fontSize(11).text(block.number, MARGIN, y, { width: INDENT, lineBreak: false });
      pdf.font(fonts.regular).text(block.text, MARGIN + INDENT, y, { width: width - INDENT, align: "justify" });
      pdf.moveDown(0.5);
      break;
    }
    case "caption":
      // Keep a caption with the lines under it: start a new page when fewer than ~6 lines remain.
      if (pdf.y > bottom - 110) pdf.addPage();
      pdf.moveDown(0.8).font(fonts.bold).fontSize(11).text(block.text, MARGIN, pdf.y, { width });
      break;
    case "field":
      pdf
        .moveDown(0.6)
        .font(fonts.regular)
        .fontSize(11)
        .text(`${block.label}: ${block.value ?? BLANK}`, MARGIN, pdf.y, { width });
      break;
  }
}

export async function toPdf(doc: LegalDocument, opts: PdfOptions = {}): Promise<Uint8Array> {
  // First, so a missing font package fails with its own message before any PDF is started.
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

  pdf.registerFont("body", source.regular);
  pdf.registerFont("body-bold", source.bold);
  const fonts: Fonts = { regular: "body", bold: "body-bold" };

  for (const block of toBlocks(doc)) draw(pdf, block, fonts);

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
    pdf
      .font(fonts.regular)
      .fontSize(9)
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
