/**
 * `pnpm --filter @lexforge/bench lighthouse`: Lighthouse (mobile, its default) on the main public pages
 * (PAGES), against the production build on the embedded database, with the system Chromium. Prints the
 * four category scores, CLS, LCP and TBT per page. Figures only: no assertions.
 *
 * BENCH_SKIP_BUILD=1 reuses apps/web/.next; LIGHTHOUSE_URL points at a server already running instead;
 * CHROMIUM_PATH overrides /usr/bin/chromium; LIGHTHOUSE_RUNS (default 1) takes the median of several runs.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { buildOnce, startServer } from "./server";

const PAGES = ["/", "/documents", "/documents/nda", "/pricing", "/sign-in"];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1) || 1);

let base = process.env.LIGHTHOUSE_URL;
let stop = () => {};
if (!base) {
  buildOnce();
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3851));
  base = server.base;
  stop = server.stop;
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"],
});

type Row = Record<string, string | number>;
/** The median of the runs that produced the figure: a run whose trace gave no value (NaN) is left out. */
const median = (values: number[]) => {
  const measured = values.filter(Number.isFinite).sort((a, b) => a - b);
  return measured[Math.floor(measured.length / 2)] ?? Number.NaN;
};
const rows: Row[] = [];
try {
  // One warm-up visit per page: the first request of a fresh server compiles nothing, but warms its caches.
  for (const page of PAGES) await fetch(base + page).catch(() => undefined);
  for (const page of PAGES) {
    const runs: Record<string, number>[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(base + page, { port: chrome.port, output: "json", logLevel: "error" });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${page}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      runs.push({
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
        seo: score("seo"),
        cls: audit("cumulative-layout-shift"),
        lcp_ms: audit("largest-contentful-paint"),
        tbt_ms: audit("total-blocking-time"),
      });
    }
    const pick = (key: string) => median(runs.map((run) => run[key] ?? Number.NaN));
    rows.push({
      page,
      performance: pick("performance"),
      accessibility: pick("accessibility"),
      "best-practices": pick("best-practices"),
      seo: pick("seo"),
      CLS: pick("cls").toFixed(3),
      "LCP ms": Math.round(pick("lcp_ms")),
      "TBT ms": Math.round(pick("tbt_ms")),
      runs: `${runs.filter((run) => Number.isFinite(run.performance)).length}/${RUNS}`,
    });
  }
} finally {
  chrome.kill();
  stop();
}
console.log(`Lighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ""}mobile, ${base}`);
console.table(rows);
process.exit(0);
