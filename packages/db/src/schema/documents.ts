import { index, integer, jsonb, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";

import { users } from "./auth";
import { createdAt, updatedAt } from "./columns";

export const documents = pgTable(
  "documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: text("type").notNull(),
    status: text("status", { enum: ["completed", "draft"] })
      .notNull()
      .default("completed"),
    /** The full document request (doc-engine DocumentRequest). */
    inputs: jsonb("inputs").notNull(),
    engineVersion: text("engine_version").notNull(),
    /** Markdown, what the preview shows. */
    content: text("content").notNull(),
    /** The doc-engine LegalDocument the downloads are rendered from. */
    body: jsonb("body").notNull(),
    currentVersion: integer("current_version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("documents_user_idx").on(t.userId, t.createdAt)],
);

export const documentVersions = pgTable(
  "document_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    content: text("content").notNull(),
    inputs: jsonb("inputs").notNull(),
    body: jsonb("body").notNull(),
    /** Refine instruction, null for generation and regeneration. */
    instruction: text("instruction"),
    createdAt: createdAt(),
  },
  (t) => [unique("document_versions_doc_version").on(t.documentId, t.version)],
);
