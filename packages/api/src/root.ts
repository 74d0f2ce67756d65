import { authRouter } from "./router/auth";
import { catalogueRouter } from "./router/catalogue";
import { creditsRouter } from "./router/credits";
import { generatorRouter } from "./router/generator";
import { createTRPCRouter } from "./trpc";

export const appRouter = createTRPCRouter({
  auth: authRouter,
  catalogue: catalogueRouter,
  credits: creditsRouter,
  generator: generatorRouter,
});

export type AppRouter = typeof appRouter;
