import { createTRPCClient, httpBatchLink, httpBatchStreamLink, loggerLink, splitLink } from "@trpc/client";
import SuperJSON from "superjson";

import type { AppRouter } from "@lexforge/api";

/** The AI procedures that stream their progress (asking the model, verifying, retrying) before the result. */
const STREAMED = new Set(["ai.proposeRefinement", "ai.proposeGeneration"]);

/** The browser's tRPC client, for the react-query provider (react.tsx) and for lazy callers (lazy-client.ts). */
export function createClient() {
  return createTRPCClient<AppRouter>({
    links: [
      // Development only: the logger prints each call's input, which in production would put what users type
      // (names, addresses, document text) into any console a browser extension or a shared machine can read.
      // Inlined by the bundler at build time; the client has no access to the server's env.ts.
      // eslint-disable-next-line no-restricted-properties
      ...(process.env.NODE_ENV === "development" ? [loggerLink()] : []),
      // Only the AI procedures stream (JSON lines as each stage is reached); everything else keeps plain
      // batches, whose status codes and headers (Retry-After) are set before the body.
      splitLink({
        condition: (op) => STREAMED.has(op.path),
        true: httpBatchStreamLink({
          transformer: SuperJSON,
          url: "/api/trpc",
          headers: () => ({ "x-trpc-source": "nextjs-react" }),
        }),
        false: httpBatchLink({
          transformer: SuperJSON,
          url: "/api/trpc",
          headers: () => ({ "x-trpc-source": "nextjs-react" }),
        }),
      }),
    ],
  });
}
