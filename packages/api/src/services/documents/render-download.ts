import { imageSize } from "image-size";

import { fileName, toText } from "@lexforge/doc-engine";
import { toDocx } from "@lexforge/doc-engine/docx";
import { toPdf } from "@lexforge/doc-engine/pdf";
import type { Db } from "@lexforge/db";
import { eq, users } from "@lexforge/db";

import { getBalance } from "../credits/get-balance";
import { needsUpgradeToDownload } from "../credits/rules";
import { UpgradeRequiredError } from "./errors";
import { getDocument } from "./get-document";

export type DownloadFormat = "docx" | "pdf" | "txt";

const CONTENT_TYPES: Record<DownloadFormat, string> = {
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  pdf: "application/pdf",
  txt: "text/plain; charset=utf-8",
};

/**
 * Renders the owner's document in the asked format, with the account's logo on Word and PDF. Word and PDF
 * follow the download rule (credits/rules.ts): with no credit left they answer Upgrade Required.
 */
export async function renderDownload(
  db: Db,
  { userId, id, format }: { userId: string; id: string; format: DownloadFormat },
) {
  const { body } = await getDocument(db, { userId, id });
  if (format !== "txt" && needsUpgradeToDownload(format, await getBalance(db, { userId }))) {
    throw new UpgradeRequiredError(format);
  }
  const bytes =
    format === "txt"
      ? new TextEncoder().encode(toText(body))
      : format === "docx"
        ? await toDocx(body, { logo: await loadLogo(db, userId) })
        : await toPdf(body, { logo: await loadLogo(db, userId) });
  return { bytes, contentType: CONTENT_TYPES[format], filename: fileName(body, `.${format}`) };
}

async function loadLogo(db: Db, userId: string) {
  const user = await db.query.users.findFirst({
    where: eq(users.id, userId),
    columns: { logo: true, logoMime: true },
  });
  if (!user?.logo || !user.logoMime) return undefined;
  try {
    const { width, height } = imageSize(user.logo);
    if (!width || !height) return undefined;
    return { data: user.logo, mime: user.logoMime, width, height };
  } catch {
    // A logo the image parser cannot read is left off rather than failing the download.
    return undefined;
  }
}
