import "server-only";

import { appEnv, env } from "~/env";

const trustProxy = () => env.TRUST_FORWARDED_HEADERS === "true";

/**
 * The public origin: APP_URL when set (always in production). Elsewhere the request's Host, and the
 * X-Forwarded-Host/-Proto a proxy sets only when TRUST_FORWARDED_HEADERS says a proxy owns them.
 */
export function ownOrigin(headers: Headers): string {
  if (env.APP_URL) return new URL(env.APP_URL).origin;
  const host = (trustProxy() ? headers.get("x-forwarded-host") : null) ?? headers.get("host") ?? "localhost:3000";
  const proto =
    (trustProxy() ? headers.get("x-forwarded-proto") : null) ??
    (appEnv !== "production" && /^(localhost|127\.0\.0\.1)(:|$)/.test(host) ? "http" : "https");
  return `${proto}://${host}`;
}

/**
 * The client's address, for per-address limits. Behind a trusted proxy, the last X-Forwarded-For entry
 * (the one our proxy appended). Otherwise what Next's server put there from the socket; note Next keeps a
 * client-sent X-Forwarded-For, so without a proxy the per-address limits are best effort and the
 * per-account and per-user limits are the ones that hold.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for") ?? "";
  const parts = forwarded
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return (trustProxy() ? parts.at(-1) : parts[0]) ?? "unknown";
}
