import "server-only";

import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

import { errorFacts, log } from "@lexforge/log";

import { loggedPath } from "~/lib/logged-path";

const current = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the API request being answered: its log line, its error lines and its tRPC context share it. */
export const currentRequestId = () => current.getStore()?.requestId;

/**
 * A route handler that leaves one JSON line per request: id, method, path (never the query, which can hold an
 * e-mail address or a token), status and duration; a throw leaves an error line with the same id instead.
 * The id is also answered in `X-Request-Id`, so a user can quote it.
 */
export function logged<R extends Request, Args extends unknown[]>(
  handler: (req: R, ...args: Args) => Promise<Response> | Response,
) {
  return async (req: R, ...args: Args): Promise<Response> => {
    const requestId = randomUUID();
    const facts = { requestId, method: req.method, path: loggedPath(new URL(req.url).pathname) };
    const started = performance.now();
    try {
      const response = await current.run({ requestId }, () => handler(req, ...args));
      log.info({ ...facts, status: response.status, ms: Math.round(performance.now() - started) }, "request");
      try {
        response.headers.set("X-Request-Id", requestId);
      } catch {
        // A redirect's headers are immutable; the line above still carries the id.
      }
      return response;
    } catch (error) {
      log.error({ ...facts, ...errorFacts(error), ms: Math.round(performance.now() - started) }, "request failed");
      throw error;
    }
  };
}
