import type { CreditReason, Db, Tx } from "@lexforge/db";
import { queryRows, sql } from "@lexforge/db";

import { EmailNotVerifiedError, InsufficientCreditsError } from "./errors";
import { ensureBalanceRow, getBalance } from "./get-balance";
import { UNLIMITED } from "./rules";

export type SpendCreditOptions = {
  userId: string;
  reason: Extract<CreditReason, "generation" | "refinement" | "regeneration">;
  ref: string;
};

type SpendOutcome = { may_spend: boolean | null; spent: number | null; before: number | null };

/**
 * Spends one credit inside the caller's transaction, so the spend, the ledger row and whatever the
 * credit pays for commit or roll back together. The spend is one conditional UPDATE: concurrent spends
 * serialise on the row lock and can never take the balance below zero. Unlimited rows are left untouched.
 * Returns the balance after the spend (-1 for unlimited).
 *
 * The e-mail check, the spend and its ledger row are one statement (one round trip where they were six);
 * only a user without a balance row yet takes a second pass, after the row is created.
 */
export async function spendCredit(tx: Tx, options: SpendCreditOptions): Promise<number> {
  let outcome = await spendOnce(tx, options);
  if (outcome.may_spend !== false && outcome.before === null) {
    await ensureBalanceRow(tx, { userId: options.userId });
    outcome = await spendOnce(tx, options);
  }
  if (outcome.may_spend === false) throw new EmailNotVerifiedError();
  if (outcome.spent !== null) return outcome.spent;
  if (outcome.before === UNLIMITED) return UNLIMITED;
  throw new InsufficientCreditsError();
}

/**
 * `before` is the balance in the statement's snapshot (the UPDATE's effect is not visible to it): it only
 * tells an unlimited row (never changed by a spend) and a missing row from an empty one. The ledger row is
 * written only when the spend happened or the row is unlimited, and never for a user who may not spend.
 */
async function spendOnce(tx: Tx, { userId, reason, ref }: SpendCreditOptions): Promise<SpendOutcome> {
  const [outcome] = await queryRows<SpendOutcome>(
    tx,
    sql`
      with may as (select ${maySpend(userId)} as ok),
      spent as (
        update credit_balances set amount = amount - 1, updated_at = now()
        where user_id = ${userId}::uuid and amount > 0 and (select ok from may)
        returning amount
      ),
      before as (select amount from credit_balances where user_id = ${userId}::uuid),
      ledger as (
        insert into credit_ledger (user_id, delta, reason, ref, balance_after)
        select ${userId}::uuid, case when s.amount is null then 0 else -1 end, ${reason}::text, ${ref}::text,
               coalesce(s.amount, ${UNLIMITED}::int)
        from (select (select amount from spent) as amount) s
        where (select ok from may) and (s.amount is not null or (select amount from before) = ${UNLIMITED}::int)
      )
      select (select ok from may) as may_spend, (select amount from spent) as spent,
             (select amount from before) as before`,
  );
  return outcome ?? { may_spend: null, spent: null, before: null };
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
