/**
 * The embedded database's own thread: PGlite (Postgres compiled to WASM) runs here, so its work uses a core
 * of its own instead of the request-handling thread's, as a Postgres server would. It answers one message per
 * statement (see pglite-protocol.ts). Runs as the worker's entry file, so it imports nothing of ours at run
 * time (Node loads it directly in tests and scripts; the Next build bundles it).
 */
import { parentPort, workerData } from "node:worker_threads";

import type { Transaction } from "@electric-sql/pglite";
import { parse, PGlite, protocol } from "@electric-sql/pglite";

import type { QueryResult, WorkerError, WorkerInit, WorkerRequest, WorkerResponse } from "./pglite-protocol";

if (!parentPort) throw new Error("pglite-worker runs as a worker thread");
const port = parentPort;

const { dataDir, start, textTypes, syncPort, signal } = workerData as WorkerInit;
const keepText = (value: string) => value;
const asText = (types: number[]) => Object.fromEntries(types.map((type) => [type, keepText]));
/**
 * The types the app parses itself are set once here: a query that names parsers of its own has PGlite copy
 * its whole parser table (over 300 entries) for that one query, about 90 µs each time.
 */
const pg = new PGlite(dataDir, {
  parsers: asText(textTypes),
  loadDataDir: start.loadDataDir,
  pgliteWasmModule: start.wasmModule,
});
const sameTypes = (types: number[]) =>
  types.length === textTypes.length && types.every((type) => textTypes.includes(type));

type OpenTransaction = { tx: Transaction; finish: (commit: boolean) => void; done: Promise<void> };
const transactions = new Map<number, OpenTransaction>();
let lastTransaction = 0;

function openTransaction(id: number): Transaction {
  const open = transactions.get(id);
  if (!open) throw new Error(`transaction ${id} is not open`);
  return open.tx;
}

/**
 * BEGIN through PGlite's own transaction(), which holds its lock until the app thread says commit or
 * rollback: statements outside the transaction wait for it, exactly as they do with PGlite in-process.
 */
async function begin(): Promise<number> {
  const id = ++lastTransaction;
  let started: (tx: Transaction) => void = () => undefined;
  const ready = new Promise<Transaction>((resolve) => (started = resolve));
  let finish: (commit: boolean) => void = () => undefined;
  const decided = new Promise<boolean>((resolve) => (finish = resolve));
  const done = pg.transaction(async (tx) => {
    started(tx);
    if (!(await decided)) await tx.rollback();
  });
  const tx = await Promise.race([
    ready,
    done.then(() => {
      throw new Error("the transaction ended before it began");
    }),
  ]);
  transactions.set(id, { tx, finish, done });
  return id;
}

/** A parameter as Postgres' text input reads it; undefined for a value only PGlite's own query() can send. */
function textParameter(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") return String(value);
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array)
    return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("hex")}`;
  return undefined;
}

const { serialize } = protocol;

/** The most statements kept prepared; the least recently used is closed to make room. */
const MAX_PREPARED = 500;
/** Each statement's text → the name it is prepared under, least recently used first. */
const prepared = new Map<string, string>();
let lastStatement = 0;

/**
 * The statement's name, preparing it first when it is new. Planning is most of a statement's cost here:
 * the generate insert takes 756 µs unprepared and 458 µs prepared. A statement that fails to prepare (bad
 * SQL, a table not there yet) is not kept. Postgres re-plans a prepared statement when a table it reads
 * changes (postgres.js, on a server, prepares every statement too); only a change of the columns it
 * returns is an error, handled by queryInOneCall.
 */
async function preparedName(text: string): Promise<string> {
  const found = prepared.get(text);
  if (found) {
    prepared.delete(text);
    prepared.set(text, found);
    return found;
  }
  const name = `lexforge_${++lastStatement}`;
  const parts = [serialize.parse({ name, text }), serialize.sync()];
  const [evicted] = prepared.size >= MAX_PREPARED ? prepared : [];
  if (evicted) {
    prepared.delete(evicted[0]);
    parts.unshift(serialize.close({ type: "S", name: evicted[1] }));
  }
  await pg.execProtocol(Buffer.concat(parts), { syncToFs: false });
  prepared.set(text, name);
  return name;
}

/** "cached plan must not change result type": the statement's columns changed since it was prepared. */
const isStalePlan = (error: unknown) =>
  error instanceof Error && "routine" in error && error.routine === "RevalidateCachedQuery";

async function forget(text: string) {
  const name = prepared.get(text);
  if (!name) return;
  prepared.delete(text);
  await pg.execProtocol(Buffer.concat([serialize.close({ type: "S", name }), serialize.sync()]), { syncToFs: false });
}

/**
 * PGlite's query() makes six calls into Postgres per statement: parse, describe the statement (to learn its
 * parameters' types and pick a serializer), bind, describe, execute, sync. Drizzle hands the driver values
 * that are already text, numbers or bytes, so Postgres can infer the parameters' types itself, and the
 * statement, prepared once, runs in one call under PGlite's own locks. Measured on a quiet machine: a
 * one-row select 83 → 34 µs, the insert of a 15 kB document 153 → 115 µs (before preparing). Returns
 * undefined when a value needs PGlite's typed path (an array or object), which the caller then takes.
 */
async function queryInOneCall(request: Extract<WorkerRequest, { op: "query" }>): Promise<QueryResult | undefined> {
  const values = request.params.map(textParameter);
  if (!values.every((value) => value !== undefined) || !sameTypes(request.textTypes)) return undefined;
  await pg.waitReady;
  if (request.tx !== undefined) openTransaction(request.tx);
  const inTransaction = request.tx !== undefined;
  const execute = async () => {
    const message = Buffer.concat([
      serialize.bind({ statement: await preparedName(request.sql), values }),
      serialize.describe({ type: "P" }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    const { messages } = await pg.execProtocol(message, { syncToFs: !inTransaction });
    return parse.parseResults(messages, pg.parsers, { rowMode: request.rowMode })[0] as QueryResult;
  };
  const run = () =>
    pg._runExclusiveQuery(async () => {
      try {
        return await execute();
      } catch (error) {
        if (!isStalePlan(error)) throw error;
        // A table it reads changed its columns. Prepared again, it reads them as they are now; inside a
        // transaction the error has already failed the transaction, so its caller gets the error.
        await forget(request.sql);
        if (inTransaction) throw error;
        return execute();
      }
    });
  return inTransaction ? run() : pg._runExclusiveTransaction(run);
}

async function end(id: number, commit: boolean): Promise<void> {
  const open = transactions.get(id);
  if (!open) throw new Error(`transaction ${id} is not open`);
  transactions.delete(id);
  open.finish(commit);
  await open.done;
}

async function handle(request: WorkerRequest): Promise<Omit<WorkerResponse & { ok: true }, "id" | "ok">> {
  switch (request.op) {
    case "query": {
      const fast = await queryInOneCall(request);
      if (fast) return { result: fast };
      const target = request.tx === undefined ? pg : openTransaction(request.tx);
      const result = await target.query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: sameTypes(request.textTypes) ? undefined : asText(request.textTypes),
      });
      return { result: result as QueryResult };
    }
    case "exec": {
      const target = request.tx === undefined ? pg : openTransaction(request.tx);
      return { result: (await target.exec(request.sql)) as QueryResult[] };
    }
    case "begin":
      return { tx: await begin() };
    case "commit":
    case "rollback":
      await end(request.tx, request.op === "commit");
      return {};
    case "close":
      await pg.close();
      return {};
  }
}

function toWorkerError(error: unknown): WorkerError {
  if (!(error instanceof Error)) return { name: "Error", message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === "function" || (typeof value === "object" && value !== null)) continue;
    fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

function answer(request: WorkerRequest, response: WorkerResponse) {
  if (!request.sync) return port.postMessage(response);
  syncPort.postMessage(response);
  Atomics.add(signal, 0, 1);
  Atomics.notify(signal, 0);
}

port.on("message", (request: WorkerRequest) => {
  handle(request).then(
    (result) => answer(request, { id: request.id, ok: true, ...result }),
    (error: unknown) => answer(request, { id: request.id, ok: false, error: toWorkerError(error) }),
  );
});
