import { pgTable, text, uuid } from "drizzle-orm/pg-core";

import { users } from "./auth";
import { createdAt } from "./columns";

export const supportRequests = pgTable("support_requests", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  kind: text("kind", { enum: ["contact", "live_agent"] }).notNull(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  message: text("message").notNull(),
  createdAt: createdAt(),
});
