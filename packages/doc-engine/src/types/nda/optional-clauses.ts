/** Clauses AI mode adds when the purpose, details or answers call for them; refine adds or removes them by name. */
import type { OptionalClause } from "../../define";
import { mentions } from "../shared/mentions";

export const ndaOptionalClauses: OptionalClause[] = [
  {
    id: "nda.source-code",
    sectionId: "obligations",
    names: ["source code", "software", "code protection"],
    applies: (ctx) =>
      mentions(
        ctx,
        ["source code", "software", "code", "app", "application", "repository", "algorithm", "api", "saas"],
        { plurals: true },
      ),
    reason: "The description mentions software, so source code gets stricter handling than ordinary documents.",
    text: () =>
      "Where Confidential Information includes source code, object code, algorithms or software documentation, the Receiving Party shall keep it only on access-controlled systems, shall not copy it to personal devices or public repositories, shall not use it to train or improve any software or machine-learning model, and shall keep a record of every person given access to it.",
  },
  {
    id: "nda.non-solicitation",
    sectionId: "obligations",
    names: ["non-solicitation", "non-solicit", "no-poach", "no poaching"],
    applies: (ctx) =>
      mentions(
        ctx,
        [
          "employee",
          "staff",
          "hire",
          "hiring",
          "recruit",
          "recruiting",
          "recruitment",
          "poach",
          "personnel",
          "team",
          "contractor",
        ],
        { plurals: true },
      ),
    reason: "The description mentions staff or hiring, so the parties agree not to poach each other's people.",
    text: (ctx) =>
      `During the term of this Agreement and for twelve months afterwards, the Receiving Party shall not directly or indirectly solicit for employment or engagement any employee or contractor of the Disclosing Party with whom it had contact, or of whom it learned, through the Purpose, to the extent permitted by ${ctx.jurisdiction.name} law. General advertisements not aimed at the Disclosing Party's personnel, and hiring anyone who responds to them, do not breach this clause.`,
  },
  {
    id: "nda.ip-ownership",
    sectionId: "ownership",
    names: ["intellectual property", "ip ownership", "ip", "feedback"],
    applies: (ctx) =>
      mentions(
        ctx,
        [
          "invention",
          "invent",
          "inventing",
          "patent",
          "intellectual property",
          "prototype",
          "design",
          "ip",
          "technology",
          "feedback",
          "product development",
        ],
        { plurals: true },
      ),
    reason:
      "The description mentions inventions, designs or technology, so ownership of anything developed from the information is made explicit.",
    text: () =>
      "Any invention, improvement, derivative work or other intellectual property that the Receiving Party conceives or develops using, or derived from, the Disclosing Party's Confidential Information belongs to the Disclosing Party, and the Receiving Party hereby assigns to the Disclosing Party all of its rights in it and shall sign any document reasonably requested to confirm that ownership. The Disclosing Party may use any feedback the Receiving Party gives about its products or information without restriction or payment.",
  },
  {
    id: "nda.return-certificate",
    sectionId: "return-of-materials",
    names: ["return of materials", "certificate of destruction", "return certificate", "destruction certificate"],
    applies: (ctx) =>
      mentions(ctx, ["sample", "prototype", "hardware", "device", "materials", "documents", "drawings", "return"], {
        plurals: true,
      }),
    reason:
      "Physical or documentary materials will change hands, so the receiving party must certify their return or destruction.",
    text: () =>
      "Within five business days after returning or destroying Confidential Information, the Receiving Party shall deliver to the Disclosing Party a certificate signed by an authorized officer confirming that it has complied with this Section and identifying any copies retained under the retention exception.",
  },
  {
    id: "nda.non-circumvention",
    sectionId: "obligations",
    names: ["non-circumvention", "non-circumvent", "circumvention"],
    applies: (ctx) =>
      mentions(
        ctx,
        [
          "investor",
          "supplier",
          "introduction",
          "introduce",
          "introducing",
          "broker",
          "distributor",
          "deal",
          "acquisition",
          "contacts",
          "merger",
        ],
        { plurals: true },
      ),
    reason:
      "The description involves introductions or deals, so the receiving party may not go around the disclosing party to its contacts.",
    text: () =>
      "For twenty-four months after the Effective Date, the Receiving Party shall not use Confidential Information to bypass the Disclosing Party by dealing directly or indirectly with any investor, supplier, customer or other contact identified through the Disclosing Party in connection with the Purpose, without the Disclosing Party's prior written consent.",
  },
  {
    id: "nda.data-protection",
    sectionId: "obligations",
    names: ["data protection", "personal data", "privacy"],
    applies: (ctx) =>
      mentions(
        ctx,
        ["personal data", "customer data", "personal information", "patient", "health", "privacy", "user data"],
        { plurals: true },
      ),
    reason:
      "The information may include personal data, so the receiving party must handle it under privacy law and report breaches quickly.",
    text: (ctx) =>
      `Where Confidential Information includes personal information about identifiable individuals, the Receiving Party shall process it only for the Purpose and in accordance with applicable data protection and privacy laws, including those of ${ctx.jurisdiction.place}, shall apply appropriate technical and organizational security measures, and shall notify the Disclosing Party without undue delay, and in any event within seventy-two hours, after becoming aware of any security breach affecting it.`,
  },
];
