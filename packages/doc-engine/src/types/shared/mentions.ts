/**
 * How AI mode decides an optional clause applies: by what the request talks about. Two matchers, because
 * the types were tuned against them: a word list checked in purpose and details, and a pattern checked in
 * those plus every text answer.
 */
import type { GenerationContext } from "../../define";

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * True when purpose or details contain any of the words or phrases as whole words, so "eu" does not match
 * inside "neutral" nor "app" inside "approach". With plurals, "employee" also matches "employees".
 */
export function mentions(
  ctx: GenerationContext,
  words: readonly string[],
  options: { plurals?: boolean } = {},
): boolean {
  const haystack = `${ctx.request.purpose} ${ctx.request.details ?? ""}`.toLowerCase();
  const suffix = options.plurals ? "(s|es)?" : "";
  return words.some((word) =>
    new RegExp(`(^|[^a-z0-9])${escapeRegExp(word.toLowerCase())}${suffix}($|[^a-z0-9])`).test(haystack),
  );
}

/** The words AI mode reads to pick optional clauses: purpose, details and every text answer. */
export function requestText(ctx: GenerationContext): string {
  const answerText = Object.values(ctx.answers).filter((v): v is string => typeof v === "string");
  return [ctx.request.purpose, ctx.request.details ?? "", ...answerText].join(" \n ").toLowerCase();
}

/** True when the purpose, details or a text answer matches the pattern. */
export function requestMatches(ctx: GenerationContext, pattern: RegExp): boolean {
  return pattern.test(requestText(ctx));
}
