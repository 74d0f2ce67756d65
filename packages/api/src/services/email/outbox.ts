import type { Db, Tx } from "@lexforge/db";
import { and, asc, documentVersions, eq, inArray, isNull, lte, mailOutbox, signatureRequests, sql } from "@lexforge/db";
import { log } from "@lexforge/log";

import { sentVersion, signedFileName } from "../signing/sent-version";
import type { Mail, Mailer } from "./mailer";

/** A mail to queue; `sealedRequestId` attaches that signature request's sealed PDF when it is sent. */
export type QueuedMail = Omit<Mail, "attachments"> & { sealedRequestId?: string };

/**
 * Retries: the first after 30 s, doubling to at most an hour, twelve attempts in all (about five hours). A
 * claimed mail is leased for fifteen minutes (longer than an SMTP exchange takes to time out), so a worker that
 * dies mid-send leaves it to be tried again, and a slow send is not claimed twice.
 */
export const OUTBOX_RETRY = { attempts: 12, firstDelayMs: 30_000, maxDelayMs: 3_600_000, leaseMs: 15 * 60_000 };

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

/** How many mails one delivery run sends before the worker looks again. */
const BATCH = 20;

/** Claims the next due mail: its next attempt moved past the lease and its attempt counted, in one statement. */
async function claimNext(db: Db) {
  const now = new Date();
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    // Due by the database's clock, which stamped the row: a mail queued within the same millisecond as this
    // claim (kicked at once) has microseconds past the JavaScript Date's and was left to the next poll.
    .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [mail] = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + OUTBOX_RETRY.leaseMs), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return mail;
}

/**
 * Sends what is due, at most `limit` mails, one claim at a time (each send outside any transaction). A sent
 * mail keeps who and what, not its text: the text carries sign-in and signing links.
 */
export async function deliverDueMail(db: Db, mailer: Mailer, { limit = BATCH } = {}) {
  let claimed = 0;
  let sent = 0;
  for (let mail = await claimNext(db); mail; mail = claimed < limit ? await claimNext(db) : undefined) {
    claimed += 1;
    // Only while this claim is still ours (a claim taken over after the lease counts another attempt).
    const ours = and(eq(mailOutbox.id, mail.id), eq(mailOutbox.attempts, mail.attempts));
    try {
      await mailer.send({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        attachments: await attachmentsOf(db, mail.sealedRequestId),
      });
      await db.update(mailOutbox).set({ sentAt: new Date(), text: "", lastError: null }).where(ours);
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
        .where(ours);
      log.warn({ mailId: mail.id, attempt: mail.attempts, giveUp }, "mail not delivered");
    }
  }
  return { claimed, sent };
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
  return { kick: () => void run() };
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
