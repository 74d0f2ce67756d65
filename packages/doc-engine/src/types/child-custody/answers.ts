/** The custody agreement's guided answers: every field optional, bad values fall back (see answer-fields). */
import type { z } from "zod";

import type { GenerationContext } from "../../define";
import { answersObject, choice, count, flag, freeText, optionalChoice, rows } from "../shared/answer-fields";
import { CHILD_ROWS, childNames, type ChildRow } from "../shared/children";
import { partyNames } from "../shared/wording";

const DECISION = ["joint", "sole-party1", "sole-party2"] as const;
export type DecisionMaker = (typeof DECISION)[number];

export const childCustodyAnswersSchema = answersObject({
  children: rows<ChildRow>(CHILD_ROWS),
  custodyType: choice(["joint", "sole"] as const, "joint"),
  soleCustodian: choice(["party1", "party2"] as const, "party1"),
  /** Unanswered schedule and decision fields default from the custody type (see custodyTerms). */
  parentingSchedule: optionalChoice(["week-on-week-off", "2-2-3", "every-other-weekend", "custom"] as const),
  customSchedule: freeText(),
  holidaySchedule: choice(["alternating", "split", "custom"] as const, "alternating"),
  customHolidays: freeText(),
  educationDecisions: optionalChoice(DECISION),
  healthDecisions: optionalChoice(DECISION),
  religionDecisions: optionalChoice(DECISION),
  relocationNoticeDays: count(60, 1, 365),
  firstRefusal: flag(false),
  childSupportReference: freeText(1000),
});

export type ChildCustodyAnswers = z.output<typeof childCustodyAnswersSchema>;

export type CustodyTerms = Omit<ChildCustodyAnswers, "parentingSchedule"> & {
  p1: string;
  p2: string;
  role1: string;
  role2: string;
  state: string;
  parentingSchedule: NonNullable<ChildCustodyAnswers["parentingSchedule"]>;
  /** "Parent A" / "Parent B": the primary residential parent and the other one. */
  primary: string;
  other: string;
  education: DecisionMaker;
  health: DecisionMaker;
  religion: DecisionMaker;
  /** Each child as the agreement names them ("Emma Lee, born March 4, 2018"), or an empty list. */
  childList: string[];
};

/** ctx.answers is already parsed by the engine; parsing again (cheap, never throws) gives it a type. */
export function custodyTerms(ctx: GenerationContext): CustodyTerms {
  const a = childCustodyAnswersSchema.parse(ctx.answers);
  const { p1, p2, role1, role2 } = partyNames(ctx);
  const sole = a.custodyType === "sole";
  const secondIsPrimary = sole && a.soleCustodian === "party2";
  // Sole custody usually means one parent decides; joint custody means both do, unless the user said otherwise.
  const defaultDecision: DecisionMaker = sole ? (secondIsPrimary ? "sole-party2" : "sole-party1") : "joint";
  return {
    ...a,
    p1,
    p2,
    role1,
    role2,
    state: ctx.jurisdiction.place,
    parentingSchedule: a.parentingSchedule ?? (sole ? "every-other-weekend" : "week-on-week-off"),
    primary: secondIsPrimary ? "Parent B" : "Parent A",
    other: secondIsPrimary ? "Parent A" : "Parent B",
    education: a.educationDecisions ?? defaultDecision,
    health: a.healthDecisions ?? defaultDecision,
    religion: a.religionDecisions ?? defaultDecision,
    childList: childNames(ctx, a.children),
  };
}
