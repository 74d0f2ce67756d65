/** Works out who the members are, what each contributed and each one's percentage interest. */
import type { GenerationContext } from "../../define";
import { partyNames } from "../shared/wording";
import type { LlcAnswers, Threshold } from "./questions";

export type Member = { name: string; contribution: string; percent: string };

export type LlcFacts = {
  company: string;
  members: Member[];
  /** How the percentages were set, for the ownership section's wording. */
  basis: "equal" | "contributions" | "custom";
  /** True when the answer asked for a basis the figures could not support (so we fell back to equal). */
  fellBack: boolean;
  managerManaged: boolean;
  manager: string;
};

const parseAmount = (line: string): number | undefined => {
  if (!/^\$?\s*[\d,]+(\.\d+)?$/.test(line.trim())) return undefined;
  const n = Number(line.replace(/[$,\s]/g, ""));
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

// Two decimals at most, without trailing zeros: 50 -> "50%", 33.333 -> "33.33%".
const pct = (n: number) => `${Number(n.toFixed(2)).toString()}%`;

export function llcFacts(ctx: GenerationContext, a: LlcAnswers): LlcFacts {
  const { p1, p2 } = partyNames(ctx);
  const names = a.members.length > 0 ? a.members : [p1, p2];
  const amounts = names.map((_, i) => {
    const line = a.contributions[i];
    return line === undefined ? undefined : parseAmount(line);
  });
  const contribution = (i: number): string => {
    const amount = amounts[i];
    if (amount !== undefined) return ctx.formatMoney(amount);
    return a.contributions[i] ?? "the contribution recorded in the Company's books";
  };

  let basis: LlcFacts["basis"] = "equal";
  let percents: number[] = names.map(() => 100 / names.length);
  let fellBack = false;
  if (a.ownership === "contributions") {
    const total = amounts.reduce<number>((sum, n) => sum + (n ?? 0), 0);
    if (amounts.every((n) => n !== undefined) && total > 0) {
      basis = "contributions";
      percents = amounts.map((n) => ((n ?? 0) / total) * 100);
    } else fellBack = true;
  } else if (a.ownership === "custom") {
    const figures = (a.percentages ?? "")
      .replace(/%/g, " ")
      .split(/[\s,;/]+/)
      .filter(Boolean)
      .map(Number);
    const sum = figures.reduce((s, n) => s + n, 0);
    if (
      figures.length === names.length &&
      figures.every((n) => Number.isFinite(n) && n > 0) &&
      Math.abs(sum - 100) < 0.01
    ) {
      basis = "custom";
      percents = figures;
    } else fellBack = true;
  }

  const managerManaged = a.management === "manager-managed";
  return {
    company: a.companyName || "the Company",
    members: names.map((name, i) => ({ name, contribution: contribution(i), percent: pct(percents[i] ?? 0) })),
    basis,
    fellBack,
    managerManaged,
    manager: a.managerName ?? "",
  };
}

export const THRESHOLD_WORDS: Record<Threshold, string> = {
  majority: "Members holding more than fifty percent of the Percentage Interests",
  "two-thirds": "Members holding at least two-thirds of the Percentage Interests",
  unanimous: "all of the Members",
};
