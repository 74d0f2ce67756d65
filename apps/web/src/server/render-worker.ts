/**
 * One thread of the render pool (render-pool.ts): renders a document to Word or PDF and hands the bytes back
 * without copying them. Next bundles this file as a worker entry (`new Worker(new URL(...))`), fonts included.
 */
import { parentPort, type MessagePort } from "node:worker_threads";

import { toDocx } from "@lexforge/doc-engine/docx";
import { toPdf } from "@lexforge/doc-engine/pdf";

import type { RenderReply, RenderTask } from "@lexforge/api";

const port = parentPort;
if (!port) throw new Error("render-worker.ts runs only as a worker thread");

port.on("message", (task: RenderTask) => void render(port, task));

async function render(port: MessagePort, { format, document, options }: RenderTask) {
  try {
    const rendered = format === "pdf" ? await toPdf(document, options) : await toDocx(document, options);
    // A view of a larger buffer (Node's pool) is copied first: transferring it would take the whole buffer.
    const bytes =
      rendered.byteOffset === 0 && rendered.byteLength === rendered.buffer.byteLength ? rendered : rendered.slice();
    port.postMessage({ bytes } satisfies RenderReply, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    const reply: RenderReply = { error: error instanceof Error ? error.message : String(error) };
    port.postMessage(reply);
  }
}
