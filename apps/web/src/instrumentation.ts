/**
 * Runs once when the server starts: refuse to serve with a configuration that would fail every request
 * (a 500 on every page is worse than a server that does not come up and says why).
 */
export async function register() {
  // Next's own runtime markers; the app's variables are read through env.ts.
  // eslint-disable-next-line no-restricted-properties
  const { NEXT_RUNTIME, NEXT_PHASE } = process.env;
  if (NEXT_RUNTIME !== "nodejs" || NEXT_PHASE === "phase-production-build") return;
  const { startupProblems } = await import("./env");
  const problems = startupProblems();
  if (problems.length === 0) return;
  for (const problem of problems) console.error(`Lexforge cannot start: ${problem}`);
  process.exit(1);
}
