// Starts `next start` for the end-to-end run: a fresh embedded database unless DATABASE_URL is set, and
// a local OpenID Connect server standing in for Google so the real next-auth Google flow runs offline.
import { execFileSync, spawn } from "node:child_process";
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { OAuth2Server } from "oauth2-mock-server";
import postgres from "postgres";

import { E2E_SEAL_PASSPHRASE, e2eSealFile } from "./support/seal.mjs";

export const GOOGLE_E2E_USER = { email: "grace.google@example.com", name: "Grace Google" };
const port = process.argv[2] ?? "3100";
// Beside the app port by default, so parallel checkouts running the suite do not collide.
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? Number(port) + 99);
const clientId = "lexforge-e2e.apps.googleusercontent.com";

const oidc = new OAuth2Server();
await oidc.issuer.keys.generate("RS256");
oidc.service.on("beforeTokenSigning", (token) => {
  token.payload.aud = clientId;
  token.payload.sub = "google-e2e-user";
  token.payload.email = GOOGLE_E2E_USER.email;
  token.payload.email_verified = true;
  token.payload.name = GOOGLE_E2E_USER.name;
});
await oidc.start(oidcPort, "localhost");

const env = {
  ...process.env,
  APP_ENV: "test",
  AUTH_SECRET: process.env.AUTH_SECRET ?? "e2e-only-secret-0123456789abcdef",
  PORT: port,
  NEXT_TELEMETRY_DISABLED: "1",
  AUTH_GOOGLE_ID: clientId,
  AUTH_GOOGLE_SECRET: "e2e-client-secret",
  AUTH_GOOGLE_ISSUER: `http://localhost:${oidcPort}`,
  // The suite signs up hundreds of users from one address; security-two-processes.spec starts its own servers
  // with the real limits.
  RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE ?? "1000",
};
if (!env.DATABASE_URL) env.PGLITE_DIR = mkdtempSync(path.join(tmpdir(), "lexforge-e2e-"));
else env.DATABASE_URL = await freshDatabase(env.DATABASE_URL, `e2e_${port}`);

/**
 * With a Postgres server, each e2e server (one per Playwright worker) gets a database of its own, created
 * empty here and migrated by the app at start-up, so workers never see each other's rows.
 */
async function freshDatabase(serverUrl, suffix) {
  const url = new URL(serverUrl);
  const name = `${url.pathname.slice(1) || "lexforge"}_${suffix}`.replace(/[^a-z0-9_]/gi, "_");
  const sql = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await sql.unsafe(`CREATE DATABASE "${name}"`);
  } finally {
    await sql.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

// The seal on signed PDFs comes from configuration as in a deployment: a certificate made here with openssl, kept
// beside the logs so signing-online.spec.ts can check a sealed file names exactly this certificate.
const sealFile = e2eSealFile(port);
if (!env.SEAL_P12) {
  try {
    mkdirSync(path.dirname(sealFile), { recursive: true });
    const work = mkdtempSync(path.join(tmpdir(), "lexforge-seal-"));
    const [key, cert] = [path.join(work, "key.pem"), path.join(work, "cert.pem")];
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-keyout",
        key,
        "-out",
        cert,
        "-days",
        "30",
        "-subj",
        "/CN=Lexforge e2e seal",
      ],
      { stdio: "ignore" },
    );
    execFileSync(
      "openssl",
      ["pkcs12", "-export", "-inkey", key, "-in", cert, "-out", sealFile, "-passout", `pass:${E2E_SEAL_PASSPHRASE}`],
      { stdio: "ignore" },
    );
    rmSync(work, { recursive: true, force: true });
    env.SEAL_P12 = readFileSync(sealFile).toString("base64");
    env.SEAL_P12_PASSPHRASE = E2E_SEAL_PASSPHRASE;
  } catch {
    // No openssl here: the server makes its own self-signed key, and the spec can check only that seals verify.
    rmSync(sealFile, { force: true });
    console.warn("openssl is not available: the e2e server seals signed PDFs with a self-signed key of its own");
  }
}

// The server's output goes to the runner as before and to a file the run's teardown reads (global-teardown.ts):
// a whole run's log, checked for what must never be logged.
const logDir = path.join(import.meta.dirname, "..", ".e2e-logs");
mkdirSync(logDir, { recursive: true });
const logFile = createWriteStream(path.join(logDir, `server-${port}.log`));
const child = spawn("pnpm", ["exec", "next", "start", "-p", port], { env, stdio: ["inherit", "pipe", "pipe"] });
// The runner's output shows everything but the one line per request, which only the file keeps.
const forward = (stream) => {
  let pending = "";
  return (chunk) => {
    logFile.write(chunk);
    const lines = (pending + chunk.toString()).split("\n");
    pending = lines.pop() ?? "";
    const shown = lines.filter((line) => !line.includes('"msg":"request"'));
    if (shown.length > 0) stream.write(`${shown.join("\n")}\n`);
  };
};
child.stdout.on("data", forward(process.stdout));
child.stderr.on("data", forward(process.stderr));
const stop = async (signal) => {
  child.kill(signal);
  await oidc.stop();
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void stop(signal));
child.on("exit", async (code) => {
  await oidc.stop().catch(() => undefined);
  process.exit(code ?? 0);
});
