/**
 * An OpenAI-compatible stand-in over real HTTP (POST /chat/completions), scripted per test: structured
 * edits, raw (malformed) content, an HTTP status (429, 500) or a hang (for timeouts). With nothing
 * scripted it answers with `fallback`, by default "cannot apply". Used by the package's, the API's and the
 * eval's tests; point AI_BASE_URL at `url`. No real provider is ever called.
 */
import { createServer } from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/** What a provider reports it used; a reply may set odd values (fractions, huge numbers) to test the record. */
export type StandInUsage = { prompt_tokens: number; completion_tokens: number };

export type StandInReply =
  | { edits: unknown[]; cannotApply?: string | null; usage?: StandInUsage }
  | { raw: string; usage?: StandInUsage; finishReason?: "stop" | "length" }
  | { choices: readonly [] }
  /** A whole HTTP answer as sent, e.g. a proxy's HTML sign-in page with status 200. */
  | { http: { status: number; contentType: string; body: string } }
  | { status: number; message?: string }
  | { hang: true };

export type StandInRequest = { model: string; system: string; user: string; body: Record<string, unknown> };

export type StandIn = {
  url: string;
  /** Replies for the next calls, in order. */
  script: (...replies: StandInReply[]) => void;
  /** Answers a call when nothing is scripted; gets the call, may look at the instruction. */
  setFallback: (fallback: (request: StandInRequest) => StandInReply) => void;
  requests: StandInRequest[];
  /** Answers every call this much later (to watch progress in the UI); 0 by default. */
  setDelay: (ms: number) => void;
  reset: () => void;
  close: () => Promise<void>;
};

const completion = (model: string, content: string, usage?: StandInUsage, finishReason = "stop") => ({
  id: "chatcmpl-stand-in",
  object: "chat.completion",
  created: 0,
  model,
  choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: finishReason }],
  usage: {
    prompt_tokens: usage?.prompt_tokens ?? Math.ceil(content.length / 4) + 100,
    completion_tokens: usage?.completion_tokens ?? Math.ceil(content.length / 4),
    total_tokens: 0,
  },
});

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
}

function messageText(body: Record<string, unknown>, role: string): string {
  const messages = (body.messages ?? []) as { role: string; content: unknown }[];
  const message = messages.find((item) => item.role === role);
  if (!message) return "";
  if (typeof message.content === "string") return message.content;
  return (message.content as { text?: string }[]).map((part) => part.text ?? "").join("");
}

export async function startStandIn(): Promise<StandIn> {
  const queue: StandInReply[] = [];
  const requests: StandInRequest[] = [];
  const sockets = new Set<Socket>();
  let delayMs = 0;
  let fallback: (request: StandInRequest) => StandInReply = () => ({
    edits: [],
    cannotApply: "The stand-in has no scripted answer for this instruction.",
  });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      res.writeHead(404).end();
      return;
    }
    const body = await readBody(req);
    const call: StandInRequest = {
      model: String(body.model),
      system: messageText(body, "system"),
      user: messageText(body, "user"),
      body,
    };
    requests.push(call);
    const reply = queue.shift() ?? fallback(call);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if ("hang" in reply) return; // never answers: the caller's timeout fires
    if ("status" in reply) {
      res.writeHead(reply.status, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          error: { message: reply.message ?? "Rate limit reached", type: "requests", code: reply.status },
        }),
      );
      return;
    }
    if ("http" in reply) {
      res.writeHead(reply.http.status, { "content-type": reply.http.contentType });
      res.end(reply.http.body);
      return;
    }
    if ("choices" in reply) {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ ...completion(call.model, ""), choices: [] }));
      return;
    }
    const content =
      "raw" in reply ? reply.raw : JSON.stringify({ edits: reply.edits, cannotApply: reply.cannotApply ?? null });
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(completion(call.model, content, reply.usage, "raw" in reply ? reply.finishReason : "stop")));
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.writeHead(500).end());
  });
  // A suite under load can stall for seconds between two calls: Node's 5 s keep-alive would then close a socket
  // the client is about to reuse, and the call fails with no status (seen once in a full run). close() ends them.
  server.keepAliveTimeout = 30_000;
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    script: (...replies) => queue.push(...replies),
    setFallback: (next) => {
      fallback = next;
    },
    requests,
    setDelay: (ms) => {
      delayMs = ms;
    },
    reset: () => {
      queue.length = 0;
      requests.length = 0;
      delayMs = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
