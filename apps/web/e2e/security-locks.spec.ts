import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, test } from "@playwright/test";
import postgres from "postgres";

import { type LocalSmtp, startSmtp } from "./support/smtp";

/**
 * The locks on the front door, tried as an attacker would against the production build started as an
 * operator starts it (APP_ENV=production, APP_URL set, no proxy declared, the real limits). Every request
 * leaves from a loopback address of its own (127.0.0.x), so the server sees real, distinct client addresses
 * on its sockets, and each test's per-address counts are its own.
 */
const webDir = path.dirname(import.meta.dirname);
const port = Number(process.env.E2E_PORT ?? 3100) + 89;
const APP_URL = `http://localhost:${port}`;
const PASSWORD = "correct-horse-battery";
const LIMITS = { signInAccount: 10, signInIp: 100, signUpIp: 10, support: 5, email: 3, emailRecipient: 3 };

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string };

/** One HTTP request from the loopback address `from`, sent to the server's socket directly. */
function send(
  from: string,
  pathname: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path: pathname, method, localAddress: from, headers: { origin: APP_URL, ...headers } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const cookiesOf = (answer: Answer) => (answer.headers["set-cookie"] ?? []).map((cookie) => cookie.split(";")[0] ?? "");
const hasSession = (answer: Answer) => cookiesOf(answer).some((cookie) => cookie.includes("session-token="));
const spoofed = (i: number) => ({ "x-forwarded-for": `203.0.113.${i % 250}`, "x-real-ip": `198.51.100.${i % 250}` });

async function csrf(from: string) {
  const answer = await send(from, "/api/auth/csrf");
  return { token: (JSON.parse(answer.text) as { csrfToken: string }).csrfToken, cookies: cookiesOf(answer) };
}

/** What next-auth's signIn("credentials") sends, with the body and headers a test wants instead. */
async function signIn(
  from: string,
  fields: [string, string][],
  { contentType = "application/x-www-form-urlencoded", json = false, headers = {} } = {},
) {
  const { token, cookies } = await csrf(from);
  const all: [string, string][] = [...fields, ["csrfToken", token], ["callbackUrl", `${APP_URL}/dashboard`]];
  const body = json ? JSON.stringify(Object.fromEntries(all)) : new URLSearchParams(all).toString();
  const answer = await send(from, "/api/auth/callback/credentials", {
    method: "POST",
    headers: {
      "content-type": json ? "application/json" : contentType,
      "x-auth-return-redirect": "1",
      cookie: cookies.join("; "),
      ...headers,
    },
    body,
  });
  const url = answer.status < 300 || answer.status === 429 ? (JSON.parse(answer.text) as { url?: string }).url : "";
  return { ...answer, error: url ? new URL(url).searchParams.get("error") : null, url: url ?? "" };
}

const credentials = (email: string, password: string): [string, string][] => [
  ["email", email],
  ["password", password],
];

function trpc(from: string, procedure: string, input: unknown, headers: Record<string, string> = {}) {
  return send(from, `/api/trpc/${procedure}?batch=1`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ 0: { json: input } }),
  });
}

const signUp = (from: string, email: string, headers: Record<string, string> = {}) =>
  trpc(from, "auth.signUp", { email, password: PASSWORD, confirmPassword: PASSWORD }, headers);
const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString("hex")}@example.com`;

test.describe("locks that hold (production build, no proxy declared)", () => {
  test.describe.configure({ mode: "serial" });
  test.setTimeout(120_000);

  let output = "";
  let stop = () => undefined as void;
  let exited: Promise<unknown> = Promise.resolve();
  let smtp: LocalSmtp | undefined;
  let cleanUp: () => Promise<void> = () => Promise.resolve();

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const dataDir = mkdtempSync(path.join(tmpdir(), "lexforge-locks-"));
    smtp = await startSmtp();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      APP_ENV: "production",
      APP_URL,
      AUTH_SECRET: "locks-spec-secret-0123456789abcdef",
      SMTP_URL: smtp.url,
      NEXT_TELEMETRY_DISABLED: "1",
    };
    for (const name of ["RATE_LIMIT_SCALE", "TRUST_FORWARDED_HEADERS", "PGLITE_DIR"]) delete env[name];
    let admin: ReturnType<typeof postgres> | undefined;
    const dbName = `lexforge_locks_${randomBytes(6).toString("hex")}`;
    if (env.DATABASE_URL) {
      admin = postgres(env.DATABASE_URL, { max: 1, onnotice: () => undefined });
      await admin.unsafe(`CREATE DATABASE ${dbName}`);
      const target = new URL(env.DATABASE_URL);
      target.pathname = `/${dbName}`;
      env.DATABASE_URL = target.toString();
    } else env.PGLITE_DIR = path.join(dataDir, "pglite");

    const child = spawn("pnpm", ["exec", "next", "start", "-p", String(port)], {
      cwd: webDir,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    exited = new Promise((resolve) => child.on("exit", resolve));
    stop = () => void child.kill("SIGTERM");
    cleanUp = async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await smtp?.close();
      await admin?.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin?.end({ timeout: 5 });
    };
    await expect
      .poll(async () => (await send("127.0.0.1", "/api/health").catch(() => null))?.status, { timeout: 90_000 })
      .toBe(200);
  });

  test.afterAll(async () => {
    stop();
    await exited;
    await cleanUp();
  });

  test("a locked account stays locked: a repeated e-mail field or a JSON body is refused unchecked", async () => {
    const victim = unique("victim");
    expect((await signUp("127.0.0.10", victim)).status).toBe(200);
    for (let i = 0; i < LIMITS.signInAccount; i++) {
      const failed = await signIn("127.0.0.11", credentials(victim, `wrong-${i}`));
      expect([failed.status, failed.error]).toEqual([200, "CredentialsSignin"]);
    }
    const locked = await signIn("127.0.0.12", credentials(victim, PASSWORD));
    expect([locked.status, locked.error, hasSession(locked)]).toEqual([429, "RateLimited", false]);

    for (let i = 0; i < 25; i++) {
      const guess = await signIn("127.0.0.13", [
        ["email", "decoy@example.com"],
        ["email", victim],
        ["password", `guess-${i}`],
      ]);
      expect(guess.status).toBe(400);
    }
    for (const attempt of [
      signIn("127.0.0.13", [["email", "decoy@example.com"], ...credentials(victim, PASSWORD)]),
      signIn("127.0.0.13", [...credentials(victim, PASSWORD), ["password", PASSWORD]]),
      signIn("127.0.0.13", credentials(victim, PASSWORD), { json: true }),
      signIn("127.0.0.13", credentials(victim, PASSWORD), { contentType: "text/plain" }),
    ]) {
      const answer = await attempt;
      expect(answer.status).toBe(400);
      expect(hasSession(answer)).toBe(false);
    }
    const still = await signIn("127.0.0.14", credentials(victim, PASSWORD));
    expect([still.status, hasSession(still)]).toEqual([429, false]);
  });

  test("a JSON body under a form content type that names JSON is read as the form it claims to be: no sign-in", async () => {
    const user = unique("dodge");
    expect((await signUp("127.0.0.15", user)).status).toBe(200);
    const { token, cookies } = await csrf("127.0.0.15");
    const answer = await send("127.0.0.15", "/api/auth/callback/credentials", {
      method: "POST",
      headers: {
        // Auth.js reads a body as JSON when its content type merely contains "application/json".
        "content-type": "application/x-www-form-urlencoded; x=application/json",
        "x-auth-return-redirect": "1",
        cookie: cookies.join("; "),
      },
      body: JSON.stringify({ email: user, password: PASSWORD, csrfToken: token, callbackUrl: `${APP_URL}/dashboard` }),
    });
    expect(hasSession(answer)).toBe(false);
    // The same account signs in with its form.
    expect(hasSession(await signIn("127.0.0.15", credentials(user, PASSWORD)))).toBe(true);
  });

  test("a parallel burst of 30 with the right password last: at most 10 are checked and the right one is refused", async () => {
    const victim = unique("burst");
    expect((await signUp("127.0.0.20", victim)).status).toBe(200);
    const wrong = Array.from({ length: 29 }, (_, i) => signIn("127.0.0.21", credentials(victim, `wrong-${i}`)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const right = signIn("127.0.0.21", credentials(victim, PASSWORD));
    const answers = await Promise.all([...wrong, right]);
    const checked = answers.filter((a) => a.status === 200 && a.error === "CredentialsSignin");
    expect(checked.length).toBeLessThanOrEqual(LIMITS.signInAccount);
    expect(answers.filter(hasSession)).toEqual([]);
    expect((await right).status).toBe(429);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(30 - LIMITS.signInAccount);
  });

  test("sign-up, contact and reset limits count the socket's address, whatever X-Forwarded-For or X-Real-IP say", async () => {
    const signUps = [];
    for (let i = 0; i < LIMITS.signUpIp + 2; i++)
      signUps.push((await signUp("127.0.0.30", unique("farm"), spoofed(i))).status);
    expect(signUps).toEqual([...Array<number>(LIMITS.signUpIp).fill(200), 429, 429]);

    const contacts = [];
    for (let i = 0; i < LIMITS.support + 2; i++) {
      const message = { kind: "contact", name: "Flood", email: "flood@example.com", message: `m${i}` };
      contacts.push((await trpc("127.0.0.31", "chat.submit", message, spoofed(i))).status);
    }
    expect(contacts).toEqual([...Array<number>(LIMITS.support).fill(200), 429, 429]);

    const resets = [];
    for (let i = 0; i < LIMITS.email + 2; i++) {
      resets.push((await trpc("127.0.0.32", "auth.requestPasswordReset", { email: unique("x") }, spoofed(i))).status);
    }
    expect(resets).toEqual([...Array<number>(LIMITS.email).fill(200), 429, 429]);
  });

  test("one recipient gets at most 3 account mails an hour, however many addresses ask", async () => {
    const victim = unique("bombed");
    expect((await signUp("127.0.0.40", victim)).status).toBe(200);
    for (let i = 0; i < 8; i++) {
      expect((await trpc(`127.0.0.${41 + i}`, "auth.requestPasswordReset", { email: victim })).status).toBe(200);
    }
    const mails = () => smtp?.inbox.filter((mail) => mail.to.includes(victim)).length ?? 0;
    // Sent after each answer: wait until the count stops changing.
    await expect.poll(mails).toBe(LIMITS.emailRecipient);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mails()).toBe(LIMITS.emailRecipient);
  });

  test("the per-address sign-in lock holds with a new X-Forwarded-For on every guess", async () => {
    const target = unique("sprayed");
    expect((await signUp("127.0.0.50", target)).status).toBe(200);
    for (let batch = 0; batch < LIMITS.signInIp / 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          signIn("127.0.0.51", credentials(unique("spray"), "123456"), { headers: spoofed(batch * 10 + i) }),
        ),
      );
      expect(answers.map((a) => a.error)).toEqual(Array(10).fill("CredentialsSignin"));
    }
    const refused = await signIn("127.0.0.51", credentials(target, PASSWORD), { headers: spoofed(999) });
    expect([refused.status, hasSession(refused)]).toEqual([429, false]);
    const elsewhere = await signIn("127.0.0.52", credentials(target, PASSWORD));
    expect([elsewhere.status, hasSession(elsewhere)]).toEqual([200, true]);
  });

  test("a client's X-Forwarded-Proto and -Host change neither cookie names nor where Auth.js sends the browser", async () => {
    const forged = { "x-forwarded-proto": "https", "x-forwarded-host": "evil.example" };
    const answer = await send("127.0.0.60", "/api/auth/csrf", { headers: forged });
    const names = cookiesOf(answer).map((cookie) => cookie.split("=")[0] ?? "");
    expect(names).toContain("authjs.csrf-token");
    expect(names.filter((name) => /^__(Host|Secure)-/.test(name))).toEqual([]);
    const failed = await signIn("127.0.0.60", credentials(unique("nobody"), "wrong"), { headers: forged });
    expect(new URL(failed.url).origin).toBe(APP_URL);
    const signOut = await send("127.0.0.60", "/api/auth/signout", {
      method: "POST",
      headers: { ...forged, "content-type": "application/x-www-form-urlencoded", "x-auth-return-redirect": "1" },
      body: new URLSearchParams({ csrfToken: "x", callbackUrl: "https://evil.example/" }).toString(),
    });
    expect(new URL((JSON.parse(signOut.text) as { url: string }).url).origin).toBe(APP_URL);
  });

  test("a failed sign-in leaves one JSON log line and no stack", async () => {
    const before = output.length;
    const email = unique("logged");
    for (let i = 0; i < 3; i++) await signIn("127.0.0.70", credentials(email, `wrong-${i}`));
    const lines = () => output.slice(before).split("\n").filter(Boolean);
    const authLines = () =>
      lines()
        .filter((line) => line.includes('"event":"auth"'))
        .map((line) => {
          const { level, type, code } = JSON.parse(line) as Record<string, unknown>;
          return { level, type, code };
        });
    // The server writes its log lines as it answers; wait for them rather than for a fixed time.
    await expect
      .poll(authLines)
      .toEqual(Array(3).fill({ level: "warn", type: "CredentialsSignin", code: "credentials" }));
    expect(lines().filter((line) => /^\s+at /.test(line))).toEqual([]);
    expect(output.slice(before)).not.toContain(email);
  });
});
