/**
 * The embedded database (PGlite) on a thread of its own. PGlite runs Postgres inside the JavaScript thread
 * that calls it; in the web server that is the thread answering requests, and measured under load about 45%
 * of its time went to the database. On its own thread that work runs on the other core, like a Postgres
 * server's. This object offers the part of PGlite's API that Drizzle's PGlite driver and migrator call
 * (query, exec, transaction), so Drizzle runs on it unchanged.
 */
import { MessageChannel, receiveMessageOnPort, Worker } from "node:worker_threads";

import type {
  EmbeddedStart,
  QueryResult,
  WorkerError,
  WorkerInit,
  WorkerRequest,
  WorkerResponse,
} from "./pglite-protocol";

type QueryOptions = { rowMode?: "array" | "object"; parsers?: Record<number, unknown> };

export type EmbeddedQueries = {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
  exec(sql: string): Promise<QueryResult[]>;
};

export type EmbeddedClient = EmbeddedQueries & {
  transaction<T>(run: (tx: EmbeddedQueries) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

type Request = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, "id"> : never) : never;
type Answer = { result?: QueryResult | QueryResult[]; tx?: number };

/**
 * The types Drizzle's PGlite driver asks to receive as text (it parses dates itself): timestamp, timestamptz,
 * interval, date and their arrays, and numeric[] (drizzle-orm/pglite/session.js). Set once on the database;
 * a query asking for another set still gets exactly what it asks for.
 */
const DRIZZLE_TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];

function toError({ name, message, fields }: WorkerError): Error {
  return Object.assign(new Error(message), fields, { name });
}

export function startPgliteThread(dataDir: string, start: EmbeddedStart = {}): EmbeddedClient {
  const { port1: syncAnswers, port2: syncPort } = new MessageChannel();
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(new URL("./pglite-worker.ts", import.meta.url), {
    workerData: { dataDir, start, textTypes: DRIZZLE_TEXT_TYPES, syncPort, signal } satisfies WorkerInit,
    transferList: [syncPort],
  });
  const pending = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>();
  let lastId = 0;
  let stopped: Error | undefined;

  const failAll = (error: Error) => {
    stopped ??= error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on("message", (response: WorkerResponse) => {
    const waiting = pending.get(response.id);
    if (!waiting) return;
    pending.delete(response.id);
    if (response.ok) waiting.resolve(response);
    else waiting.reject(toError(response.error));
  });
  worker.on("error", failAll);
  worker.on("exit", (code) => failAll(new Error(`The embedded database stopped (exit code ${code})`)));

  const call = (request: Request) =>
    new Promise<Answer>((resolve, reject) => {
      if (stopped) return reject(stopped);
      const id = ++lastId;
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });

  /**
   * A statement of an open transaction: this thread waits for its answer instead of taking its turn in the
   * event loop, as it did with PGlite in-process. The transaction holds the database, so every other
   * request's statement waits for it anyway, and under load each turn in the loop took milliseconds.
   * BEGIN itself is asked for asynchronously: it may wait for another transaction, which needs this thread.
   */
  const callSync = (request: Request): Answer => {
    if (stopped) throw stopped;
    const id = ++lastId;
    worker.postMessage({ ...request, id, sync: true });
    // The signal counts answers; a wake-up only says "look". The answer is the message with this call's id:
    // under load the worker can be paused between posting an answer and waking this thread, so a late
    // wake-up for the previous answer may arrive while this call waits.
    for (;;) {
      const seen = Atomics.load(signal, 0);
      const response = receiveMessageOnPort(syncAnswers)?.message as WorkerResponse | undefined;
      if (response?.id === id) {
        if (!response.ok) throw toError(response.error);
        return response;
      }
      if (response) continue;
      if (Atomics.wait(signal, 0, seen, 1000) === "timed-out" && worker.threadId === -1) {
        throw new Error("The embedded database stopped");
      }
    }
  };
  const ask = (request: Request) =>
    request.op !== "begin" && "tx" in request && request.tx !== undefined
      ? Promise.resolve().then(() => callSync(request))
      : call(request);

  const queries = (tx?: number): EmbeddedQueries => ({
    async query(sql, params = [], options = {}) {
      const answer = await ask({
        op: "query",
        sql,
        params,
        rowMode: options.rowMode ?? "object",
        textTypes: options.parsers ? Object.keys(options.parsers).map(Number) : [],
        tx,
      });
      return answer.result as QueryResult;
    },
    async exec(sql) {
      return (await ask({ op: "exec", sql, tx })).result as QueryResult[];
    },
  });

  return {
    ...queries(),
    async transaction(run) {
      const { tx } = await call({ op: "begin" });
      if (tx === undefined) throw new Error("the embedded database opened no transaction");
      let result;
      try {
        result = await run(queries(tx));
      } catch (error) {
        await ask({ op: "rollback", tx });
        throw error;
      }
      await ask({ op: "commit", tx });
      return result;
    },
    async close() {
      if (stopped) return;
      await call({ op: "close" });
      await worker.terminate();
      syncAnswers.close();
    },
  };
}
