/**
 * The server's log: one JSON line per event on standard output (pino), for a log collector to read. Lines
 * carry facts about requests and errors (a request id, a route, a status, an error's type and code), never an
 * e-mail address, a name, a token or a document's text: the callers pass facts, not objects or messages that
 * might hold them.
 */
import { pino } from "pino";

const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
type Level = (typeof LEVELS)[number];

// LOG_LEVEL is the logger's own setting, read where the logger is made: the packages and the app share this one
// logger, and it must exist before any app code has read its settings (apps/web env.ts validates the value).
// eslint-disable-next-line no-restricted-properties
const configured = process.env.LOG_LEVEL;
const level: Level = LEVELS.find((name) => name === configured) ?? "info";

// Written synchronously: a line logged just before the process exits (a refused start-up) is not lost.
export const log = pino(
  {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  pino.destination({ dest: 1, sync: true }),
);

export type Logger = typeof log;

/**
 * What may be logged of an error: its class and, where it has one, its code (a Postgres SQLSTATE, a Node
 * errno name, a library's code). Never its message, which can quote the values that caused it.
 */
export function errorFacts(cause: unknown): { errorType: string; errorCode?: string } {
  const errorType = cause instanceof Error ? cause.constructor.name : typeof cause;
  const code =
    cause && typeof cause === "object" && "code" in cause && typeof cause.code === "string" ? cause.code : undefined;
  return code ? { errorType, errorCode: code } : { errorType };
}
