import { it } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createDb } from "@lexforge/db/client";
import { seedUser } from "@lexforge/db/seed";
import { createCaller, createTRPCContext } from "../src";
import { ndaRequest } from "./support/api";

it("profile", async () => {
  const stats = new Map<string, { n: number; ms: number }>();
  const handle = await createDb({ pgliteDir: process.env.MEM ? "memory://" : mkdtempSync(path.join(tmpdir(), "pp-")) });
  const client = (handle.db as any).$client;
  for (const m of ["query", "exec", "transaction"] as const) {
    const orig = client[m].bind(client);
    client[m] = async function (this: any, ...args: any[]) {
      const t0 = performance.now();
      try { return await orig(...args); } finally {
        const key = m + ": " + (m === "execProtocol" ? "proto" : String(args[0]).replace(/\s+/g, " ").slice(0, 110));
        const s = stats.get(key) ?? { n: 0, ms: 0 }; s.n++; s.ms += performance.now() - t0; stats.set(key, s);
      }
    };
  }
  const user = await seedUser(handle.db, { credits: 100000 });
  const api = createCaller(createTRPCContext({ db: handle.db, session: { user: { id: user.id }, expires: new Date(Date.now() + 3600_000).toISOString() }, appUrl: "http://x", payments: { production: false } } as any));
  if (process.env.ALTER) await client.exec(process.env.ALTER);
  for (let i = 0; i < 30; i++) await api.generator.generate(ndaRequest({ useAI: false }));
  stats.clear();
  const N = 300; const t0 = performance.now();
  for (let i = 0; i < N; i++) await api.generator.generate(ndaRequest({ useAI: false }));
  const total = performance.now() - t0;
  console.log("per generate ms", (total / N).toFixed(3));
  for (const [k, s] of [...stats].sort((a, b) => b[1].ms - a[1].ms).slice(0, 15)) console.log((s.ms / N).toFixed(3), "ms/gen", s.n / N, "x", k);
}, 120_000);
