/** Sections 1–8 of the bill of sale: the transfer, the property, price, payment, title, condition, inspection, delivery. */
import type { GenerationContext } from "../../define";
import type { Section } from "../../model";
import { sectionBuilder } from "../shared/section";
import { asClauseText, inline } from "../shared/wording";
import { saleTerms } from "./answers";
import type { SaleTerms } from "./answers";

const section = sectionBuilder("bill-of-sale");

/** "2019 Toyota Corolla, VIN …, with 42,000 miles on the odometer" from whichever details were given. */
function vehicleIdentity(t: SaleTerms): string | undefined {
  const name = [t.year !== undefined ? String(t.year) : undefined, t.make, t.model]
    .filter((p): p is string => p !== undefined)
    .map(inline)
    .join(" ");
  const parts = [
    name !== "" ? `a ${name}` : undefined,
    t.vin !== undefined ? `vehicle identification number ${inline(t.vin)}` : undefined,
    t.odometer !== undefined ? `with an odometer reading of ${t.odometer.toLocaleString("en-US")} miles` : undefined,
  ].filter((p): p is string => p !== undefined);
  return parts.length > 0 ? parts.join(", ") : undefined;
}

function propertyClauses(t: SaleTerms): [string, string][] {
  const kind = {
    vehicle: "motor vehicle",
    boat: "boat",
    equipment: "equipment",
    other: "personal property",
  }[t.itemType];
  const vehicle = t.itemType === "vehicle" ? vehicleIdentity(t) : undefined;
  const identifiedBelow = vehicle !== undefined || (t.itemType === "boat" && t.hullId !== undefined);
  // Without a description the clause still has to define "the Property" without leaving a blank.
  const description =
    t.itemDescription !== undefined
      ? `The property sold is the following ${kind}: ${inline(t.itemDescription)} (the "Property").`
      : identifiedBelow
        ? `The property sold is the ${kind} identified in this Section (the "Property").`
        : `The property sold is the ${kind} that the Seller has shown to the Buyer and that the parties identified to each other before signing (the "Property").`;
  const clauses: [string, string][] = [["description", description]];
  if (vehicle !== undefined) clauses.push(["vehicle", `The Property is identified as ${vehicle}.`]);
  if (t.itemType === "boat" && t.hullId !== undefined) {
    clauses.push(["hull", `The Property is identified by hull identification number ${inline(t.hullId)}.`]);
  }
  clauses.push([
    "accessories",
    "The Property includes all keys, manuals, accessories and attached parts that the Seller holds for it, and any certificate of title or registration for it.",
  ]);
  return clauses;
}

function paymentClause(t: SaleTerms): string {
  switch (t.paymentMethod) {
    case "cash":
      return "The Buyer shall pay the Purchase Price in cash at or before delivery, and the Seller shall give the Buyer a signed receipt for it.";
    case "check":
      return "The Buyer shall pay the Purchase Price by personal check at or before delivery. Payment is made when the check clears, and the Seller need not deliver the Property until then.";
    case "cashiers-check":
      return "The Buyer shall pay the Purchase Price by cashier's check drawn on a United States bank and payable to the Seller, delivered at or before delivery of the Property.";
    case "bank-transfer":
      return "The Buyer shall pay the Purchase Price by electronic bank transfer to an account the Seller designates in writing. Payment is made when the funds are received in that account.";
    case "other":
      return "The Buyer shall pay the Purchase Price at or before delivery by the method the parties have agreed in writing.";
    case undefined:
      return "The Buyer shall pay the Purchase Price in full at or before delivery, by cash, cashier's check or another method the Seller accepts in writing.";
  }
}

function conditionClauses(t: SaleTerms): [string, string][] {
  if (t.asIs) {
    return [
      [
        "as-is",
        `EXCEPT FOR THE WARRANTY OF TITLE IN THIS BILL OF SALE, THE BUYER ACCEPTS THE PROPERTY "AS IS" AND "WHERE IS", WITH ALL FAULTS, AND THE SELLER MAKES NO OTHER WARRANTY, EXPRESS OR IMPLIED, INCLUDING ANY IMPLIED WARRANTY OF MERCHANTABILITY OR FITNESS FOR A PARTICULAR PURPOSE.`,
      ],
      [
        "extent",
        "This disclaimer applies to the fullest extent permitted by applicable law, and does not excuse any fraud or any intentional concealment of a known defect.",
      ],
    ];
  }
  const warranty =
    t.warrantyText !== undefined
      ? `The Seller gives the Buyer the following warranty: ${asClauseText(t.warrantyText)}`
      : "The Seller warrants that, on delivery, the Property will be in good working order and in substantially the condition in which the Buyer last inspected it.";
  return [
    ["warranty", warranty],
    [
      "claims",
      "To make a claim under this warranty, the Buyer must give the Seller written notice describing the defect promptly after discovering it, and the Seller may choose to repair the defect or refund a fair part of the Purchase Price.",
    ],
    [
      "other-warranties",
      "Except for this warranty and the warranty of title, the Seller makes no other express warranty about the Property.",
    ],
  ];
}

export function saleTransferSections(ctx: GenerationContext): Section[] {
  const t = saleTerms(ctx);
  const deliveryWhen =
    t.deliveryDate !== undefined
      ? `on ${ctx.formatDate(t.deliveryDate)}`
      : "promptly after the Seller receives the Purchase Price, and in any event within seven (7) days after the date of this Bill of Sale";
  const deliveryWhere =
    t.deliveryLocation !== undefined
      ? `at ${inline(t.deliveryLocation)}`
      : "at the Seller's address stated in this Bill of Sale or another place the parties agree";
  return [
    section("sale", "Sale and Transfer", "This section records that the Seller sells the Property to the Buyer.", [
      [
        "parties",
        `The Seller sells, assigns and transfers to the Buyer all of the Seller's right, title and interest in the Property described in this Bill of Sale, on the terms set out below.`,
      ],
      [
        "effective",
        "The transfer takes effect when the Seller has received the Purchase Price in full and has delivered the Property to the Buyer.",
      ],
    ]),
    section(
      "property",
      "Description of the Property",
      "This section identifies exactly what is being sold.",
      propertyClauses(t),
    ),
    section("purchase-price", "Purchase Price", "This section states the price the Buyer pays.", [
      [
        "price",
        t.price !== undefined && t.price > 0
          ? `The price for the Property is ${ctx.formatMoney(t.price)} (the "Purchase Price").`
          : `The price for the Property is the amount the parties have agreed and the Seller acknowledges in writing on receipt (the "Purchase Price").`,
      ],
      [
        "taxes-excluded",
        "The Purchase Price does not include any sales, use or transfer tax, or any title or registration fee, arising from this sale.",
      ],
    ]),
    section("payment", "Payment", "This section says how and when the Buyer pays.", [
      ["method", paymentClause(t)],
      [
        "receipt",
        "By signing this Bill of Sale after payment, the Seller acknowledges receipt of the Purchase Price in full.",
      ],
    ]),
    section(
      "title",
      "Title",
      "This section is the Seller's promise that the Seller owns the Property and may sell it.",
      [
        [
          "warranty-of-title",
          "The Seller warrants that the Seller is the lawful owner of the Property, has good title and full right to sell it, and that the Property is free of every lien, security interest, claim and encumbrance, except any the Seller has disclosed to the Buyer in writing before signing.",
        ],
        [
          "defend-title",
          "The Seller shall defend the Buyer's title to the Property against any person claiming through the Seller, and this warranty of title is not limited by any other provision of this Bill of Sale.",
        ],
      ],
    ),
    section(
      "condition",
      "Condition of the Property",
      "This section says what, if anything, the Seller promises about the Property's condition.",
      conditionClauses(t),
    ),
    section(
      "inspection",
      "Inspection and Disclosure",
      "This section confirms the Buyer could inspect the Property and the Seller disclosed known problems.",
      [
        [
          "inspection",
          "The Buyer acknowledges having had a fair opportunity to inspect the Property, or to have it inspected, before signing this Bill of Sale.",
        ],
        [
          "disclosure",
          "The Seller states that the Seller has told the Buyer of every material defect in the Property that is known to the Seller.",
        ],
      ],
    ),
    section(
      "delivery",
      "Delivery and Possession",
      "This section says when and where the Buyer receives the Property.",
      [
        [
          "delivery",
          `The Seller shall deliver possession of the Property to the Buyer ${deliveryWhen}, ${deliveryWhere}.`,
        ],
        [
          "documents",
          t.titled
            ? "At delivery the Seller shall hand over the certificate of title, properly signed over to the Buyer, together with all keys and any registration documents."
            : "At delivery the Seller shall hand over all keys, manuals and ownership documents for the Property that the Seller holds.",
        ],
      ],
    ),
  ];
}
