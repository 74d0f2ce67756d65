import { imageSize } from "image-size";

import { fileName, toText } from "@lexforge/doc-engine";
import { parseStoredDocument } from "@lexforge/doc-engine";
import type { Db } from "@lexforge/db";
import { creditBalances, documents, documentVersions, eq, users } from "@lexforge/db";

import { DEFAULT_CREDITS, needsUpgradeToDownload } from "@lexforge/validators/credits";
import { DocumentNotFoundError, UpgradeRequiredError } from "./errors";
import { onCurrentVersion, ownedDocument } from "./get-document";
import { inThreadRenderer, type Renderer } from "./renderer";

export type DownloadFormat = "docx" | "pdf" | "txt";

const CONTENT_TYPES: Record<DownloadFormat, string> = {
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  pdf: "application/pdf",
  txt: "text/plain; charset=utf-8",
};

/**
 * Renders the owner's document in the asked format, with the account's logo on Word and PDF. Word and PDF
 * follow the download rule (validators/credits.ts): with no credit left they answer Upgrade Required.
 */
export async function renderDownload(
  db: Db,
  { userId, id, format }: { userId: string; id: string; format: DownloadFormat },
  renderer: Renderer = inThreadRenderer,
) {
  const file = await loadDownload(db, { userId, id, withLogo: format !== "txt" });
  if (!file) throw new DocumentNotFoundError();
  // Checked on the way out of the database, as getDocument does.
  const body = parseStoredDocument(file.body);
  // No balance row yet means the default, which is never 0: reading it is enough, nothing is created.
  if (format !== "txt" && needsUpgradeToDownload(format, file.balance ?? DEFAULT_CREDITS)) {
    throw new UpgradeRequiredError(format);
  }
  const logo = logoOf(file.logo, file.logoMime);
  const bytes =
    format === "txt"
      ? new TextEncoder().encode(toText(body))
      : format === "docx"
        ? await renderer.docx(body, { logo })
        : await renderer.pdf(body, { logo });
  return { bytes, contentType: CONTENT_TYPES[format], filename: fileName(body, `.${format}`) };
}

/** The owner's current body, balance and (for Word and PDF) logo in one statement. */
async function loadDownload(db: Db, { userId, id, withLogo }: { userId: string; id: string; withLogo: boolean }) {
  const [row] = await db
    .select({
      body: documentVersions.body,
      balance: creditBalances.amount,
      ...(withLogo ? { logo: users.logo, logoMime: users.logoMime } : {}),
    })
    .from(documents)
    .innerJoin(documentVersions, onCurrentVersion)
    .innerJoin(users, eq(users.id, documents.userId))
    .leftJoin(creditBalances, eq(creditBalances.userId, documents.userId))
    .where(ownedDocument(userId, id))
    .limit(1);
  return row;
}

export function logoOf(logo: Uint8Array | null | undefined, mime: string | null | undefined) {
  if (!logo || !mime) return undefined;
  try {
    const { width, height } = imageSize(logo);
    if (!width || !height) return undefined;
    return { data: logo, mime, width, height };
  } catch {
    // A logo the image parser cannot read is left off rather than failing the download.
    return undefined;
  }
}
