import { sql } from "@lexforge/db";

import { getDb } from "~/server/db";

export const dynamic = "force-dynamic";

/** Readiness for load balancers and the image's HEALTHCHECK: 200 once the database answers a query. */
export async function GET() {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return Response.json({ ok: true });
  } catch (error) {
    console.error("Health check: the database did not answer", error);
    return Response.json({ ok: false }, { status: 503 });
  }
}
