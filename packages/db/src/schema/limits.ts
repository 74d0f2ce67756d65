import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Rate-limit counters (rate-limiter-flexible's Drizzle store layout), in the database every replica
 * shares, so a limit holds however many app processes serve the requests. Key = "<limit>:<subject>".
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  /** Null = never expires (not used by our limits). */
  expire: timestamp("expire", { withTimezone: true, mode: "date" }),
});
