import { z } from "zod";

import { crossOrigin, isSameOrigin, listAllTransactions, transactionsCsv } from "@lexforge/api";
import { ZTransactionsCsvQuerySchema } from "@lexforge/validators";

import { apiSession } from "~/server/auth";
import { getDb } from "~/server/db";
import { ownOrigin } from "~/server/request-origin";
import { logged } from "~/server/request-log";

export const dynamic = "force-dynamic";

/** The signed-in user's transactions as CSV, with the list's filters (?search&planId&from&to&sort&direction). */
async function get(req: Request) {
  // A download started from another site's page (a hidden <img> or a form) is refused; links opened from
  // an e-mail or typed in (Sec-Fetch-Site "none") and our own pages still work.
  if (!isSameOrigin(req, ownOrigin(req.headers))) return crossOrigin();
  const session = await apiSession();
  if (!session?.user?.id) return Response.json({ error: "Authentication required" }, { status: 401 });

  const params = Object.fromEntries([...new URL(req.url).searchParams].filter(([, value]) => value !== ""));
  const parsed = ZTransactionsCsvQuerySchema.safeParse(params);
  if (!parsed.success) return Response.json({ error: z.flattenError(parsed.error) }, { status: 400 });

  const { sort, direction, ...filters } = parsed.data;
  const db = await getDb();
  const rows = await listAllTransactions(db, {
    userId: session.user.id,
    filters: { ...filters, sort: { field: sort, direction } },
  });
  const today = new Date().toISOString().slice(0, 10);
  return new Response(transactionsCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="transactions-${today}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}

export const GET = logged(get);
