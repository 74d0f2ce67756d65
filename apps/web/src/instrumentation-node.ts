import { errorFacts, log } from "@lexforge/log";

/**
 * Start-up checks of the Node.js server: refuse to serve with a configuration that would fail every
 * request (a 500 on every page is worse than a server that does not come up and says why).
 */
export async function checkStartup() {
  // Next's own phase marker; the app's variables are read through env.ts.
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  (await import("./server/request-lines")).logEveryRequest();
  const { env, startupProblems } = await import("./env");
  if (env.TRUST_FORWARDED_HEADERS !== "true") (await import("./server/socket-address")).pinClientAddressToSocket();
  const problems = startupProblems();
  if (problems.length > 0) {
    for (const problem of problems) log.fatal(`Lexforge cannot start: ${problem}`);
    process.exit(1);
  }
  // A seal key that cannot be read would fail every last signature (the whole signing rolls back): say so now.
  if (env.SEAL_P12) {
    const { sealKeyCertificateSha256 } = await import("@lexforge/doc-engine/seal");
    try {
      sealKeyCertificateSha256((await import("./server/seal-key")).sealKey());
    } catch {
      log.fatal("Lexforge cannot start: SEAL_P12 is not a PKCS#12 file that SEAL_P12_PASSPHRASE opens.");
      process.exit(1);
    }
  }
  // Open and migrate the database before serving, so a replica that answers /api/health has its schema
  // (replicas starting together serialise on the migration lock, see packages/db/src/client.ts).
  const { getDb } = await import("./server/db");
  try {
    await getDb();
    (await import("./server/mail")).mailWorker().kick();
  } catch (error) {
    // Nothing a user typed is in play before the first request: the message says what the operator must fix.
    const detail = error instanceof Error ? error.message : String(error);
    log.fatal({ ...errorFacts(error), detail }, "Lexforge cannot start: the database could not be opened or migrated.");
    process.exit(1);
  }
}

export function logRequestError(
  error: unknown,
  request: { method: string; headers: Record<string, string | string[] | undefined> },
  route: string,
) {
  const requestId = request.headers["x-request-id"];
  log.error(
    { ...(typeof requestId === "string" ? { requestId } : {}), method: request.method, route, ...errorFacts(error) },
    "request error",
  );
}
