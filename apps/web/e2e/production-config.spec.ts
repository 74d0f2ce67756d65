import { spawn } from "node:child_process";
import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { type LocalSmtp, startSmtp } from "./support/smtp";

/**
 * The production build started as an operator would (`pnpm start`: the standalone server, APP_ENV unset, so
 * "production"), on ports of its own, to check what a misconfigured or minimal deployment does.
 */
const webDir = path.dirname(import.meta.dirname);
/** Next to the suite's own server (E2E_PORT), so parallel checkouts running the suite do not collide. */
const basePort = Number(process.env.E2E_PORT ?? 3100);

type Started = { port: number; output: () => string; exited: Promise<number | null>; stop: () => void };

/** A local mail server for the production servers that start (production refuses to without SMTP_URL). */
let smtp: LocalSmtp;
test.beforeAll(async () => {
  smtp = await startSmtp();
});
test.afterAll(() => smtp.close());

function startProduction(port: number, extraEnv: Partial<NodeJS.ProcessEnv>): Started {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lexforge-prod-"));
  const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: dataDir, NEXT_TELEMETRY_DISABLED: "1" };
  for (const name of ["APP_ENV", "AUTH_SECRET", "DATABASE_URL", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"])
    delete env[name];
  Object.assign(env, { APP_URL: `http://localhost:${port}`, PORT: String(port), SMTP_URL: smtp.url }, extraEnv);
  const child = spawn("node", ["scripts/start.mjs"], {
    cwd: webDir,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  void exited.then(() => rmSync(dataDir, { recursive: true, force: true }));
  return { port, output: () => output, exited, stop: () => child.kill("SIGTERM") };
}

/** The exit code of a server expected to refuse to start, or "running" (then stopped) if it started after all. */
async function refusal(server: Started) {
  const code = await Promise.race([
    server.exited,
    new Promise<"running">((r) => setTimeout(() => r("running"), 30_000)),
  ]);
  if (code === "running") server.stop();
  return code;
}

/** A fresh embedded database is created and migrated first: 10 s alone, more while other suites run. */
async function waitForHealth(server: Started) {
  await expect
    .poll(async () => (await fetch(`http://localhost:${server.port}/api/health`).catch(() => null))?.status, {
      timeout: 90_000,
    })
    .toBe(200);
}

test.describe("production start-up", () => {
  // Each server creates and migrates its own database before it answers (see waitForHealth).
  test.describe.configure({ timeout: 150_000 });
  test("without AUTH_SECRET the server refuses to start and says why in one line", async () => {
    const server = startProduction(basePort + 91, {});
    expect(await refusal(server)).toBe(1);
    const lines = server
      .output()
      .split("\n")
      .filter((line) => line.includes("Lexforge cannot start"));
    expect(lines).toEqual([expect.stringContaining("AUTH_SECRET is not set")]);
  });

  test("the development secret never signs sessions in a build, whatever NODE_ENV and APP_ENV say", async () => {
    // The fallback secret is for `next dev` only: a build given NODE_ENV=development must still refuse.
    const server = startProduction(basePort + 91, { NODE_ENV: "development", APP_ENV: "development" });
    expect(await refusal(server)).toBe(1);
    expect(server.output()).toContain("AUTH_SECRET is not set");
  });

  test("without APP_URL the production server refuses to start", async () => {
    const server = startProduction(basePort + 91, { AUTH_SECRET: "production-config-spec-secret-123", APP_URL: "" });
    expect(await refusal(server)).toBe(1);
    expect(server.output()).toContain("APP_URL is not set");
  });

  test("without DATABASE_URL or a chosen PGLITE_DIR the production server refuses to start", async () => {
    const server = startProduction(basePort + 97, { AUTH_SECRET: "production-config-spec-secret-123", PGLITE_DIR: "" });
    expect(await refusal(server)).toBe(1);
    expect(server.output()).toContain("DATABASE_URL is not set: a production server needs Postgres");
  });

  test("a SEAL_P12 its passphrase does not open: the server refuses to start and says which", async () => {
    const server = startProduction(basePort + 86, {
      AUTH_SECRET: "production-config-spec-secret-123",
      SEAL_P12: Buffer.from("not a PKCS#12 file").toString("base64"),
      SEAL_P12_PASSPHRASE: "wrong",
    });
    expect(await refusal(server)).toBe(1);
    expect(server.output()).toContain("SEAL_P12 is not a PKCS#12 file that SEAL_P12_PASSPHRASE opens");
  });

  test("without SMTP_URL the production server refuses to start", async () => {
    const server = startProduction(basePort + 91, { AUTH_SECRET: "production-config-spec-secret-123", SMTP_URL: "" });
    expect(await refusal(server)).toBe(1);
    expect(server.output()).toContain("SMTP_URL is not set: verification and password-reset mail cannot be sent");
  });

  test("SIGTERM lets a request in flight finish before the server exits", async () => {
    const server = startProduction(basePort + 88, { AUTH_SECRET: "production-config-spec-secret-123" });
    try {
      await waitForHealth(server);
      const password = "correct-horse-battery";
      const body = JSON.stringify({
        0: { json: { email: `graceful-${Date.now()}@example.com`, password, confirmPassword: password } },
      });
      // The request is under way (headers and part of its body sent) when the signal comes; the rest of the
      // body follows after it, and the answer must still arrive.
      const answered = new Promise<number>((resolve, reject) => {
        const request = http.request(
          {
            port: server.port,
            path: "/api/trpc/auth.signUp?batch=1",
            method: "POST",
            headers: {
              "content-type": "application/json",
              "content-length": Buffer.byteLength(body),
              origin: `http://localhost:${server.port}`,
            },
          },
          (response) => {
            response.resume();
            response.on("end", () => resolve(response.statusCode ?? 0));
          },
        );
        request.on("error", reject);
        request.write(body.slice(0, 10));
        setTimeout(() => {
          server.stop();
          setTimeout(() => request.end(body.slice(10)), 500);
        }, 300);
      });
      expect(await answered).toBe(200);
      expect(await server.exited).toBe(143);
    } finally {
      server.stop();
    }
  });

  test("without a Stripe key, /pricing has no test-card notice and no working pay button", async ({ page }) => {
    const server = startProduction(basePort + 92, { AUTH_SECRET: "production-config-spec-secret-123" });
    try {
      await waitForHealth(server);
      await page.goto(`http://localhost:${server.port}/pricing`);
      await expect(page.getByRole("heading", { name: "Simple, Transparent Pricing" })).toBeVisible();
      await expect(page.getByText("This is a test environment")).toHaveCount(0);
      await expect(page.getByText("Payments are not available right now. Please try again later.")).toBeVisible();
      await page.getByTestId("plan-standard").click();
      await expect(page.getByTestId("plan-standard")).toContainText("Selected");
      await expect(page.getByRole("button", { name: "Pay $10 for Standard" })).toBeDisabled();

      // `pnpm start` is the standalone server the image runs, with its static files: no warning from
      // `next start`, and the page's scripts load.
      const script = await page.locator("script[src^='/_next/static/']").first().getAttribute("src");
      expect((await fetch(`http://localhost:${server.port}${script}`)).status).toBe(200);
      expect(server.output()).not.toContain("does not work with");
    } finally {
      server.stop();
      await server.exited;
    }
  });
});
