import { z } from "zod";

export const UNSAFE_TEXT_MESSAGE = "Contains characters that are not allowed";

// A UTF-16 high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * NUL cannot be stored in a Postgres text column and a lone surrogate is not valid Unicode (it fails when
 * encoded to UTF-8): both used to reach the database and come back as a 500. Refusing them here makes
 * them a 400 on the field, like any other invalid input.
 */
export function isSafeText(value: string): boolean {
  return !value.includes("\0") && !LONE_SURROGATE.test(value);
}

/** Every free-text field of every schema starts here instead of at `z.string()`. */
export const text = () => z.string().refine(isSafeText, UNSAFE_TEXT_MESSAGE);
