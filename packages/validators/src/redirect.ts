/** Where a signed-in user lands when no (acceptable) destination was asked for. */
export const DEFAULT_CALLBACK_PATH = "/dashboard";

const BASE = "http://callback.invalid";

/**
 * Only a path on this site, written exactly as a URL parser writes it, may be a post-sign-in destination (no
 * open redirect). Whatever the parser would rewrite is refused rather than rewritten: dot segments (`/.//host`
 * normalises to `//host`, a protocol-relative URL to another host), backslashes (browsers read `/\host` as
 * `//host`), tabs and newlines (dropped), encoded dots, unencoded spaces or non-ASCII.
 */
export function safeCallbackPath(value: string | string[] | undefined | null): string {
  const url = Array.isArray(value) ? value[0] : value;
  if (!url?.startsWith("/")) return DEFAULT_CALLBACK_PATH;
  try {
    const resolved = new URL(url, BASE);
    const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
    if (resolved.origin !== BASE || path !== url || path.startsWith("//")) return DEFAULT_CALLBACK_PATH;
    return path;
  } catch {
    return DEFAULT_CALLBACK_PATH;
  }
}
