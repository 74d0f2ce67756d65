import type { LegalDocument } from "@lexforge/doc-engine";
import { toDocx, type DocxOptions } from "@lexforge/doc-engine/docx";
import { toPdf, type PdfOptions } from "@lexforge/doc-engine/pdf";

/**
 * Who turns a document into Word and PDF bytes. The web server passes a pool of worker threads (a download is
 * tens of milliseconds of CPU that would hold up every page request behind it); tests and scripts render here.
 */
export type Renderer = {
  docx: (doc: LegalDocument, options: DocxOptions) => Promise<Uint8Array>;
  pdf: (doc: LegalDocument, options: PdfOptions) => Promise<Uint8Array>;
};

export const inThreadRenderer: Renderer = { docx: toDocx, pdf: toPdf };
