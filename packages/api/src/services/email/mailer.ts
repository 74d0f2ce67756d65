import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

import nodemailer from "nodemailer";

import { log } from "@lexforge/log";

export type MailAttachment = { filename: string; content: Uint8Array; contentType: string };
export type Mail = { to: string; subject: string; text: string; attachments?: MailAttachment[] };
export type Mailer = { send: (mail: Mail) => Promise<void> };

export const MAIL_FROM = "Lexforge <no-reply@lexforge.local>";

/**
 * SMTP_URL set: nodemailer over SMTP (smtp://user:pass@host:587, smtps://… for TLS). Unset (the embedded
 * default): nothing leaves the machine; each mail is written as a .eml file under `outboxDir`, so the links in
 * it can be followed locally. `printToLog` (development only) also prints it: anywhere else a log would
 * carry addresses and sign-in links, so only the subject is logged.
 */
export function createMailer(options: { smtpUrl?: string; outboxDir: string; printToLog?: boolean }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: MAIL_FROM, ...withBuffers(mail) });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    send: async (mail) => {
      const info = await transport.sendMail({ from: MAIL_FROM, ...withBuffers(mail) });
      // Two mails in the same millisecond (a reset asked for twice at once) must be two files, not one.
      const stamp = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}`;
      const file = path.join(options.outboxDir, `${stamp}-${mail.to}.eml`);
      await mkdir(options.outboxDir, { recursive: true });
      await writeFile(file, info.message as Buffer, { flag: "wx" });
      if (options.printToLog) {
        console.info(`[mail] to ${mail.to}: ${mail.subject} (no SMTP_URL; written to ${file})\n${mail.text}`);
      } else {
        // Nothing about the mail itself: subjects name people ("Ada asks you to sign …").
        log.info("mail written to the outbox (no SMTP_URL: nothing was sent)");
      }
    },
  };
}

const withBuffers = (mail: Mail) => ({
  ...mail,
  attachments: mail.attachments?.map((a) => ({ ...a, content: Buffer.from(a.content) })),
});
