/** The roommate agreement's guided answers: every field optional, bad values fall back (see answer-fields). */
import type { z } from "zod";

import type { GenerationContext } from "../../define";
import {
  answersObject,
  choice,
  count,
  flag,
  freeText,
  freeTextOr,
  isoDate,
  money,
  optionalCount,
  percent,
} from "../shared/answer-fields";
import { toCents } from "../shared/numbers";
import { partyNames } from "../shared/wording";

export const roommateAnswersSchema = answersObject({
  premisesAddress: freeText(300),
  startDate: isoDate(),
  totalRent: money("month"),
  rentDueDay: count(1, 1, 28),
  rentSplit: choice(["equal", "custom"] as const, "equal"),
  /** The first party's share in percent; the second party pays the rest, so the shares always total 100. */
  party1RentPercent: percent(),
  utilitiesSplit: choice(["equal", "same-as-rent", "included"] as const, "equal"),
  chores: freeText(),
  guestNightsLimit: optionalCount(0, 31),
  quietHours: freeTextOr("10:00 p.m. to 7:00 a.m.", 100),
  petsAllowed: flag(false),
  petDetails: freeText(500),
  moveOutNoticeDays: count(30, 1, 180),
});

export type RoommateAnswers = z.output<typeof roommateAnswersSchema>;

export type RoommateTerms = RoommateAnswers & {
  p1: string;
  p2: string;
  role1: string;
  role2: string;
  state: string;
  /** Each roommate's share in percent, after applying the split answer. */
  share1: number;
  share2: number;
  /** Each roommate's rent in dollars when the total is known; the second gets the rounding remainder. */
  rent1: number | undefined;
  rent2: number | undefined;
};

/** ctx.answers is already parsed by the engine; parsing again (cheap, never throws) gives it a type. */
export function roommateTerms(ctx: GenerationContext): RoommateTerms {
  const a = roommateAnswersSchema.parse(ctx.answers);
  const { p1, p2, role1, role2 } = partyNames(ctx);
  const share1 = a.rentSplit === "custom" && a.party1RentPercent !== undefined ? a.party1RentPercent : 50;
  const rent1 = a.totalRent !== undefined && a.totalRent > 0 ? toCents((a.totalRent * share1) / 100) : undefined;
  return {
    ...a,
    p1,
    p2,
    role1,
    role2,
    state: ctx.jurisdiction.place,
    share1,
    share2: Number((100 - share1).toFixed(3)),
    rent1,
    rent2: rent1 !== undefined && a.totalRent !== undefined ? toCents(a.totalRent - rent1) : undefined,
  };
}
