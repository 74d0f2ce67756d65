/** The credit rules, in one place. -1 means unlimited. */
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
 * The Word and PDF download rule, applied on the server and wherever a download is offered: once the last
 * credit is spent (the balance is 0; every account starts with one), Word and PDF ask for an upgrade.
 * Text downloads are always free for the document's owner.
 */
export const needsUpgradeToDownload = (format: "docx" | "pdf" | "txt", amount: CreditAmount) =>
  format !== "txt" && amount === 0;

export const UPGRADE_REQUIRED_TITLE = "Upgrade Required";
export const upgradeRequiredMessage = (format: "docx" | "pdf") =>
  `You need to purchase credits to download as ${format === "docx" ? "Word" : "PDF"} document.`;
