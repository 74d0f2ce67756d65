/**
 * `pnpm bench` (HTTP part): builds the web app once, starts the production server on Postgres
 * (BENCH_DATABASE=postgres, the production path) or on the embedded database (PGlite, the default when no
 * DATABASE_URL is set), and runs one autocannon sequence against it. Prints req/s, p50, p99, errors, the ratio
 * to GET /api/health of the same run and the server's CPU per request by thread; the server's memory at
 * start, after the load and at rest; first-load JS (gzip) per page; and which routes the build prerendered.
 * Then GET /documents again while PDFs download at BENCH_PDF_RATE per second (default 20), against its p99
 * without them. With nginx installed, the marketing pages again through deploy/nginx.conf (the proxy that keeps
 * them compressed), each against GET /api/health through it. Figures only: no assertions.
 *
 * BENCH_SKIP_BUILD=1 reuses apps/web/.next; BENCH_DURATION (seconds, default 15) and BENCH_CONNECTIONS
 * (default 50) shorten or widen each step; BENCH_PORT (default 3850). BENCH_ONLY=js prints only the
 * first-load JS table and the route list (no load, no memory figures): about a minute after the build.
 * BENCH_STEPS="health,generate" runs only the steps whose names contain one of the words.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { gzipSync } from "node:zlib";

import autocannon from "autocannon";

import { nginxPath, startProxy } from "../deploy/nginx-local.mjs";
import { benchDatabase, buildOnce, generateInput, signInBenchUser, startServer, webDir } from "./server";

const PORT = Number(process.env.BENCH_PORT ?? 3850);
const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const JS_ONLY = process.env.BENCH_ONLY === "js";
const PAGES = ["/", "/documents", "/documents/nda", "/pricing", "/about", "/terms", "/sign-in", "/dashboard"];

buildOnce();
const server = await startServer(PORT);
const BASE = server.base;
const stop = server.stop;

/** The server process and its children, each once (Linux /proc); none once it has ended. */
function serverProcesses(pid = server.pid): number[] {
  if (!pid) return [];
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
    return [pid, ...(children ? children.split(/\s+/) : []).flatMap((child) => serverProcesses(Number(child)))];
  } catch {
    return [];
  }
}

/** Reads a /proc file, or nothing when its process ended between the listing and the read. */
const readProc = (file: string) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
};

/** Resident memory of the server process and its children, in MB. */
function rssMb(): number {
  const kb = serverProcesses().reduce(
    (sum, pid) => sum + Number(/VmRSS:\s+(\d+)/.exec(readProc(`/proc/${pid}/status`))?.[1] ?? 0),
    0,
  );
  return kb / 1024;
}

const memory: Record<string, number> = { start: rssMb() };

type CpuMs = { request: number; database: number; other: number };

/** utime + stime of a /proc stat line, in ms (100 Hz ticks), with the thread's or process's name. */
function ticksOf(stat: string): { name: string; ms: number } {
  const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { name, ms: (Number(fields[11]) + Number(fields[12])) * 10 };
}

/** CPU of the local Postgres server's processes (its backends serve the bench's one database). */
function postgresMs(): number {
  let ms = 0;
  for (const pid of readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    const stat = readProc(`/proc/${pid}/stat`);
    if (stat && ticksOf(stat).name.startsWith("postgres")) ms += ticksOf(stat).ms;
  }
  return ms;
}

/**
 * CPU time used so far, in ms: the server's main thread (requests), the database (PGlite runs in-process on
 * the main thread, so this is Postgres's processes when the bench runs on it), and the server's other threads
 * (GC, libuv). Per request, it shows what a step costs whatever else the machine is doing, which req/s cannot.
 */
function cpuMs(): CpuMs {
  const into: CpuMs = { request: 0, database: benchDatabase === "postgres" ? postgresMs() : 0, other: 0 };
  for (const pid of serverProcesses()) {
    let tids: string[] = [];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue; // ended meanwhile
    }
    for (const tid of tids) {
      const stat = readProc(`/proc/${pid}/task/${tid}/stat`);
      if (stat) into[tid === String(pid) ? "request" : "other"] += ticksOf(stat).ms;
    }
  }
  return into;
}

// --- a signed-in user with unlimited credits (test-only seed route), and one document to download -------
const cookie = await signInBenchUser(BASE);
const trpcPost = (proc: string, input: unknown) =>
  fetch(`${BASE}/api/trpc/${proc}?batch=1`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ 0: { json: input } }),
  });
type Generated = { result?: { data: { json: { document: { id: string } } } } }[];
const firstJson = JS_ONLY
  ? []
  : ((await (await trpcPost("documents.generate", generateInput(false))).json()) as Generated);
const documentId = firstJson[0]?.result?.data.json.document.id;
if (!documentId && !JS_ONLY) throw new Error(`generate failed: ${JSON.stringify(firstJson).slice(0, 300)}`);
const generateBody = (useAI: boolean) => JSON.stringify({ 0: { json: generateInput(useAI) } });
const generateResponseBytes = JSON.stringify(firstJson).length;

// --- the autocannon sequence ---------------------------------------------------------------------------
type Step = {
  name: string;
  path: string;
  method?: "GET" | "POST";
  body?: string;
  signedIn?: boolean;
  /** Asks for a compressed answer, as browsers do (Next gzips it on every request). */
  gzip?: boolean;
  /** Through deploy/nginx.conf (which keeps prerendered pages compressed), when nginx is installed. */
  viaProxy?: boolean;
};
const catalogueInput = encodeURIComponent(JSON.stringify({ 0: { json: { type: "nda" } } }));
const STEPS: Step[] = [
  { name: "GET /api/health", path: "/api/health" },
  { name: "GET /", path: "/" },
  { name: "GET / (gzip)", path: "/", gzip: true },
  { name: "GET /documents", path: "/documents" },
  { name: "GET /documents/nda", path: "/documents/nda" },
  { name: "GET /pricing", path: "/pricing" },
  { name: "GET /about", path: "/about" },
  { name: "GET /terms", path: "/terms" },
  { name: "catalogue.questions", path: `/api/trpc/catalogue.questions?batch=1&input=${catalogueInput}` },
  {
    name: "generate (template)",
    path: "/api/trpc/documents.generate?batch=1",
    method: "POST",
    body: generateBody(false),
    signedIn: true,
  },
  {
    name: "generate (AI)",
    path: "/api/trpc/documents.generate?batch=1",
    method: "POST",
    body: generateBody(true),
    signedIn: true,
  },
  { name: "download docx", path: `/api/documents/${documentId}/docx`, signedIn: true },
  { name: "download pdf", path: `/api/documents/${documentId}/pdf`, signedIn: true },
  // The deployment's proxy: its own health figure, since every request through it pays the extra hop.
  ...["/api/health", "/", "/documents", "/pricing", "/about", "/terms"].map((page) => ({
    name: `GET ${page} (gzip, via nginx)`,
    path: page,
    gzip: true,
    viaProxy: true,
  })),
];

type Row = {
  step: string;
  "req/s": number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
  "× health": string;
  /** Server CPU per request, µs: the request thread, the database thread, everything else. */
  "cpu µs req/db/other": string;
};
const rows: Row[] = [];
const healthRps = { app: Number.NaN, proxy: Number.NaN };
const only = process.env.BENCH_STEPS?.split(",").map((word) => word.trim().toLowerCase());
const steps = JS_ONLY
  ? []
  : STEPS.filter((step) => !only || only.some((word) => step.name.toLowerCase().includes(word))).filter(
      (step) => !step.viaProxy || nginxPath(),
    );
const proxy = steps.some((step) => step.viaProxy)
  ? await startProxy({ upstream: `127.0.0.1:${PORT}`, port: PORT + 1 })
  : undefined;
if (!nginxPath() && !JS_ONLY) console.log("  nginx is not installed: no steps through deploy/nginx.conf");
for (const step of steps) {
  const before = cpuMs();
  const via = step.viaProxy ? "proxy" : "app";
  const result = await autocannon({
    url: (step.viaProxy && proxy ? proxy.url : BASE) + step.path,
    method: step.method ?? "GET",
    body: step.body,
    headers: {
      ...(step.body ? { "content-type": "application/json" } : {}),
      ...(step.signedIn ? { cookie } : {}),
      ...(step.gzip ? { "accept-encoding": "gzip, deflate, br" } : {}),
    },
    connections: CONNECTIONS,
    duration: DURATION,
  });
  const after = cpuMs();
  const perRequest = (kind: keyof CpuMs) => Math.round(((after[kind] - before[kind]) * 1000) / result.requests.total);
  const rps = result.requests.average;
  if (step.path === "/api/health") healthRps[via] = rps;
  rows.push({
    step: step.name,
    "req/s": Math.round(rps),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    "× health": `${((rps / healthRps[via]) * 100).toFixed(1)}%`,
    "cpu µs req/db/other": `${perRequest("request")} / ${perRequest("database")} / ${perRequest("other")}`,
  });
  console.log(`  ${step.name}: ${Math.round(rps)} req/s`);
}
await proxy?.stop();
// --- a page under a steady stream of PDF downloads: the renders run on worker threads, off the page's -----
const PDF_RATE = Number(process.env.BENCH_PDF_RATE ?? 20);
let underPdf: Record<string, string | number> | undefined;
const idle = rows.find((row) => row.step === "GET /documents");
if (idle && documentId) {
  const [page, pdf] = await Promise.all([
    autocannon({ url: `${BASE}/documents`, connections: CONNECTIONS, duration: DURATION }),
    autocannon({
      url: `${BASE}/api/documents/${documentId}/pdf`,
      headers: { cookie },
      connections: PDF_RATE,
      overallRate: PDF_RATE,
      duration: DURATION,
    }),
  ]);
  underPdf = {
    "pdf/s (asked)": PDF_RATE,
    "pdf/s (done)": Math.round(pdf.requests.average),
    "pdf p99 ms": pdf.latency.p99,
    "pdf errors": pdf.errors + pdf.timeouts + pdf.non2xx,
    "/documents req/s": Math.round(page.requests.average),
    "/documents p99 ms": page.latency.p99,
    "idle p99 ms": idle.p99_ms,
    "p99 × idle": (page.latency.p99 / idle.p99_ms).toFixed(2),
  };
  console.log(`  GET /documents under ${PDF_RATE} PDF downloads/s: ${Math.round(page.requests.average)} req/s`);
}
memory.afterLoad = rssMb();
if (!JS_ONLY) await sleep(10_000);
memory.atRest = rssMb();

// --- first-load JS: every script the page's HTML loads, gzipped -----------------------------------------
const jsRows: { page: string; scripts: number; "first-load JS gzip kB": number; "HTML kB": number }[] = [];
const gzipCache = new Map<string, number>();
for (const page of PAGES) {
  const response = await fetch(BASE + page, { headers: page === "/dashboard" ? { cookie } : {} });
  const html = await response.text();
  const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"/g)].map((m) => m[1] ?? ""))];
  let bytes = 0;
  for (const src of sources) {
    if (!gzipCache.has(src)) {
      const body = Buffer.from(await (await fetch(new URL(src, BASE))).arrayBuffer());
      gzipCache.set(src, gzipSync(body).length);
    }
    bytes += gzipCache.get(src) ?? 0;
  }
  jsRows.push({
    page,
    scripts: sources.length,
    "first-load JS gzip kB": Math.round(bytes / 1024),
    "HTML kB": Math.round(Buffer.byteLength(html) / 1024),
  });
}
stop();

// --- which routes the build prerendered ----------------------------------------------------------------
const nextDir = path.join(webDir, ".next");
const appRoutes = Object.values(
  JSON.parse(readFileSync(path.join(nextDir, "app-path-routes-manifest.json"), "utf8")) as Record<string, string>,
);
const prerender = JSON.parse(readFileSync(path.join(nextDir, "prerender-manifest.json"), "utf8")) as {
  routes: Record<string, unknown>;
  dynamicRoutes: Record<string, unknown>;
};
const staticRoutes = new Set([...Object.keys(prerender.routes), ...Object.keys(prerender.dynamicRoutes)]);
const pageRoutes = [...new Set(appRoutes)].filter((r) => !r.startsWith("/api/")).sort();

if (!JS_ONLY) {
  console.log(
    `\nHTTP bench: production build on ${benchDatabase === "postgres" ? "Postgres" : "the embedded database (PGlite)"}, autocannon ${CONNECTIONS} connections × ${DURATION} s per step`,
  );
  console.table(rows);
  if (underPdf) {
    console.log(`GET /documents while PDFs download (target: p99 ≤ 2 × its p99 without them, above):`);
    console.table([underPdf]);
  }
  console.log(`generate response: ${(generateResponseBytes / 1024).toFixed(1)} kB`);
  console.log(
    `server memory (RSS): start ${memory.start?.toFixed(0)} MB, after load ${memory.afterLoad?.toFixed(0)} MB, at rest (10 s) ${memory.atRest?.toFixed(0)} MB`,
  );
}
console.table(jsRows);
const isStatic = (route: string) => staticRoutes.has(route) || staticRoutes.has(route === "/" ? "/index" : route);
console.log(`static (prerendered): ${pageRoutes.filter(isStatic).join(" ") || "none"}`);
console.log(`dynamic: ${pageRoutes.filter((r) => !isStatic(r)).join(" ") || "none"}`);
process.exit(0);
