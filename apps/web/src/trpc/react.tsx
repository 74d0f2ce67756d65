"use client";

import type { QueryClient } from "@tanstack/react-query";
import { QueryClientProvider } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink, httpBatchStreamLink, loggerLink, splitLink } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import { useState } from "react";
import SuperJSON from "superjson";

import type { AppRouter } from "@lexforge/api";

import { createQueryClient } from "./query-client";

let clientQueryClientSingleton: QueryClient | undefined = undefined;
const getQueryClient = () => {
  if (typeof window === "undefined") return createQueryClient();
  return (clientQueryClientSingleton ??= createQueryClient());
};

export const { useTRPC, useTRPCClient, TRPCProvider } = createTRPCContext<AppRouter>();

/** The AI procedures that stream their progress (asking the model, verifying, retrying) before the result. */
const STREAMED = new Set(["ai.proposeRefinement", "ai.proposeGeneration"]);

export function TRPCReactProvider(props: { children: React.ReactNode }) {
  const queryClient = getQueryClient();
  const [trpcClient] = useState(() =>
    createTRPCClient<AppRouter>({
      links: [
        loggerLink({
          enabled: (op) =>
            // Inlined by the bundler at build time; the client has no access to the server's env.ts.
            // eslint-disable-next-line no-restricted-properties
            process.env.NODE_ENV === "development" || (op.direction === "down" && op.result instanceof Error),
        }),
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
    }),
  );

  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {props.children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
