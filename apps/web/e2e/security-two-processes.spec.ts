import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";

import { expect, test } from "@playwright/test";
import postgres from "postgres";

/**
 * Two app processes (production build) on one Postgres database, as two replicas behind a load balancer:
 * a sign-in lockout earned on either holds on both, and a session ended on one is dead on the other.
 */
const webDir = path.dirname(import.meta.dirname);
const basePort = Number(process.env.E2E_PORT ?? 3100);
const serverUrl = process.env.DATABASE_URL;
const PASSWORD = "correct-horse-battery";

function startApp(port: number, databaseUrl: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    APP_ENV: "test",
    AUTH_SECRET: "two-processes-spec-secret-0123456789",
    // Behind a proxy in production; here it lets each test act from its own client address.
    TRUST_FORWARDED_HEADERS: "true",
    NEXT_TELEMETRY_DISABLED: "1",
  };
  delete env.RATE_LIMIT_SCALE;
  delete env.APP_URL;
  const child = spawn("pnpm", ["exec", "next", "start", "-p", String(port)], {
    cwd: webDir,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { base: `http://localhost:${port}`, output: () => output, exited, stop: () => child.kill("SIGTERM") };
}

const cookiesOf = (res: Response) => res.headers.getSetCookie().map((cookie) => cookie.split(";")[0] ?? "");
const sessionCookie = (cookies: string[]) => cookies.find((cookie) => cookie.startsWith("authjs.session-token="));

async function signUp(base: string, email: string, ip: string) {
  const res = await fetch(`${base}/api/trpc/auth.signUp`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, "x-forwarded-for": ip },
    body: JSON.stringify({ json: { email, password: PASSWORD, confirmPassword: PASSWORD } }),
  });
  expect(res.status).toBe(200);
}

async function csrf(base: string, ip: string) {
  const res = await fetch(`${base}/api/auth/csrf`, { headers: { "x-forwarded-for": ip } });
  return { token: ((await res.json()) as { csrfToken: string }).csrfToken, cookies: cookiesOf(res) };
}

/** The request next-auth's signIn("credentials") makes. */
async function signIn(base: string, email: string, password: string, ip: string) {
  const { token, cookies } = await csrf(base, ip);
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-auth-return-redirect": "1",
      origin: base,
      cookie: cookies.join("; "),
      "x-forwarded-for": ip,
    },
    body: new URLSearchParams({ email, password, csrfToken: token, callbackUrl: `${base}/dashboard` }),
  });
  const body = (await res.json()) as { url: string };
  return {
    status: res.status,
    retryAfter: res.headers.get("retry-after"),
    error: new URL(body.url).searchParams.get("error"),
    session: sessionCookie(cookiesOf(res)),
  };
}

async function sessionUser(base: string, cookie: string) {
  const res = await fetch(`${base}/api/auth/session`, { headers: { cookie } });
  return ((await res.json()) as { user?: { email?: string } } | null)?.user?.email ?? null;
}

async function signOut(base: string, session: string) {
  const { token, cookies } = await csrf(base, "192.0.2.250");
  const res = await fetch(`${base}/api/auth/signout`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-auth-return-redirect": "1",
      origin: base,
      cookie: [...cookies, session].join("; "),
    },
    body: new URLSearchParams({ csrfToken: token, callbackUrl: base }),
  });
  expect(res.status).toBe(200);
}

test.describe("two app processes, one database", () => {
  test.skip(!serverUrl, "needs a Postgres server (DATABASE_URL); the embedded PGlite is single-process");
  test.describe.configure({ mode: "serial" });

  let apps: ReturnType<typeof startApp>[] = [];
  let admin: ReturnType<typeof postgres>;
  let dbName = "";

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dbName = `lexforge_security_${randomBytes(6).toString("hex")}`;
    admin = postgres(serverUrl ?? "", { max: 1, onnotice: () => undefined });
    await admin.unsafe(`CREATE DATABASE ${dbName}`);
    const target = new URL(serverUrl ?? "");
    target.pathname = `/${dbName}`;
    // One after the other: each migrates on start; the second finds the schema in place.
    apps = [startApp(basePort + 95, target.toString())];
    await waitForHealth(apps[0]?.base ?? "");
    apps.push(startApp(basePort + 96, target.toString()));
    await waitForHealth(apps[1]?.base ?? "");
  });

  test.afterAll(async () => {
    for (const app of apps) app.stop();
    await Promise.all(apps.map((app) => app.exited));
    await admin.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end({ timeout: 5 });
  });

  test("sign-in lockout: 10 wrong passwords spread over both processes, then 429 on both, even with the right password", async ({
    page,
  }) => {
    const [a, b] = apps.map((app) => app.base) as [string, string];
    const email = `lockout-${randomBytes(4).toString("hex")}@example.com`;
    await signUp(a, email, "192.0.2.10");

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      // Alternate processes and client addresses: the account's count is shared by both.
      const result = await signIn(attempt % 2 ? b : a, email, `wrong-${attempt}`, `192.0.2.${20 + attempt}`);
      statuses.push(result.status);
      expect(result.error).toBe("CredentialsSignin");
    }
    expect(statuses).toEqual(Array(10).fill(200));

    for (const base of [a, b]) {
      const locked = await signIn(base, email, PASSWORD, "192.0.2.99");
      expect(locked.status).toBe(429);
      expect(Number(locked.retryAfter)).toBeGreaterThan(0);
      expect(locked.error).toBe("RateLimited");
      expect(locked.session).toBeUndefined();
    }

    // The sign-in form says so.
    await page.goto(`${b}/sign-in`);
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByText("Too many attempts. Please wait a few minutes and try again.")).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in/);
  });

  test("sign-up farming: the 11th sign-up from one address within the hour is refused on the other process", async () => {
    const [a, b] = apps.map((app) => app.base) as [string, string];
    const ip = "192.0.2.77";
    for (let i = 0; i < 10; i++)
      await signUp(i % 2 ? b : a, `farm-${i}-${randomBytes(3).toString("hex")}@example.com`, ip);
    const res = await fetch(`${b}/api/trpc/auth.signUp`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: b, "x-forwarded-for": ip },
      body: JSON.stringify({ json: { email: "farm-11@example.com", password: PASSWORD, confirmPassword: PASSWORD } }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  test("a copied cookie stops working on both processes once the session is signed out on one", async () => {
    const [a, b] = apps.map((app) => app.base) as [string, string];
    const email = `copied-${randomBytes(4).toString("hex")}@example.com`;
    await signUp(a, email, "192.0.2.30");
    const { session } = await signIn(a, email, PASSWORD, "192.0.2.31");
    if (!session) throw new Error("no session cookie");
    const copied = session;

    expect(await sessionUser(a, copied)).toBe(email);
    expect(await sessionUser(b, copied)).toBe(email);

    await signOut(b, session);

    expect(await sessionUser(a, copied)).toBeNull();
    expect(await sessionUser(b, copied)).toBeNull();
    const profile = await fetch(`${a}/api/trpc/account.profile`, { headers: { cookie: copied } });
    expect(profile.status).toBe(401);
    const dashboard = await fetch(`${b}/dashboard`, { headers: { cookie: copied }, redirect: "manual" });
    expect(dashboard.status).toBeGreaterThanOrEqual(300);
    expect(dashboard.headers.get("location") ?? "").toContain("/sign-in");
  });
});

async function waitForHealth(base: string) {
  await expect
    .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status, { timeout: 90_000 })
    .toBe(200);
}
