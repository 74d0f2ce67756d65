/** Clauses AI mode adds when the request calls for them. */
import type { OptionalClause } from "../../define";
import { mentions } from "../shared/mentions";

export const ceaseDesistOptionalClauses: OptionalClause[] = [
  {
    id: "cease-desist.litigation-hold",
    sectionId: "reservation-of-rights",
    names: ["litigation hold", "preservation of evidence", "preserve evidence", "document preservation"],
    applies: (ctx) =>
      mentions(ctx, [
        "litigation",
        "lawsuit",
        "sue",
        "court",
        "evidence",
        "preserve",
        "preservation",
        "litigation hold",
      ]),
    reason:
      "Litigation appears possible, so the recipient is put on notice to preserve evidence, which later supports sanctions if it is destroyed.",
    text: () =>
      "Because litigation about this matter is reasonably anticipated, you are on notice of your legal duty to preserve all documents, communications and electronically stored information relating to it, including emails, text messages, social media posts, files and records of sales or publication. Do not delete, alter or discard any of them, and suspend any routine deletion that could affect them.",
  },
  {
    id: "cease-desist.settlement-offer",
    sectionId: "deadline-for-compliance",
    names: ["settlement offer", "settlement", "offer to settle"],
    applies: (ctx) =>
      mentions(ctx, ["settlement", "settle", "resolve amicably", "amicable", "compensation", "payment"]),
    reason:
      "The request mentions resolving the matter, so the letter invites a settlement while keeping the demand firm.",
    text: () =>
      "The Sender is willing to resolve this matter without litigation. If you comply fully by the deadline and sign a written agreement confirming that you will not resume the conduct, the Sender will consider the matter closed, without waiving any claim for conduct that continues or resumes. Any discussions about settlement are confidential and made without prejudice to the Sender's rights.",
  },
];
