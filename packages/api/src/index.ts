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
