import type { Db, Tx } from "@lexforge/db";
import { and, asc, documentVersions, eq, inArray, isNull, lte, mailOutbox, signatureRequests, sql } from "@lexforge/db";
import { log } from "@lexforge/log";

import { sentVersion, signedFileName } from "../signing/sent-version";
import type { Mail, Mailer } from "./mailer";

/** A mail to queue; `sealedRequestId` attaches that signature request's sealed PDF when it is sent. */
export type QueuedMail = Omit<Mail, "attachments"> & { sealedRequestId?: string };

/**
 * Retries: the first after 30 s, doubling to at most an hour, eight attempts in all (about four hours). A
 * claimed mail is leased for two minutes, so a worker that dies mid-send leaves it to be tried again.
 */
export const OUTBOX_RETRY = { attempts: 8, firstDelayMs: 30_000, maxDelayMs: 3_600_000, leaseMs: 120_000 };

export const retryDelayMs = (attempt: number) =>
  Math.min(OUTBOX_RETRY.firstDelayMs * 2 ** Math.max(attempt - 1, 0), OUTBOX_RETRY.maxDelayMs);

/** Queues mail in the caller's transaction: it is sent only if what decided to send it commits. */
export async function enqueueMail(db: Db | Tx, mails: QueuedMail[]) {
  if (mails.length === 0) return;
  await db
    .insert(mailOutbox)
    .values(mails.map(({ to, subject, text, sealedRequestId }) => ({ to, subject, text, sealedRequestId })));
}

/** SMTP errors quote the recipient ("550 <ada@example.com>: no such user"): the stored error never does. */
const withoutAddresses = (message: string) => message.replace(/[^\s<>"']+@[^\s<>"']+/g, "<address>").slice(0, 300);

/**
 * Sends what is due, at most `limit` mails: each is claimed (its next attempt moved past the lease, its
 * attempts counted) in one statement that skips rows another worker holds, then sent outside any transaction.
 */
const BATCH = 20;

export async function deliverDueMail(db: Db, mailer: Mailer, { limit = BATCH } = {}) {
  const now = new Date();
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({
      nextAttemptAt: new Date(now.getTime() + OUTBOX_RETRY.leaseMs),
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
  let sent = 0;
  for (const mail of claimed) {
    try {
      await mailer.send({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        attachments: await attachmentsOf(db, mail.sealedRequestId),
      });
      await db.update(mailOutbox).set({ sentAt: new Date(), lastError: null }).where(eq(mailOutbox.id, mail.id));
      sent += 1;
    } catch (error) {
      const lastError = withoutAddresses(error instanceof Error ? error.message : String(error));
      const giveUp = mail.attempts >= OUTBOX_RETRY.attempts;
      await db
        .update(mailOutbox)
        .set(
          giveUp
            ? { failedAt: new Date(), lastError }
            : { nextAttemptAt: new Date(Date.now() + retryDelayMs(mail.attempts)), lastError },
        )
        .where(eq(mailOutbox.id, mail.id));
      log.warn({ mailId: mail.id, attempt: mail.attempts, giveUp }, "mail not delivered");
    }
  }
  return { claimed: claimed.length, sent };
}

async function attachmentsOf(db: Db, requestId: string | null) {
  if (!requestId) return undefined;
  const [row] = await db
    .select({ pdf: signatureRequests.sealedPdf, body: documentVersions.body })
    .from(signatureRequests)
    .innerJoin(documentVersions, sentVersion)
    .where(eq(signatureRequests.id, requestId));
  if (!row?.pdf) return undefined;
  return [{ filename: signedFileName(row.body), content: row.pdf, contentType: "application/pdf" }];
}

/**
 * The outbox's worker: delivers due mail when kicked (after a mail is queued) and every `pollMs` for retries.
 * One delivery runs at a time per process; several processes share the work through the claim's row locks.
 */
export function startMailWorker(getDb: () => Promise<Db>, mailer: Mailer, { pollMs = 15_000 } = {}) {
  let running: Promise<void> | undefined;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        const db = await getDb();
        do {
          again = false;
          const { claimed } = await deliverDueMail(db, mailer);
          if (claimed === BATCH) again = true;
        } while (again);
      } catch (error) {
        log.error({ err: error instanceof Error ? error.name : "unknown" }, "mail worker failed");
      } finally {
        running = undefined;
      }
    })();
    return running;
  };
  const timer = setInterval(() => void run(), pollMs);
  timer.unref();
  return {
    kick: () => void run(),
    /** Waits for the delivery in progress (tests; shutdown). */
    idle: async () => {
      while (running) await running;
    },
    stop: () => clearInterval(timer),
  };
}

export type MailWorker = ReturnType<typeof startMailWorker>;

/** A Mailer that queues: what account mail and signing mail go through in the app. */
export function outboxMailer(getDb: () => Promise<Db>, worker: Pick<MailWorker, "kick">): Mailer {
  return {
    send: async (mail) => {
      await enqueueMail(await getDb(), [mail]);
      worker.kick();
    },
  };
}
