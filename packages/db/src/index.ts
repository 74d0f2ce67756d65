export * from "drizzle-orm/sql";
export { alias } from "drizzle-orm/pg-core";
export * from "./schema";
export type { Db, Tx, DbHandle } from "./client";
export { queryRows } from "./rows";
