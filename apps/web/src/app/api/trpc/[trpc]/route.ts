import { fetchRequestHandler } from "@trpc/server/adapters/fetch";

import { appRouter } from "@lexforge/api";

import { createContext } from "~/server/trpc-context";

const handler = (req: Request) =>
  fetchRequestHandler({
    endpoint: "/api/trpc",
    router: appRouter,
    req,
    createContext: () => createContext(req.headers),
  });

export { handler as GET, handler as POST };
