// The router, the services the web app's route handlers call and their errors: server code only. Client
// components import types from here (erased at build), never values; `server-only` fails the build if one does.
import "server-only";

import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";

import type { AppRouter } from "./root";
import { appRouter } from "./root";
import { createCallerFactory, createTRPCContext } from "./trpc";

export const createCaller = createCallerFactory(appRouter);

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export { appRouter, createTRPCContext };
export type { AppRouter };
export type { Context } from "./trpc";
export type { PaymentsConfig } from "./services/payments-config";
export { GENERIC_ERROR_MESSAGE } from "./trpc";
export { AppError, httpStatus } from "./errors";
export * from "@lexforge/validators/credits";
export type { AiSettings } from "./services/ai/ai-settings";
export { AI_PROVIDER_NEEDED, DEFAULT_AI_DAILY_CAP } from "./services/ai/ai-settings";
export * from "./http";
export { addressKey } from "./services/limits/address-key";
export { LIMITS, RateLimitedError, rateLimitsFor } from "./services/limits/rate-limits";
export type { LimitName, RateLimits, RateLimitsOptions } from "./services/limits/rate-limits";
export { signInLimits } from "./services/limits/sign-in-attempts";

// Called by the web app's route handlers and server actions beside the tRPC router.
export { renderDownload } from "./services/documents/render-download";
export type { Renderer } from "./services/documents/renderer";
export { RenderPool } from "./services/documents/render-pool";
export type { RenderReply, RenderTask } from "./services/documents/render-pool";
export { handleStripeWebhook } from "./services/billing/handle-stripe-webhook";
export { localCheckoutSecret, stripeClient, webhookSecret } from "./services/billing/payments-mode";
export type { CheckoutMode } from "./services/billing/payments-mode";
export { listAllTransactions, transactionsCsv } from "./services/billing/list-transactions";
export { LogoRejectedError, processLogo } from "./services/account/process-logo";
export type { ProcessedLogo } from "./services/account/process-logo";
export { createMailer } from "./services/email/mailer";
export { deliverDueMail, enqueueMail, outboxMailer, startMailWorker } from "./services/email/outbox";
export type { MailWorker } from "./services/email/outbox";
export { ownerSignedPdf, signedCopyForSigner, signerPdf } from "./services/signing/manage-request";
