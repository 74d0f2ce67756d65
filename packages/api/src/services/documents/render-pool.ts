import type { Worker } from "node:worker_threads";

import type { LegalDocument } from "@lexforge/doc-engine";
import type { DocxOptions } from "@lexforge/doc-engine/docx";
import type { PdfOptions } from "@lexforge/doc-engine/pdf";

import type { Renderer } from "./renderer";

/** What a render thread is sent, and its one answer to it (the web app's render-worker.ts). */
export type RenderTask = { format: "docx" | "pdf"; document: LegalDocument; options: DocxOptions | PdfOptions };
export type RenderReply = { bytes: Uint8Array } | { error: string };

type Pending = { task: RenderTask; resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void };
type Thread = { worker: Worker; busy?: Pending };

/**
 * Word and PDF rendering on worker threads, so a burst of downloads queues here instead of holding up page
 * requests on the main thread. One task per thread at a time, first come first served; a thread that dies
 * fails its own task and is replaced by the next task that needs one.
 *
 * A maintained pool (piscina, tinypool) starts its threads from a file path, which the web app's bundler never
 * sees: the worker's TypeScript, its imports and the PDF fonts are bundled only for a literal
 * `new Worker(new URL(...))`, which is what `spawn` is.
 */
export class RenderPool {
  private readonly threads: Thread[] = [];
  private readonly queue: Pending[] = [];

  constructor(
    private readonly size: number,
    private readonly spawnWorker: () => Worker,
    private readonly onThreadError: (error: Error) => void = () => undefined,
  ) {}

  readonly renderer: Renderer = {
    docx: (document, options) => this.render("docx", document, options),
    pdf: (document, options) => this.render("pdf", document, options),
  };

  render(format: RenderTask["format"], document: LegalDocument, options: DocxOptions | PdfOptions) {
    return new Promise<Uint8Array>((resolve, reject) => {
      this.queue.push({ task: { format, document, options }, resolve, reject });
      this.dispatch();
    });
  }

  /** Ends every thread; queued and running tasks fail. */
  async close() {
    for (const pending of this.queue.splice(0)) pending.reject(new Error("the render pool is closed"));
    await Promise.all(this.threads.map((thread) => thread.worker.terminate()));
  }

  private dispatch() {
    while (this.queue.length > 0) {
      let thread: Thread | undefined;
      try {
        thread = this.threads.find((candidate) => !candidate.busy) ?? this.spawn();
      } catch (error) {
        // A thread that cannot even start fails the task that asked for it, not the whole queue.
        this.queue.shift()?.reject(error instanceof Error ? error : new Error(String(error)));
        continue;
      }
      if (!thread) return;
      const pending = this.queue.shift();
      if (!pending) return;
      thread.busy = pending;
      thread.worker.postMessage(pending.task);
    }
  }

  /** A new thread while the pool is below its size; none when every thread is taken. */
  private spawn(): Thread | undefined {
    if (this.threads.length >= this.size) return undefined;
    const thread: Thread = { worker: this.spawnWorker() };
    // One task at a time per thread, so an answer is always the busy task's.
    thread.worker.on("message", (reply: RenderReply) => {
      const pending = thread.busy;
      thread.busy = undefined;
      if ("bytes" in reply) pending?.resolve(reply.bytes);
      else pending?.reject(new Error(reply.error));
      this.dispatch();
    });
    thread.worker.on("error", (cause: unknown) => {
      const error = cause instanceof Error ? cause : new Error(String(cause));
      this.onThreadError(error);
      this.retire(thread, error);
    });
    thread.worker.on("exit", (code) => this.retire(thread, new Error(`a render thread exited (code ${code})`)));
    // An idle thread does not keep the process alive (a request waiting on one is kept alive by its socket).
    thread.worker.unref();
    this.threads.push(thread);
    return thread;
  }

  private retire(thread: Thread, error: Error) {
    const index = this.threads.indexOf(thread);
    if (index < 0) return;
    this.threads.splice(index, 1);
    thread.busy?.reject(error);
    thread.busy = undefined;
    this.dispatch();
  }
}
