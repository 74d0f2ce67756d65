import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";

import type { DocumentRequest, LegalDocument } from "@lexforge/doc-engine";

import { users } from "./auth";
import { createdAt, updatedAt } from "./columns";

export const documents = pgTable(
  "documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Made from the title and the parties on every version; what the list shows unless the user renamed it. */
    name: text("name").notNull(),
    /** The user's own name for the document (dashboard Rename); it survives new versions. */
    customName: text("custom_name"),
    type: text("type").notNull(),
    status: text("status", { enum: ["completed", "draft"] })
      .notNull()
      .default("completed"),
    /**
     * The full document request. Typed for writes; reads go through doc-engine's parseStoredRequest (rows
     * written by older engines may differ).
     */
    inputs: jsonb("inputs").$type<DocumentRequest>().notNull(),
    engineVersion: text("engine_version").notNull(),
    /** The LegalDocument the preview and downloads are rendered from; read through parseStoredDocument. */
    body: jsonb("body").$type<LegalDocument>().notNull(),
    currentVersion: integer("current_version").notNull().default(1),
    /** Soft delete: set, the document is gone from the list, downloads and history (404), and Undo can clear it. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
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
    inputs: jsonb("inputs").$type<DocumentRequest>().notNull(),
    body: jsonb("body").$type<LegalDocument>().notNull(),
    /** Refine instruction, null for generation and regeneration. */
    instruction: text("instruction"),
    /** What made this version; the History panel says so. */
    kind: text("kind", { enum: ["generate", "refine", "regenerate", "edit", "restore"] })
      .notNull()
      .default("generate"),
    /** Why, in words: the AI's summary of a refine, the clauses an edit touched, the version a restore copied. */
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [unique("document_versions_doc_version").on(t.documentId, t.version)],
);
