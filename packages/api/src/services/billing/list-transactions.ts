import type { Db, SQL } from "@lexforge/db";
import { and, asc, count, desc, eq, gte, lt, or, sql, transactions } from "@lexforge/db";
import type { TTransactionsQuery } from "@lexforge/validators";

import type { BillingRow } from "./get-billing-summary";
import { planLabel } from "@lexforge/payments";

export type TransactionFilters = Pick<TTransactionsQuery, "search" | "planId" | "from" | "to" | "sort">;

const DAY_MS = 24 * 60 * 60 * 1000;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// The texts the list shows, computed by Postgres so search can match them: "10.00" and the en-US
// long date ("November 21, 2026"), in UTC.
const amountText = sql<string>`to_char(${transactions.amountCents} / 100.0, 'FM999999990.00')`;
const dateText = sql<string>`to_char(${transactions.transactionDate} AT TIME ZONE 'UTC', 'FMMonth FMDD, YYYY')`;

function whereFor(userId: string, { search, planId, from, to }: TransactionFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(transactions.userId, userId)];
  if (planId) conditions.push(eq(transactions.planId, planId));
  if (from) conditions.push(gte(transactions.transactionDate, new Date(`${from}T00:00:00.000Z`)));
  if (to) conditions.push(lt(transactions.transactionDate, new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS)));
  if (search) {
    const pattern = `%${escapeLike(search.toLowerCase())}%`;
    conditions.push(
      or(
        sql`lower(${transactions.planId} || ' plan') like ${pattern}`,
        sql`${amountText} like ${pattern}`,
        sql`'$' || ${amountText} like ${pattern}`,
        sql`lower(${dateText}) like ${pattern}`,
      ),
    );
  }
  return and(...conditions);
}

function orderFor({ sort }: TransactionFilters) {
  const direction = sort.direction === "asc" ? asc : desc;
  const column =
    sort.field === "plan"
      ? transactions.planId
      : sort.field === "amount"
        ? transactions.amountCents
        : transactions.transactionDate;
  // Ties fall back to newest first, then id, so pages never overlap.
  return [direction(column), desc(transactions.transactionDate), desc(transactions.id)];
}

const toRow = (row: typeof transactions.$inferSelect): BillingRow => ({
  id: row.id,
  planId: row.planId,
  label: planLabel(row.planId),
  date: row.transactionDate,
  amountCents: row.amountCents,
  refundedAt: row.refundedAt,
});

/** One page of the user's transactions; a page past the end is clamped to the last one. */
export async function listTransactions(db: Db, { userId, query }: { userId: string; query: TTransactionsQuery }) {
  const where = whereFor(userId, query);
  const [counted] = await db.select({ total: count() }).from(transactions).where(where);
  const total = counted?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / query.pageSize));
  const page = Math.min(query.page, pageCount);
  const rows = await db
    .select()
    .from(transactions)
    .where(where)
    .orderBy(...orderFor(query))
    .limit(query.pageSize)
    .offset((page - 1) * query.pageSize);
  return { rows: rows.map(toRow), total, page, pageCount };
}

/** Every matching transaction, for the CSV export. */
export async function listAllTransactions(
  db: Db,
  { userId, filters }: { userId: string; filters: TransactionFilters },
): Promise<BillingRow[]> {
  const rows = await db
    .select()
    .from(transactions)
    .where(whereFor(userId, filters))
    .orderBy(...orderFor(filters));
  return rows.map(toRow);
}

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const csvCell = (value: string) => {
  // Quote everything; a leading formula character is neutralised for spreadsheet apps.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
};

export function transactionsCsv(rows: BillingRow[]): string {
  const lines = [["Date", "Plan", "Amount", "Transaction ID", "Refunded"].map(csvCell).join(",")];
  for (const row of rows) {
    lines.push(
      [
        longDate.format(row.date),
        row.label,
        `$${(row.amountCents / 100).toFixed(2)}`,
        row.id,
        row.refundedAt ? longDate.format(row.refundedAt) : "",
      ]
        .map(csvCell)
        .join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
