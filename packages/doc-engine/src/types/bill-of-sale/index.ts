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
  checklist: (ctx) =>
    saleTerms(ctx).titled
      ? [
          {
            text: "A vehicle or boat changes hands on its certificate of title: the seller signs the title over to the buyer as the state's motor vehicle agency requires (some states require the seller's signature there to be notarized), and the buyer applies for a new title and registration.",
          },
          ...(saleTerms(ctx).itemType === "vehicle"
            ? [
                {
                  text: "The seller must state the odometer reading in writing on the title or a federal disclosure form when the vehicle is transferred.",
                  citation: "49 U.S.C. § 32705; 49 C.F.R. Part 580",
                },
              ]
            : []),
        ]
      : [],
};
