import type { CreditReason, Db, SQL, Tx } from "@lexforge/db";
import { queryRows, sql } from "@lexforge/db";

import { EmailNotVerifiedError, InsufficientCreditsError } from "./errors";
import { ensureBalanceRow, getBalance } from "./get-balance";
import { UNLIMITED } from "@lexforge/validators/credits";

export type SpendCreditOptions = {
  userId: string;
  reason: Extract<CreditReason, "generation" | "refinement" | "regeneration">;
  ref: string;
};

type SpendOutcome = { may_spend: boolean | null; spent: number | null; before: number | null };

/**
 * Spends one credit inside the caller's transaction, so the spend, the ledger row and whatever the
 * credit pays for commit or roll back together. The spend is one conditional UPDATE: concurrent spends
 * serialise on the row lock and can never take the balance below zero. An unlimited balance stays -1.
 * Returns the balance after the spend (-1 for unlimited).
 *
 * The e-mail check, the spend and its ledger row are one statement, kept as SQL because its CTEs hand the
 * UPDATE's outcome to the ledger INSERT; only a user without a balance row yet takes a second pass, after the
 * row is created.
 */
export async function spendCredit(tx: Tx, options: SpendCreditOptions): Promise<number> {
  const run = async () => {
    const [row] = await queryRows<SpendOutcome>(
      tx,
      sql`with ${spendCtes(options)} select may_spend, spent, before from paid`,
    );
    if (!row) throw new Error("the spend statement returned no row");
    return row;
  };
  let row = await run();
  // A user without a balance row yet gets it created, and the spend runs again.
  if (row.may_spend !== false && row.before === null) {
    await ensureBalanceRow(tx, { userId: options.userId });
    row = await run();
  }
  if (row.may_spend === false) throw new EmailNotVerifiedError();
  if (row.spent !== null) return row.spent;
  throw new InsufficientCreditsError();
}

/**
 * The spend as common table expressions. The UPDATE takes the balance row's lock even on an unlimited balance
 * (which it leaves at -1), so a spend and a refund of the purchase behind it always run one after the other.
 * `before` is the balance in the statement's snapshot: it only tells a missing row from an empty one.
 * `paid.ok` says the spend happened, for a user who may spend; the ledger row is written only then.
 */
function spendCtes({ userId, reason, ref }: SpendCreditOptions): SQL {
  return sql`
    may as (select ${maySpend(userId)} as ok),
    spent as (
      update credit_balances
      set amount = case when amount = ${UNLIMITED}::int then amount else amount - 1 end, updated_at = now()
      where user_id = ${userId}::uuid and (amount > 0 or amount = ${UNLIMITED}::int) and (select ok from may)
      returning amount
    ),
    before as (select amount from credit_balances where user_id = ${userId}::uuid),
    paid as (
      select (select ok from may) as may_spend, (select amount from spent) as spent,
             (select amount from before) as before,
             coalesce((select ok from may), false) and (select amount from spent) is not null as ok
    ),
    ledger as (
      insert into credit_ledger (user_id, delta, reason, ref, balance_after)
      select ${userId}::uuid, case when paid.spent = ${UNLIMITED}::int then 0 else -1 end, ${reason}::text,
             ${ref}::text, paid.spent
      from paid where paid.ok
    )`;
}

/**
 * The free sign-up credit is what a farm of throwaway accounts is after, so it becomes spendable once the
 * e-mail address is verified (Google accounts arrive verified). Credits a user paid for are spendable at
 * once: the payment already says who they are. True, false, or null for an unknown user; written once here
 * for the spend's own statement and for the checks made before a model call.
 */
const maySpend = (userId: string) => sql`(
  select u.email_verified is not null
         or exists (select 1 from credit_ledger l where l.user_id = u.id and l.reason = 'purchase')
  from users u where u.id = ${userId}::uuid
)`;

export async function assertMaySpend(db: Db | Tx, { userId }: { userId: string }) {
  const [row] = await queryRows<{ ok: boolean | null }>(db, sql`select ${maySpend(userId)} as ok`);
  if (row?.ok === false) throw new EmailNotVerifiedError();
}

/**
 * What a model call costs nothing to refuse before it is made: the credit is spent only by the save that
 * follows, but a user who could not pay for that save is not sent to the model.
 */
export async function assertCouldPay(db: Db, { userId }: { userId: string }) {
  if ((await getBalance(db, { userId })) === 0) throw new InsufficientCreditsError();
  await assertMaySpend(db, { userId });
}
