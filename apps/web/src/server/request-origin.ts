import "server-only";

import { appEnv, env } from "~/env";

import { addressKey } from "@lexforge/api";
import { log } from "@lexforge/log";

import { pinnedToSocket } from "./socket-address";

/** "true" only when a proxy in front owns the forwarding headers (see socket-address.ts otherwise). */
const trustForwardedHeaders = env.TRUST_FORWARDED_HEADERS === "true";

/**
 * The public origin: APP_URL when set (always in production). Elsewhere the request's Host, and the
 * X-Forwarded-Host/-Proto a proxy sets only when TRUST_FORWARDED_HEADERS says a proxy owns them.
 */
export function ownOrigin(headers: Headers): string {
  if (env.APP_URL) return new URL(env.APP_URL).origin;
  const host =
    (trustForwardedHeaders ? headers.get("x-forwarded-host") : null) ?? headers.get("host") ?? "localhost:3000";
  const proto =
    (trustForwardedHeaders ? headers.get("x-forwarded-proto") : null) ??
    (appEnv !== "production" && /^(localhost|127\.0\.0\.1)(:|$)/.test(host) ? "http" : "https");
  return `${proto}://${host}`;
}

/**
 * The client's address, for per-address limits: the last X-Forwarded-For entry. Without a declared proxy
 * that header holds only the socket's address (socket-address.ts replaces whatever the client sent), and a
 * request the hook did not see shares one bucket; behind a proxy, the last entry is the one it appended, the
 * address that connected to it. An IPv6 address counts as its /64: one host is given a whole one.
 */
export function clientAddress(headers: Headers): string {
  if (!trustForwardedHeaders && !pinnedToSocket(headers)) {
    warnUnpinnedOnce();
    return "unpinned";
  }
  const last = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  return last ? addressKey(last) : "unknown";
}

let warnedUnpinned = false;
/**
 * Every request without the pin shares one limit: right for the first moments after start-up, a fault if it
 * goes on (the hook in instrumentation.ts did not run), as then one client's failures lock out everyone.
 */
function warnUnpinnedOnce() {
  if (warnedUnpinned) return;
  warnedUnpinned = true;
  log.error(
    "rate limits: a request arrived without the socket-address pin and no proxy is declared (TRUST_FORWARDED_HEADERS); until the pin is set, all such requests share one rate limit.",
  );
}
