/** Works out who the members are, what each contributed and each one's percentage interest. */
import { percentText } from "../shared/numbers";
import type { GenerationContext } from "../../define";
import { rows as rowsOf } from "../shared/answer-fields";
import { partyNames } from "../shared/wording";
import { legacyRows } from "./legacy-members";
import { MEMBER_ROWS } from "./questions";
import type { LlcAnswers, MemberRow, Threshold } from "./questions";

export type Member = { name: string; contribution: string | undefined; percent: string };

export type LlcFacts = {
  company: string;
  members: Member[];
  /** How the percentages were set, for the ownership section's wording. */
  basis: "equal" | "contributions" | "custom";
  /**
   * The basis asked for could not be followed with the figures given, so the interests are equal. Only a
   * request stored before members were rows can get here (answerProblems refuses such answers today); the
   * ownership section then says so instead of calling the interests agreed.
   */
  fellBack: boolean;
  managerManaged: boolean;
  manager: string;
  /** A member holding more than half of the Percentage Interests: one vote carries a majority decision. */
  majorityHolder: string | undefined;
  /**
   * Who acts for the Company in federal tax proceedings (IRC § 6223): the named manager of a manager-managed
   * company; otherwise nobody the form asked for, so the agreement leaves it for the members to fill in.
   */
  partnershipRepresentative: string | undefined;
};

/** What a member put in, as the agreement states it: the amount, what it was, or both. */
function contributionOf(ctx: GenerationContext, row: MemberRow): string | undefined {
  const amount = row.contribution === undefined ? undefined : ctx.formatMoney(row.contribution);
  if (amount && row.contributed) return `${amount}, contributed as ${row.contributed.replace(/[.;\s]+$/, "")}`;
  return amount ?? row.contributed;
}

export function llcFacts(ctx: GenerationContext, a: LlcAnswers): LlcFacts {
  const { p1, p2 } = partyNames(ctx);
  // Without member rows the two parties are the members (with the figures a stored request gave them).
  const rows: MemberRow[] =
    a.members.length > 0
      ? a.members
      : rowsOf<MemberRow>(MEMBER_ROWS).parse(legacyRows(MEMBER_ROWS, `${p1}\n${p2}`, a.contributions, a.percentages));

  let basis: LlcFacts["basis"] = "equal";
  let percents: number[] = rows.map(() => 100 / rows.length);
  let fellBack = false;
  if (a.ownership === "contributions") {
    const amounts = rows.map((row) => row.contribution);
    const total = amounts.reduce<number>((sum, n) => sum + (n ?? 0), 0);
    if (amounts.every((n) => n !== undefined) && total > 0) {
      basis = "contributions";
      percents = amounts.map((n) => ((n ?? 0) / total) * 100);
    } else fellBack = true;
  } else if (a.ownership === "custom") {
    const figures = rows.map((row) => row.percent);
    const sum = figures.reduce<number>((s, n) => s + (n ?? 0), 0);
    if (figures.every((n) => n !== undefined && n > 0) && Math.abs(sum - 100) < 0.01) {
      basis = "custom";
      percents = figures.map((n) => n ?? 0);
    } else fellBack = true;
  }

  const managerManaged = a.management === "manager-managed";
  const largest = rows.reduce((best, row, i) => ((percents[i] ?? 0) > (percents[best] ?? 0) ? i : best), 0);
  return {
    company: a.companyName || "the Company",
    members: rows.map((row, i) => ({
      name: row.name,
      contribution: contributionOf(ctx, row),
      percent: percentText(percents[i] ?? 0),
    })),
    basis,
    fellBack,
    managerManaged,
    manager: a.managerName ?? "",
    majorityHolder: (percents[largest] ?? 0) > 50 ? rows[largest]?.name : undefined,
    partnershipRepresentative: (managerManaged && a.managerName) || undefined,
  };
}

export const THRESHOLD_WORDS: Record<Threshold, string> = {
  majority: "Members holding more than fifty percent of the Percentage Interests",
  "two-thirds": "Members holding at least two-thirds of the Percentage Interests",
  unanimous: "all of the Members",
};
