import "server-only";

import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

import { errorFacts, log } from "@lexforge/log";

import { loggedPath } from "~/lib/logged-path";

const current = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the API request being answered: its log line, its error lines and its tRPC context share it. */
export const currentRequestId = () => current.getStore()?.requestId;

/**
 * A route handler whose work knows its request's id (server/request-lines.ts gives it and writes the request's
 * line): a throw leaves an error line with the same id, never the request's body or query.
 */
export function logged<R extends Request, Args extends unknown[]>(
  handler: (req: R, ...args: Args) => Promise<Response> | Response,
) {
  return async (req: R, ...args: Args): Promise<Response> => {
    const requestId = req.headers.get("x-request-id") ?? randomUUID();
    try {
      return await current.run({ requestId }, () => handler(req, ...args));
    } catch (error) {
      const facts = { requestId, method: req.method, path: loggedPath(new URL(req.url).pathname) };
      log.error({ ...facts, ...errorFacts(error) }, "request failed");
      throw error;
    }
  };
}
