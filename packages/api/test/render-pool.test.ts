import { Worker } from "node:worker_threads";

import { afterEach, describe, expect, it } from "vitest";

import type { LegalDocument } from "@lexforge/doc-engine";

import { RenderPool } from "../src/services/documents/render-pool";

/**
 * A stand-in render thread (the real one, the web app's render-worker.ts, exists only in Next's bundle): it
 * answers after `delay` ms with the document's title as bytes, fails on "fail", and dies on "crash". It
 * reports how many tasks run at once, and how many it was given, through a shared counter.
 */
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const running = new Int32Array(workerData.counter);
parentPort.on("message", ({ document }) => {
  Atomics.add(running, 2, 1);
  const now = Atomics.add(running, 0, 1) + 1;
  Atomics.store(running, 1, Math.max(Atomics.load(running, 1), now));
  setTimeout(() => {
    Atomics.sub(running, 0, 1);
    if (document.title === "crash") process.exit(3);
    if (document.title === "fail") return parentPort.postMessage({ error: "cannot render" });
    parentPort.postMessage({ bytes: new TextEncoder().encode(document.title) });
  }, workerData.delay);
});
`;

const doc = (title: string) => ({ title }) as unknown as LegalDocument;
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

let pool: RenderPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

function startPool(size: number, delay = 20) {
  const counter = new SharedArrayBuffer(12);
  let spawned = 0;
  pool = new RenderPool(size, () => {
    spawned++;
    return new Worker(WORKER, { eval: true, workerData: { counter, delay } });
  });
  return { pool, maxAtOnce: () => new Int32Array(counter)[1], spawned: () => spawned };
}

describe("RenderPool", () => {
  it("renders every task, never more at once than its size, on no more threads than its size", async () => {
    const { pool, maxAtOnce, spawned } = startPool(2);
    const titles = Array.from({ length: 12 }, (_, i) => `doc ${i}`);
    const out = await Promise.all(titles.map((title, i) => pool.render(i % 2 ? "pdf" : "docx", doc(title), {})));
    expect(out.map(text)).toEqual(titles);
    expect(maxAtOnce()).toBe(2);
    expect(spawned()).toBe(2);
  });

  it("fails only the task whose render failed", async () => {
    const { pool } = startPool(1);
    const results = await Promise.allSettled([
      pool.renderer.pdf(doc("before"), {}),
      pool.renderer.pdf(doc("fail"), {}),
      pool.renderer.pdf(doc("after"), {}),
    ]);
    expect(results.map((r) => (r.status === "fulfilled" ? text(r.value) : String(r.reason)))).toEqual([
      "before",
      "Error: cannot render",
      "after",
    ]);
  });

  it("replaces a thread that died: its task fails, the queue goes on", async () => {
    const { pool, spawned } = startPool(1);
    const results = await Promise.allSettled([
      pool.renderer.docx(doc("crash"), {}),
      pool.renderer.docx(doc("next"), {}),
    ]);
    expect(results[0]).toMatchObject({ status: "rejected", reason: { message: expect.stringMatching(/exited/) } });
    expect(results[1]).toMatchObject({ status: "fulfilled" });
    expect(text((results[1] as PromiseFulfilledResult<Uint8Array>).value)).toBe("next");
    expect(spawned()).toBe(2);
  });

  it("fails the task whose thread could not start, and starts one for the next", async () => {
    const counter = new SharedArrayBuffer(12);
    let attempts = 0;
    pool = new RenderPool(1, () => {
      attempts++;
      if (attempts === 1) throw new Error("no thread for you");
      return new Worker(WORKER, { eval: true, workerData: { counter, delay: 5 } });
    });
    const [first, second] = await Promise.allSettled([
      pool.renderer.pdf(doc("first"), {}),
      pool.renderer.pdf(doc("second"), {}),
    ]);
    expect(first).toMatchObject({ status: "rejected", reason: { message: "no thread for you" } });
    expect(second).toMatchObject({ status: "fulfilled" });
    expect(text((second as PromiseFulfilledResult<Uint8Array>).value)).toBe("second");
    // The failed task is not rendered later anyway: the thread was given the second task only.
    expect(new Int32Array(counter)[2]).toBe(1);
  });

  it("fails what is still queued when closed", async () => {
    const { pool } = startPool(1, 200);
    const outcomes = Promise.allSettled([pool.renderer.pdf(doc("running"), {}), pool.renderer.pdf(doc("queued"), {})]);
    await pool.close();
    const [running, queued] = await outcomes;
    expect(running).toMatchObject({ status: "rejected", reason: { message: expect.stringMatching(/exited/) } });
    expect(queued).toMatchObject({ status: "rejected", reason: { message: "the render pool is closed" } });
  });
});
