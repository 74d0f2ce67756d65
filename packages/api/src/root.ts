import { accountRouter } from "./router/account";
import { aiRouter } from "./router/ai";
import { authRouter } from "./router/auth";
import { billingRouter } from "./router/billing";
import { catalogueRouter } from "./router/catalogue";
import { chatRouter } from "./router/chat";
import { creditsRouter } from "./router/credits";
import { documentsRouter } from "./router/documents";
import { partiesRouter } from "./router/parties";
import { signingRouter } from "./router/signing";
import { createTRPCRouter } from "./trpc";

export const appRouter = createTRPCRouter({
  account: accountRouter,
  ai: aiRouter,
  auth: authRouter,
  billing: billingRouter,
  catalogue: catalogueRouter,
  chat: chatRouter,
  credits: creditsRouter,
  documents: documentsRouter,
  parties: partiesRouter,
  signing: signingRouter,
});

export type AppRouter = typeof appRouter;
