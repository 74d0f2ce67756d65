/** Runs once when a server starts. The checks live in their own module so the Edge bundle never sees them. */
export async function register() {
  // The literal comparison lets Next drop the import from the Edge build (process.exit is Node-only).
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME === "nodejs") await (await import("./instrumentation-node")).checkStartup();
}
