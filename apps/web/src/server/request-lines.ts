import { subscribe } from "node:diagnostics_channel";
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

import { log } from "@lexforge/log";

import { loggedPath } from "~/lib/logged-path";

type Exchange = { request: IncomingMessage; response: ServerResponse };

/** Hashed build assets: immutable, served by any CDN or proxy in front; a line each would drown the rest. */
const ASSET = /^\/(_next\/static|_next\/image|favicon\.ico)(\/|$)/;

const started = new WeakMap<ServerResponse, { requestId: string; at: number }>();

/**
 * One JSON line per request, from Node's own HTTP server events (node:diagnostics_channel), so prerendered pages
 * need no proxy (Next's middleware doubled their serving time) and every line has the status actually sent: id,
 * method, path (never the query, which can hold an e-mail address or a token), status and duration. The id is
 * put on the request, where the proxy, the API's error lines and the render read it, and answered in
 * `X-Request-Id`, so a user can quote it. A client's own `X-Request-Id` is replaced, never trusted.
 */
export function logEveryRequest() {
  subscribe("http.server.request.start", (message) => {
    const { request, response } = message as Exchange;
    const requestId = randomUUID();
    request.headers["x-request-id"] = requestId;
    response.setHeader("X-Request-Id", requestId);
    started.set(response, { requestId, at: performance.now() });
  });
  subscribe("http.server.response.finish", (message) => {
    const { request, response } = message as Exchange;
    const start = started.get(response);
    const pathname = (request.url ?? "/").split(/[?#]/, 1)[0] ?? "/";
    if (!start || ASSET.test(pathname)) return;
    log.info(
      {
        requestId: start.requestId,
        method: request.method,
        path: loggedPath(pathname),
        status: response.statusCode,
        ms: Math.round(performance.now() - start.at),
      },
      "request",
    );
  });
}
