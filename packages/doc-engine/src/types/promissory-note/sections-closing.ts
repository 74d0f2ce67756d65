/** Sections 9–15 of the note: default, remedies, waivers, notices, additional terms, general, governing law. */
import type { GenerationContext } from "../../define";
import type { Section } from "../../model";
import { countOf } from "../shared/numbers";
import { additionalTermsClauses, sectionBuilder } from "../shared/section";
import { noteTerms } from "./answers";

const section = sectionBuilder("promissory-note");

export function noteClosingSections(ctx: GenerationContext): Section[] {
  const t = noteTerms(ctx);
  // A payment is not in default while its late-charge grace period runs.
  const paymentDays = Math.max(10, t.lateFee !== undefined ? t.lateFeeGraceDays : 0);
  const collateralEvent = t.secured
    ? "; or (e) any of the Collateral is sold, transferred, encumbered, lost or seized without the Lender's written consent"
    : "";
  return [
    section("default", "Events of Default", "This section lists what counts as a default by the Borrower.", [
      [
        "events",
        `Each of the following is an "Event of Default": (a) the Borrower fails to pay any amount under this Note within ${countOf(paymentDays, "day")} after it is due; (b) the Borrower fails to perform any other obligation under this Note and does not cure the failure within fifteen (15) days after written notice from the Lender; (c) the Borrower becomes insolvent, makes a general assignment for the benefit of creditors, or becomes the subject of a bankruptcy or insolvency proceeding; (d) any statement the Borrower made to obtain this loan proves to have been materially false when made${collateralEvent}.`,
      ],
      [
        "notice-of-default",
        "The Lender shall give the Borrower written notice of an Event of Default, but a failure to give notice does not excuse the default or limit the Lender's remedies.",
      ],
    ]),
    section("remedies", "Remedies", "This section explains what the Lender may do if the Borrower defaults.", [
      [
        "acceleration",
        "On an Event of Default, the Lender may, by written notice to the Borrower, declare the entire unpaid Principal, all accrued interest and all other amounts owing under this Note immediately due and payable, without further presentment or demand.",
      ],
      [
        "enforcement",
        `On an Event of Default, the Lender may exercise any right or remedy available under this Note or applicable law, including bringing an action to collect all amounts then due${t.secured ? " and enforcing its security interest in the Collateral" : ""}.`,
      ],
      [
        "collection-costs",
        "The Borrower shall pay the Lender's reasonable costs of collecting any amount due under this Note after an Event of Default, including reasonable attorneys' fees and court costs, to the extent permitted by applicable law.",
      ],
      [
        "cumulative",
        "The Lender's rights and remedies are cumulative, and exercising one does not prevent the Lender from exercising any other.",
      ],
    ]),
    section(
      "waivers",
      "Waivers",
      "This section removes formal steps the Lender would otherwise have to take and keeps its rights intact.",
      [
        [
          "presentment",
          "The Borrower waives presentment for payment, demand, protest, notice of protest and notice of dishonor, except for any notice or demand that this Note expressly requires.",
        ],
        [
          "no-waiver-by-delay",
          "No delay or omission by the Lender in exercising any right under this Note waives that right. A waiver is effective only if it is in writing and signed by the Lender, and only for the specific instance to which it refers.",
        ],
      ],
    ),
    section("notices", "Notices", "This section says how the parties send each other formal notices.", [
      [
        "form",
        "Every notice or demand under this Note must be in writing and delivered by hand, by a recognized overnight courier, or by certified mail with return receipt requested, to the recipient's address stated in this Note or another address the recipient designates by notice. A notice sent by email is also effective when the recipient confirms receipt in writing.",
      ],
      ["effective", "A notice takes effect when it is delivered or when delivery is refused."],
    ]),
    section(
      "additional-terms",
      "Additional Terms",
      "This section holds any extra terms the parties agreed on.",
      additionalTermsClauses(ctx, "Note"),
    ),
    section(
      "general-provisions",
      "General Provisions",
      "This section covers transfer of the Note, changes to it and how it is read.",
      [
        [
          "assignment",
          "The Lender may assign or transfer this Note on written notice to the Borrower. The Borrower may not assign its obligations under this Note without the Lender's prior written consent. This Note binds and benefits the parties and their respective heirs, personal representatives, successors and permitted assigns.",
        ],
        [
          "amendment",
          "This Note may be amended only by a written instrument signed by the Borrower and the Lender, and it states the entire agreement of the parties about the loan.",
        ],
        [
          "severability",
          "If any provision of this Note is held invalid or unenforceable, that provision shall be enforced to the maximum extent permitted, and the remaining provisions continue in full force and effect.",
        ],
      ],
    ),
    section(
      "governing-law",
      "Governing Law",
      `This section says that the law of ${t.state} governs this Note and where disputes are heard.`,
      [
        [
          "law",
          `This Note is governed by and shall be interpreted under ${ctx.jurisdiction.governingLaw}, without regard to its conflict-of-laws rules.`,
        ],
        [
          "venue",
          `Each party submits to the exclusive jurisdiction of ${ctx.jurisdiction.venue} for any action arising out of or relating to this Note, and waives any objection to venue in those courts.`,
        ],
      ],
    ),
  ];
}
