/** NDA sections 6–12: return of materials, ownership, warranties, remedies and the closing provisions. */
import type { GenerationContext } from "../../define";
import type { Section } from "../../model";
import { clause } from "../shared/section";
import { additionalTermsSection, governingLawSection } from "../shared/standard-sections";

export function ndaClosingSections(ctx: GenerationContext): Section[] {
  return [
    {
      id: "return-of-materials",
      heading: "Return or Destruction of Materials",
      explanation:
        "Says the receiving party must hand back or destroy the information when asked or when the agreement ends.",
      clauses: [
        clause(
          "nda.return-of-materials.return",
          "Within ten days after the Disclosing Party's written request, or after this Agreement ends, the Receiving Party shall return or destroy all Confidential Information in its possession or control, including all copies, notes and extracts, and shall permanently erase any electronic copies.",
        ),
        clause(
          "nda.return-of-materials.retention",
          "The Receiving Party may keep copies that it must retain under law or a bona fide document-retention policy, and copies held in automatic electronic back-ups that are not readily accessible, provided those copies remain subject to this Agreement for as long as they are kept.",
        ),
      ],
    },
    {
      id: "ownership",
      heading: "Ownership and No License",
      explanation: "Confirms the information stays the property of the party who shared it.",
      clauses: [
        clause(
          "nda.ownership.property",
          "All Confidential Information remains the property of the Disclosing Party. Nothing in this Agreement grants the Receiving Party any license or other right in any patent, copyright, trademark, trade secret or other intellectual property of the Disclosing Party, except the limited right to use Confidential Information for the Purpose.",
        ),
        clause(
          "nda.ownership.reservation",
          "The Disclosing Party reserves all rights not expressly granted in this Agreement, and the Receiving Party shall not file any patent application or register any right that is based on or contains Confidential Information.",
        ),
      ],
    },
    {
      id: "no-warranty",
      heading: "No Warranty and No Obligation to Proceed",
      explanation:
        "Says the information is shared without promises about its accuracy and neither party must do a deal.",
      clauses: [
        clause(
          "nda.no-warranty.as-is",
          'Confidential Information is provided "as is". The Disclosing Party makes no representation or warranty, express or implied, as to its accuracy or completeness, and has no liability arising from the Receiving Party\'s use of it, except as agreed in a separate written agreement.',
        ),
        clause(
          "nda.no-warranty.no-obligation",
          "Neither this Agreement nor any disclosure under it obliges either party to proceed with any transaction or relationship, and each party may end discussions about the Purpose at any time and for any reason.",
        ),
      ],
    },
    {
      id: "remedies",
      heading: "Remedies",
      explanation: "Lets the disclosing party go to court quickly to stop a leak, and says who pays legal costs.",
      clauses: [
        clause(
          "nda.remedies.injunction",
          "The Receiving Party acknowledges that unauthorized use or disclosure of Confidential Information may cause the Disclosing Party irreparable harm for which money damages would not be an adequate remedy. The Disclosing Party is therefore entitled to seek an injunction or other equitable relief to prevent or stop a breach, without posting a bond, in addition to any other remedy available at law.",
        ),
        clause(
          "nda.remedies.fees",
          "In the event that either party brings an action to enforce this Agreement, the prevailing party is entitled to recover its reasonable attorneys' fees and costs from the other party.",
        ),
      ],
    },
    additionalTermsSection(ctx, { prefix: "nda", instrument: "Agreement" }),
    governingLawSection(ctx, {
      prefix: "nda",
      instrument: "Agreement",
      heading: "Governing Law and Dispute Resolution",
      extra: [
        clause(
          "nda.governing-law.negotiation",
          "Before starting any court proceeding, other than one seeking urgent injunctive relief, the parties must try in good faith to resolve the dispute through discussion between senior representatives for at least fifteen days after one party gives written notice of the dispute.",
        ),
      ],
    }),
    {
      id: "general-provisions",
      heading: "General Provisions",
      explanation: "Standard terms about the whole agreement, changes, assignment, notices and signing.",
      clauses: [
        clause(
          "nda.general.entire-agreement",
          "This Agreement is the entire agreement between the parties about its subject matter and supersedes all prior discussions and agreements about it. It may be amended only in a writing signed by both parties.",
        ),
        clause(
          "nda.general.waiver-severability",
          "No failure or delay in exercising any right under this Agreement operates as a waiver of it. If any provision is held unenforceable, it shall be enforced to the maximum extent permitted and the remaining provisions continue in full force.",
        ),
        clause(
          "nda.general.assignment",
          "Neither party may assign this Agreement without the prior written consent of the other party, except to a successor to all or substantially all of its business that agrees in writing to be bound by it. This Agreement binds and benefits the parties and their permitted successors and assigns.",
        ),
        clause(
          "nda.general.notices-counterparts",
          "Notices under this Agreement must be in writing and delivered by hand, by recognized courier or by email with confirmation of receipt, to the addresses stated above or any address later notified. This Agreement may be signed in counterparts and by electronic signature, each of which is an original and all of which together are one instrument.",
        ),
      ],
    },
  ];
}
