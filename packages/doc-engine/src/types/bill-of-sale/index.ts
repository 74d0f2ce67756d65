/** Bill of Sale: a record that the Seller has sold identified personal property to the Buyer for a price. */
import type { GenerationContext, TypeDefinition } from "../../define";
import { capitalize, introduce } from "../shared/wording";
import { billOfSaleAnswersSchema, saleTerms } from "./answers";
import { billOfSaleOptionalClauses } from "./optional-clauses";
import { billOfSaleQuestions } from "./questions";
import { saleClosingSections } from "./sections-closing";
import { saleTransferSections } from "./sections-transfer";
import { ROLES } from "../../roles";

function saleRecitals(ctx: GenerationContext): string[] {
  const t = saleTerms(ctx);
  return [
    `${capitalize(introduce(t.seller, t.sellerRole))}, owns the property described in this Bill of Sale and wishes to sell it.`,
    `${capitalize(introduce(t.buyer, t.buyerRole))}, wishes to buy that property${t.price !== undefined && t.price > 0 ? ` for ${ctx.formatMoney(t.price)}` : ""}, and the parties record the sale and its terms in this Bill of Sale.`,
  ];
}

export const billOfSaleDefinition: TypeDefinition = {
  type: "bill-of-sale",
  title: "Bill of Sale",
  sectionCount: 15,
  /** The short name the engine uses in its own sentences (preamble, details clause). */
  instrument: "Bill of Sale",
  shape: "contract",
  roles: ROLES["bill-of-sale"],
  questions: billOfSaleQuestions,
  answersSchema: billOfSaleAnswersSchema,
  recitals: saleRecitals,
  sections: (ctx) => [...saleTransferSections(ctx), ...saleClosingSections(ctx)],
  optionalClauses: billOfSaleOptionalClauses,
};
