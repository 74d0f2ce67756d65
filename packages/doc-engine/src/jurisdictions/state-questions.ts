/**
 * Which states ask which state-only questions, read from the same rule data the rules use: a question
 * marked with a stateRule input is asked where that state's rule (as of the given date) has the input.
 * Server-side only (it reads the rule tables); the generator page passes the result down as plain names.
 */
import type { StateRuleInput } from "../define";
import type { DocumentType } from "../model";
import { questionsFor } from "../questions";
import { JURISDICTIONS } from "./data";
import { ruleAt } from "./rule-at";
import type { Jurisdiction } from "./types";

const APPLIES: Record<StateRuleInput, (jurisdiction: Jurisdiction, date: string) => boolean> = {
  // rules/security-deposit.ts: capFor uses smallLandlordMonths when the answer is true.
  "deposit-small-landlord": (j, date) => ruleAt(j.securityDeposit, date).smallLandlordMonths !== undefined,
  // rules/non-compete.ts: a state whose limit has parishList refuses a non-compete without them.
  "non-compete-parishes": (j, date) => (j.nonCompeteLimits ? ruleAt(j.nonCompeteLimits, date).parishList : false),
};

/** For each of the type's state-only questions, the names of the states that ask it. */
export function stateQuestionsFor(type: DocumentType, date: string): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const question of questionsFor(type)) {
    const rule = question.stateRule;
    if (!rule) continue;
    result[question.name] = JURISDICTIONS.filter((j) => APPLIES[rule](j, date)).map((j) => j.name);
  }
  return result;
}
