import { sql } from "@lexforge/db";

import { getDb } from "~/server/db";

export const dynamic = "force-dynamic";

/** Readiness: answers once migrations have run and the database takes a query. */
export async function GET() {
  const db = await getDb();
  await db.execute(sql`select 1`);
  return Response.json({ ok: true });
}
