import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * After the whole run: the log of every suite server (e2e/start-server.mjs) holds one JSON line per request,
 * each with a request id, and nothing that must never be logged: no e-mail address (every spec signs up
 * users), no token, link query or signing link, none of the names the specs type into documents, no document text.
 */
const LOG_DIR = path.join(import.meta.dirname, "..", ".e2e-logs");

/** Names the specs type as parties, and sentences every generated NDA or lease carries. */
const NEVER = [
  "Acme Robotics LLC",
  "Jane Q. Public",
  "Łukasz Nowak",
  "Renée Dupont",
  "Grace Google",
  "Ana Ruiz",
  "Rosa Delgado",
  "Susan Whitaker Hale",
  "IN WITNESS WHEREOF",
  "Confidential Information means",
];
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)*\.[a-z]{2,}/i;
const TOKEN = /token=|"token"\s*:|\/sign\/(?!\[token\])[\w-]{20,}/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export default function checkServerLogs() {
  if (!existsSync(LOG_DIR)) return;
  const problems: string[] = [];
  for (const file of readdirSync(LOG_DIR).filter((name) => name.endsWith(".log"))) {
    const lines = readFileSync(path.join(LOG_DIR, file), "utf8").split("\n");
    const requests = lines
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === "request");
    if (requests.length === 0) problems.push(`${file}: no request lines`);
    for (const entry of requests) {
      if (typeof entry.requestId !== "string" || !UUID.test(entry.requestId))
        problems.push(`${file}: a request line without a request id: ${JSON.stringify(entry)}`);
      if (typeof entry.status !== "number")
        problems.push(`${file}: a request line without the status sent: ${JSON.stringify(entry)}`);
      if (typeof entry.path !== "string" || entry.path.includes("?"))
        problems.push(`${file}: a request line whose path is missing or has a query: ${JSON.stringify(entry)}`);
    }
    lines.forEach((line, i) => {
      const where = `${file}:${i + 1}`;
      if (EMAIL.test(line)) problems.push(`${where}: an e-mail address: ${line.slice(0, 200)}`);
      if (TOKEN.test(line)) problems.push(`${where}: a token: ${line.slice(0, 200)}`);
      for (const words of NEVER) if (line.includes(words)) problems.push(`${where}: "${words}"`);
    });
  }
  if (problems.length > 0)
    throw new Error(`The suite servers' logs hold what must never be logged:\n${problems.join("\n")}`);
}
