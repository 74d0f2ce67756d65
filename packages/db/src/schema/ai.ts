import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { users } from "./auth";
import { createdAt } from "./columns";
import { documents } from "./documents";

export const AI_CALL_PURPOSES = ["refine", "intake", "generate"] as const;
export type AiCallPurpose = (typeof AI_CALL_PURPOSES)[number];

/** Every language-model call, whatever its outcome: what it cost in tokens and time, and how it ended. */
export const aiCalls = pgTable(
  "ai_calls",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    documentId: uuid("document_id").references(() => documents.id, { onDelete: "set null" }),
    purpose: text("purpose", { enum: AI_CALL_PURPOSES }).notNull(),
    model: text("model").notNull(),
    promptTokens: integer("prompt_tokens").notNull().default(0),
    completionTokens: integer("completion_tokens").notNull().default(0),
    latencyMs: integer("latency_ms").notNull().default(0),
    /** verified | rejected | cannot-apply | timeout | rate-limited | provider | malformed | refused */
    outcome: text("outcome").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("ai_calls_user_idx").on(t.userId, t.createdAt)],
);

/**
 * Model calls per user per UTC day: the daily cap is one conditional upsert on this row, so concurrent
 * calls can never pass it (the same pattern as credit spends).
 */
export const aiUsageDays = pgTable(
  "ai_usage_days",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    calls: integer("calls").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * A verified proposal waiting for the user's review: the edits the model proposed (engine-checked) for one
 * version of a document. Accepting some of them saves a new version and spends the credit, once.
 */
export const aiProposals = pgTable(
  "ai_proposals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    /** The document version the edits were checked against; accepting on a newer version is refused. */
    baseVersion: integer("base_version").notNull(),
    instruction: text("instruction").notNull(),
    /** api StoredEdits: { source: "engine" } or { source: "model", edits: StructuredEdit[] }. */
    edits: jsonb("edits").notNull(),
    /** Set when accepted or rejected: a proposal is used once. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("ai_proposals_document_idx").on(t.documentId)],
);
