/** The credit rules of spec §4, in one place. -1 means unlimited. */
export const UNLIMITED = -1;
/** Balance assumed (and written) when a user has no credits row yet. */
export const DEFAULT_CREDITS = 1;

export type CreditAmount = number;

export const isUnlimited = (amount: CreditAmount) => amount === UNLIMITED;

export const canUseCredit = (amount: CreditAmount) => isUnlimited(amount) || amount > 0;

/** Unlimited wins; otherwise the amounts add up. */
export function addCredits(current: CreditAmount, added: CreditAmount): CreditAmount {
  if (isUnlimited(current) || isUnlimited(added)) return UNLIMITED;
  return current + added;
}

/** What the UI shows: 'Unlimited' or the number. */
export const formatCredits = (amount: CreditAmount) => (isUnlimited(amount) ? "Unlimited" : String(amount));

/**
 * Spec §4 Word download rule: after the last free credit is spent and nothing is left, Word downloads
 * ask for an upgrade.
 */
export const needsUpgradeForWord = (amount: CreditAmount, usedLastFreeCredit: boolean) =>
  usedLastFreeCredit && amount === 0;
