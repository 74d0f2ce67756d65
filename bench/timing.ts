/**
 * `pnpm bench` (timing part): does how long sign-in or a password-reset request takes tell whether an e-mail
 * has an account? Against the production server (embedded database, built by the HTTP part or by
 * `buildOnce`), it times a wrong-password sign-in and a reset request for an existing account and for an
 * unknown address, interleaved, and prints the medians and their ratio. Figures only: no assertions.
 *
 * BENCH_TIMING_ROUNDS (default 60) sets the samples per kind; BENCH_PORT + 1 is the port.
 */
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";

import { buildOnce, startServer } from "./server";

const ROUNDS = Number(process.env.BENCH_TIMING_ROUNDS ?? 60);
const PORT = Number(process.env.BENCH_PORT ?? 3850) + 1;
const PASSWORD = "correct-horse-battery";
const GAP_MS = 50;

buildOnce();
const server = await startServer(PORT);
const base = server.base;

async function csrf() {
  const res = await fetch(`${base}/api/auth/csrf`);
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { cookie, token: ((await res.json()) as { csrfToken: string }).csrfToken };
}

/** Milliseconds for one wrong-password sign-in, as next-auth's client sends it (CSRF token fetched first). */
async function signInTime(email: string) {
  const { cookie, token } = await csrf();
  const started = performance.now();
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-auth-return-redirect": "1", cookie },
    body: new URLSearchParams({ email, password: "not-the-password", csrfToken: token }),
  });
  await res.text();
  return performance.now() - started;
}

async function resetTime(email: string) {
  const started = performance.now();
  const res = await fetch(`${base}/api/trpc/auth.requestPasswordReset?batch=1`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ 0: { json: { email } } }),
  });
  await res.text();
  return performance.now() - started;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

try {
  const known = `timing-${Date.now()}@example.com`;
  await fetch(`${base}/api/trpc/auth.signUp?batch=1`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ 0: { json: { email: known, password: PASSWORD, confirmPassword: PASSWORD } } }),
  });
  const unknown = (i: number) => `nobody-${i}-${Date.now()}@example.com`;
  // Warm-up: the first sign-in of each kind pays for loading code (and the unknown path's one-time hash).
  await signInTime(known);
  await signInTime(unknown(-1));

  const rows: [string, number[], number[]][] = [];
  for (const [name, time] of [
    ["sign-in (wrong password)", signInTime],
    ["password-reset request", resetTime],
  ] as const) {
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      // Each request is timed alone: what a request defers (the reset mail) finishes before the next starts.
      knownTimes.push(await time(known));
      await sleep(GAP_MS);
      unknownTimes.push(await time(unknown(i)));
      await sleep(GAP_MS);
    }
    rows.push([name, knownTimes, unknownTimes]);
  }
  console.log(`\nAccount enumeration by timing (${ROUNDS} of each, interleaved, one at a time)`);
  console.log("| request | known e-mail p50 | unknown e-mail p50 | unknown / known |");
  console.log("|---|---|---|---|");
  for (const [name, knownTimes, unknownTimes] of rows) {
    const k = median(knownTimes);
    const u = median(unknownTimes);
    console.log(`| ${name} | ${k.toFixed(1)} ms | ${u.toFixed(1)} ms | ${((u / k) * 100).toFixed(0)}% |`);
  }
} finally {
  server.stop();
}
