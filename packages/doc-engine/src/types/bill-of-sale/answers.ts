/** The bill of sale's guided answers: every field optional, bad values fall back (see answer-fields). */
import type { z } from "zod";

import type { GenerationContext } from "../../define";
import {
  answersObject,
  choice,
  flag,
  freeText,
  isoDate,
  money,
  optionalChoice,
  optionalCount,
} from "../shared/answer-fields";
import { partyNames } from "../shared/wording";

export const billOfSaleAnswersSchema = answersObject({
  /** Engine labels are fixed (FIRST/SECOND PARTY); the seller is the first party unless the user says otherwise. */
  sellerIs: choice(["party1", "party2"] as const, "party1"),
  itemDescription: freeText(),
  itemType: choice(["vehicle", "boat", "equipment", "other"] as const, "other"),
  vin: freeText(40),
  make: freeText(80),
  model: freeText(80),
  year: optionalCount(1886, 2100),
  odometer: optionalCount(0, 10_000_000),
  hullId: freeText(40),
  price: money(),
  paymentMethod: optionalChoice(["cash", "check", "cashiers-check", "bank-transfer", "other"] as const),
  asIs: flag(true),
  warrantyText: freeText(),
  deliveryDate: isoDate(),
  deliveryLocation: freeText(300),
});

export type BillOfSaleAnswers = z.output<typeof billOfSaleAnswersSchema>;

export type SaleTerms = BillOfSaleAnswers & {
  seller: string;
  buyer: string;
  sellerRole: string;
  buyerRole: string;
  state: string;
  /** Vehicles and boats carry a state certificate of title, which changes the transfer formalities. */
  titled: boolean;
};

/** ctx.answers is already parsed by the engine; parsing again (cheap, never throws) gives it a type. */
export function saleTerms(ctx: GenerationContext): SaleTerms {
  const a = billOfSaleAnswersSchema.parse(ctx.answers);
  const { p1, p2, role1, role2 } = partyNames(ctx);
  const sellerFirst = a.sellerIs === "party1";
  return {
    ...a,
    seller: sellerFirst ? p1 : p2,
    buyer: sellerFirst ? p2 : p1,
    sellerRole: sellerFirst ? role1 : role2,
    buyerRole: sellerFirst ? role2 : role1,
    state: ctx.jurisdiction.place,
    titled: a.itemType === "vehicle" || a.itemType === "boat",
  };
}
