/** Sections 9–15 of the bill of sale: risk, registration, indemnities, further documents, extras, general, law. */
import type { GenerationContext } from "../../define";
import type { Section } from "../../model";
import { additionalTermsClauses, sectionBuilder } from "../shared/section";
import { saleTerms } from "./answers";

const section = sectionBuilder("bill-of-sale");

export function saleClosingSections(ctx: GenerationContext): Section[] {
  const t = saleTerms(ctx);
  const agency =
    t.itemType === "boat" ? "the state agency that titles or registers boats" : "the state motor vehicle agency";
  return [
    section(
      "risk-of-loss",
      "Risk of Loss",
      "This section says who bears the loss if the Property is damaged before or after handover.",
      [
        [
          "before-delivery",
          "The Seller bears the risk of loss of or damage to the Property until it is delivered to the Buyer. If the Property is lost or materially damaged before delivery, the Buyer may cancel this sale by written notice and receive a full refund of any amount paid.",
        ],
        [
          "after-delivery",
          "Risk of loss passes to the Buyer on delivery, and from then on the Buyer is responsible for insuring the Property.",
        ],
      ],
    ),
    section(
      "registration",
      "Taxes, Title and Registration",
      "This section says who handles taxes and any paperwork with the state.",
      t.titled
        ? [
            [
              "taxes",
              "The Buyer shall pay any sales, use or transfer tax and all title and registration fees arising from this sale.",
            ],
            [
              "retitle",
              `The Buyer shall apply to ${agency} to transfer title and registration into the Buyer's name within the time required by the law of ${t.state}.`,
            ],
            [
              "seller-notice",
              `The Seller may notify ${agency} of the transfer, and may remove any license plates or registration decals that the law of ${t.state} requires to stay with the Seller.`,
            ],
          ]
        : [
            [
              "taxes",
              "The Buyer shall pay any sales, use or transfer tax arising from this sale, and the Seller shall pay any tax imposed on the Seller's income or gain from it.",
            ],
            ["records", "Each party shall keep a signed copy of this Bill of Sale as a record of the transfer."],
          ],
    ),
    section(
      "indemnification",
      "Indemnification",
      "This section says who pays if a claim arises from the time each party owned the Property.",
      [
        [
          "seller",
          "The Seller shall indemnify the Buyer against any loss, including reasonable attorneys' fees, arising from a breach of the Seller's warranty of title or from the Seller's ownership or use of the Property before delivery.",
        ],
        [
          "buyer",
          "The Buyer shall indemnify the Seller against any loss, including reasonable attorneys' fees, arising from the Buyer's ownership or use of the Property after delivery.",
        ],
      ],
    ),
    section(
      "further-assurances",
      "Further Documents",
      "This section commits both parties to sign whatever else is needed to complete the transfer.",
      [
        [
          "further-documents",
          `Each party shall sign and deliver any further document reasonably needed to complete the transfer of the Property${t.titled ? ", including the certificate of title, any odometer or other disclosure statement and any lien release," : ""} and shall do so promptly on the other party's request.`,
        ],
      ],
    ),
    section(
      "additional-terms",
      "Additional Terms",
      "This section holds any extra terms the parties agreed on.",
      additionalTermsClauses(ctx, "Bill of Sale"),
    ),
    section(
      "general-provisions",
      "General Provisions",
      "This section covers the whole agreement, changes to it and signing.",
      [
        [
          "entire-agreement",
          "This Bill of Sale is the entire agreement of the parties about the sale of the Property and replaces any earlier discussion or understanding about it. It may be amended only in a writing signed by both parties.",
        ],
        [
          "successors",
          "This Bill of Sale binds and benefits the parties and their respective heirs, personal representatives, successors and assigns.",
        ],
        [
          "severability-counterparts",
          "If any provision is held unenforceable, the rest remains in effect. This Bill of Sale may be signed in counterparts and by electronic signature, each of which is treated as an original.",
        ],
      ],
    ),
    section(
      "governing-law",
      "Governing Law",
      `This section says that the law of ${t.state} governs the sale and where disputes are heard.`,
      [
        [
          "law",
          `This Bill of Sale is governed by and shall be interpreted under ${ctx.jurisdiction.governingLaw}, without regard to conflict-of-laws rules.`,
        ],
        [
          "venue",
          `Any action arising out of or relating to this Bill of Sale shall be brought in ${ctx.jurisdiction.venue}, and each party submits to the jurisdiction of those courts.`,
        ],
      ],
    ),
  ];
}
