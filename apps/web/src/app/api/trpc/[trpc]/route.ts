import { appRouter, handleTrpcRequest } from "@lexforge/api";

import { ownOrigin } from "~/server/request-origin";
import { logged } from "~/server/request-log";
import { createContext } from "~/server/trpc-context";

/** tRPC with a body cap, a nesting cap, a batch cap and an Origin check on mutations (packages/api http.ts). */
const handler = logged((req: Request) =>
  handleTrpcRequest({
    req,
    router: appRouter,
    endpoint: "/api/trpc",
    ownOrigin: ownOrigin(req.headers),
    createContext: () => createContext(req.headers),
  }),
);

export { handler as GET, handler as POST };
