/** Where a signed-in user lands when no (acceptable) destination was asked for. */
export const DEFAULT_CALLBACK_PATH = "/dashboard";

/**
 * Only a path on this site may be a post-sign-in destination (no open redirect). Browsers read a backslash
 * as a slash, so `/\evil.example` is `//evil.example`: a protocol-relative URL to another host. Tabs and
 * newlines are dropped by the URL parser, so `/\t/evil.example` is the same trick. Resolving against a
 * placeholder origin and requiring the origin to be unchanged covers all of these at once.
 */
export function safeCallbackPath(value: string | string[] | undefined | null): string {
  const url = Array.isArray(value) ? value[0] : value;
  if (!url?.startsWith("/") || url.startsWith("//") || url.includes("\\") || hasControlCharacter(url)) {
    return DEFAULT_CALLBACK_PATH;
  }
  const base = "http://callback.invalid";
  try {
    const resolved = new URL(url, base);
    if (resolved.origin !== base) return DEFAULT_CALLBACK_PATH;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return DEFAULT_CALLBACK_PATH;
  }
}

function hasControlCharacter(value: string): boolean {
  return [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}
