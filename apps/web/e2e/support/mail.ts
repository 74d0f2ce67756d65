import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { expect } from "@playwright/test";

/**
 * Without SMTP_URL the e2e servers write each mail to MAIL_OUTBOX_DIR (apps/web/.data/mail); the links are
 * read from there. (packages/api security-email.test.ts covers delivery over SMTP.)
 */
const outbox = path.join(import.meta.dirname, "..", "..", ".data", "mail");

/** The newest mail to `to` with a link to `pathname` (mails are sent after the answers, in any order). */
function findLink(to: string, pathname: string): string | undefined {
  let names: string[];
  try {
    names = readdirSync(outbox).filter((name) => name.endsWith(`-${to}.eml`));
  } catch {
    return undefined;
  }
  const newestFirst = names.sort(
    (a, b) => statSync(path.join(outbox, b)).mtimeMs - statSync(path.join(outbox, a)).mtimeMs,
  );
  for (const name of newestFirst) {
    const body = readFileSync(path.join(outbox, name), "utf8")
      .replace(/=\r?\n/g, "")
      .replace(/=3D/g, "=");
    // "/verify-email?email=…&token=…", "/sign/<token>": the path, then its query or its own segment.
    const href = new RegExp(`https?://[^\\s/]+${pathname}[/?][^\\s]+`).exec(body)?.[0];
    if (href) {
      const url = new URL(href);
      return `${url.pathname}${url.search}`;
    }
  }
  return undefined;
}

/** The path and query of the newest link to `pathname` mailed to `to`, waiting for the mail to arrive. */
export async function mailedLink(to: string, pathname: string): Promise<string> {
  await expect.poll(() => findLink(to, pathname) ?? "", { message: `a ${pathname} link mailed to ${to}` }).not.toBe("");
  return findLink(to, pathname) ?? "";
}
