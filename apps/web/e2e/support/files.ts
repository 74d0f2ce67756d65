import { readFile } from "node:fs/promises";

import type { Download, Page } from "@playwright/test";
import JSZip from "jszip";
import { extractText, getDocumentProxy } from "unpdf";

/**
 * The files a user downloads, as the browser gets them from the production build, and their text: the Word
 * file's document part and the PDF's pages, with whitespace folded so a line break reads as a space.
 */
export const flat = (text: string) => text.replace(/\s+/g, " ");

/** The download `trigger` starts (a button or a menu item clicked). */
export async function download(page: Page, trigger: () => Promise<void>): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent("download"), trigger()]);
  return file;
}

export async function bytesOf(file: Download): Promise<Buffer> {
  return readFile(await file.path());
}

export type DownloadButton = "Download as Text" | "Download as Word" | "Download as PDF";

/** The bytes of the file one of the document's Download buttons gives. */
export async function downloaded(page: Page, button: DownloadButton): Promise<Buffer> {
  return bytesOf(await download(page, () => page.getByRole("button", { name: button }).click()));
}

const ENTITIES: Record<string, string> = { apos: "'", quot: '"', amp: "&", lt: "<", gt: ">" };

/** A Word file's zip, its word/document.xml and that part's text (one space after each paragraph). */
export async function wordText(bytes: Buffer) {
  const zip = await JSZip.loadAsync(bytes);
  const xml = (await zip.file("word/document.xml")?.async("string")) ?? "";
  const text = xml
    .replace(/<\/w:p>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/&(apos|quot|amp|lt|gt);/g, (_, name: string) => ENTITIES[name] ?? "");
  return { zip, xml, text: flat(text) };
}

/** A PDF's text, all pages, whitespace folded, and its page count. */
export async function pdfText(bytes: Buffer) {
  const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return { pages: totalPages, text: flat(text) };
}
