import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";

import { users } from "./auth";
import { createdAt, updatedAt } from "./columns";

/**
 * The account's contact book: a party typed once and saved, offered again in every generator's party
 * fields. Mirrors what a request's party holds (name, address, and for a company its signer).
 */
export const savedParties = pgTable(
  "parties",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    address: text("address").notNull(),
    entityType: text("entity_type", { enum: ["individual", "company"] })
      .notNull()
      .default("individual"),
    /** Only meaningful for a company: the person who signs for it. */
    signerName: text("signer_name"),
    signerTitle: text("signer_title"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("parties_user_idx").on(t.userId, t.name)],
);
