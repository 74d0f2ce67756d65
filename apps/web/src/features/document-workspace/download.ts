import type { LegalDocument } from "@lexforge/doc-engine";
import { fileName, toText } from "@lexforge/doc-engine/data";

/** Plain text is rendered in the browser: it needs neither sign-in nor credits. */
export function downloadText(document: LegalDocument) {
  const blob = new Blob([toText(document)], { type: "text/plain;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  clickLink(url, fileName(document, ".txt"));
  // Let the browser start the download before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Word and PDF come from the owner-only route, which adds the account logo; its header names the file. */
export function downloadFile(id: string, format: "docx" | "pdf") {
  clickLink(`/api/documents/${id}/${format}`, "");
}

function clickLink(href: string, name: string) {
  const link = window.document.createElement("a");
  link.href = href;
  // `download` keeps the page in place even if the server answers with an error instead of a file.
  link.download = name;
  link.rel = "noopener";
  window.document.body.append(link);
  link.click();
  link.remove();
}
