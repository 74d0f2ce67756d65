import "server-only";

import type { MailWorker } from "@lexforge/api";
import { createMailer, outboxMailer, startMailWorker } from "@lexforge/api";

import { appEnv, env } from "~/env";
import { getDb } from "./db";

const globalForMail = globalThis as unknown as { lexforgeMailWorker?: MailWorker };

/**
 * The outbox's worker, one per process: it sends what is queued over SMTP (or, without SMTP_URL, writes it
 * to MAIL_OUTBOX_DIR), retrying with backoff. Started at boot so mail queued before a restart still goes.
 */
export function mailWorker(): MailWorker {
  globalForMail.lexforgeMailWorker ??= startMailWorker(
    getDb,
    createMailer({ smtpUrl: env.SMTP_URL, outboxDir: env.MAIL_OUTBOX_DIR, printToLog: appEnv === "development" }),
    { pollMs: env.MAIL_RETRY_POLL_MS },
  );
  return globalForMail.lexforgeMailWorker;
}

/** Every mail the app sends is queued in the database first, then delivered by the worker. */
export const queuedMailer = outboxMailer(getDb, { kick: () => mailWorker().kick() });
