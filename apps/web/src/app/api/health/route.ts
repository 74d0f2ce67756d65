import { sql } from "@lexforge/db";
import { errorFacts, log } from "@lexforge/log";

import { getDb } from "~/server/db";
import { logged } from "~/server/request-log";

export const dynamic = "force-dynamic";

/** Readiness for load balancers and the image's HEALTHCHECK: 200 once the database answers a query. */
export const GET = logged(async () => {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return Response.json({ ok: true });
  } catch (error) {
    log.error({ path: "/api/health", ...errorFacts(error) }, "health check: the database did not answer");
    return Response.json({ ok: false }, { status: 503 });
  }
});
