import type { RateLimits } from "../limits/rate-limits";
import { RateLimitedError } from "../limits/rate-limits";
import type { Mailer } from "./mailer";

export type MailLaterOptions = {
  mailer?: Mailer;
  rateLimits?: RateLimits;
  defer: (task: () => Promise<void>) => void;
};

/**
 * Account mail (verification, password reset) is sent after the answer, so an answer takes as long whether
 * or not a mail goes out, and at most LIMITS.emailRecipient mails a recipient gets, whoever asks for them;
 * past that the request is answered as usual and nothing is sent.
 */
export function mailLater(
  { mailer, rateLimits, defer }: MailLaterOptions,
  recipient: string,
  send: (mailer: Mailer) => Promise<unknown>,
) {
  if (!mailer) return;
  defer(async () => {
    try {
      await rateLimits?.consume("emailRecipient", recipient);
    } catch (error) {
      if (error instanceof RateLimitedError) return;
      throw error;
    }
    await send(mailer);
  });
}
