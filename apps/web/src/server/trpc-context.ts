import "server-only";

import { after } from "next/server";

import { aiConfigFrom, createAiModel } from "@lexforge/ai";
import type { AiSettings } from "@lexforge/api";
import { createTRPCContext, rateLimitsFor } from "@lexforge/api";

import { appEnv, env } from "~/env";
import { apiSession } from "./auth";
import { getDb, rateLimitOptions } from "./db";
import { mailWorker, queuedMailer } from "./mail";
import { clientAddress, ownOrigin } from "./request-origin";
import { currentRequestId } from "./request-log";
import { sealKey } from "./seal-key";

export const paymentsConfig = {
  stripeSecretKey: env.STRIPE_SECRET_KEY,
  stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
  stripeApiBase: env.STRIPE_API_BASE,
  production: appEnv === "production",
};

const aiConfig = aiConfigFrom(env);
export const aiSettings: AiSettings = {
  model: aiConfig ? createAiModel(aiConfig) : undefined,
  dailyCap: env.AI_DAILY_CAP,
};

export async function createContext(headers: Headers) {
  const db = await getDb();
  const session = await apiSession();
  return createTRPCContext({
    db,
    session,
    appUrl: ownOrigin(headers),
    payments: paymentsConfig,
    ai: aiSettings,
    rateLimits: rateLimitsFor(db, rateLimitOptions),
    clientIp: clientAddress(headers),
    mailer: queuedMailer,
    outbox: { kick: () => mailWorker().kick() },
    sealKey,
    userAgent: headers.get("user-agent") ?? undefined,
    runLater: after,
    requestId: currentRequestId(),
  });
}
