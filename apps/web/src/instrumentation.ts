import type { Instrumentation } from "next";

/** Runs once when a server starts. The checks live in their own module so the Edge bundle never sees them. */
export async function register() {
  // The literal comparison lets Next drop the import from the Edge build (process.exit is Node-only).
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME === "nodejs") await (await import("./instrumentation-node")).checkStartup();
}

/**
 * A page or route that threw: one JSON line with the error's class and code and the route, never its
 * message (instrumentation-node.ts). Next's public hook for errors it caught while rendering or routing.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME === "nodejs")
    (await import("./instrumentation-node")).logRequestError(error, request, context.routePath);
};
