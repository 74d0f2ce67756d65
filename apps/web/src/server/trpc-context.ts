import "server-only";

import { aiConfigFrom, createAiModel } from "@lexforge/ai";
import type { AiSettings } from "@lexforge/api";
import { createTRPCContext } from "@lexforge/api";

import { appEnv, env } from "~/env";
import { auth } from "./auth";
import { getDb } from "./db";

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
  const session = await auth();
  const origin = env.APP_URL ?? originOf(headers);
  return createTRPCContext({ db, session, appUrl: origin, payments: paymentsConfig, ai: aiSettings });
}

/** Outside production only (production requires APP_URL); forwarded headers count only when configured. */
export function originOf(headers: Headers): string {
  const trustProxy = env.TRUST_FORWARDED_HEADERS === "true";
  const host = (trustProxy ? headers.get("x-forwarded-host") : null) ?? headers.get("host") ?? "localhost:3000";
  const proto =
    (trustProxy ? headers.get("x-forwarded-proto") : null) ?? (host.startsWith("localhost") ? "http" : "https");
  return `${proto}://${host}`;
}
