import type { RateLimits } from "../limits/rate-limits";
import { RateLimitedError } from "../limits/rate-limits";
import type { Mailer } from "./mailer";

type MailLaterOptions = {
  mailer?: Mailer;
  rateLimits?: RateLimits;
  defer: (task: () => Promise<void>) => void;
};

/**
 * The mailbox an address delivers to, for the per-recipient cap: case folded, a "+tag" dropped, and Gmail's
 * dots ignored, so "Victim+1@gmail.com" and "v.ictim@googlemail.com" count as the one inbox they reach.
 */
export function mailboxKey(address: string): string {
  const [local = "", domain = ""] = address
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  const gmail = domain === "gmail.com" || domain === "googlemail.com";
  const box = local.replace(/\+.*$/, "");
  return `${gmail ? box.replace(/\./g, "") : box}@${gmail ? "gmail.com" : domain}`;
}

/**
 * Account mail (verification, password reset) is sent after the answer, so an answer takes as long whether
 * or not a mail goes out (the look-up of the account happens then too). Each mail actually sent counts
 * toward LIMITS.emailRecipient for its inbox, whoever asked; past that nothing is sent.
 */
export function mailLater({ mailer, rateLimits, defer }: MailLaterOptions, send: (mailer: Mailer) => Promise<unknown>) {
  if (!mailer) return;
  const capped: Mailer = {
    send: async (mail) => {
      try {
        await rateLimits?.consume("emailRecipient", mailboxKey(mail.to));
      } catch (error) {
        if (error instanceof RateLimitedError) return;
        throw error;
      }
      await mailer.send(mail);
    },
  };
  defer(async () => {
    await send(capped);
  });
}
