import { formatCredits, isUnlimited } from "@lexforge/validators/credits";

export { formatCredits };

/** 'You currently have N document credit(s) remaining', or unlimited. */
export function creditsSentence(credits: number | undefined): string {
  if (credits === undefined) return "Sign in to see your document credits.";
  if (isUnlimited(credits)) return "You currently have unlimited document credits remaining.";
  return `You currently have ${credits} document credit${credits === 1 ? "" : "s"} remaining.`;
}
