import type { createClient } from "./client";

let client: Promise<ReturnType<typeof createClient>> | undefined;

/**
 * The tRPC client for islands that make one or two calls (the pricing page): imported when first needed,
 * so the page's first-load JS has neither the client, superjson nor react-query.
 */
export const lazyClient = () => (client ??= import("./client").then((m) => m.createClient()));
