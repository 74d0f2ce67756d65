import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";

import type { LegalDocument } from "@lexforge/doc-engine";

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
    engineVersion: text("engine_version").notNull(),
    /**
     * The version the preview and downloads show. Its body lives only in document_versions: storing it here
     * too doubled every generation's write.
     */
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
    /**
     * The LegalDocument, read through parseStoredDocument. It carries its own request (body.request), the
     * inputs Edit and Regenerate start from, so those are not stored a second time.
     */
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
