/** NDA sections 1–5: what is confidential, the duties, the exclusions, who may be told, and the term. */
import type { GenerationContext } from "../../define";
import type { Section } from "../../model";
import { plural } from "../shared/numbers";
import { clause, clauses } from "../shared/section";
import { DEFAULT_TERM_YEARS, ndaAnswers } from "./questions";

export function ndaCoreSections(ctx: GenerationContext): Section[] {
  const a = ndaAnswers(ctx);
  const { place } = ctx.jurisdiction;
  const roles = a.mutual
    ? `This Agreement is mutual. Each party may disclose Confidential Information to the other; a party is the "Disclosing Party" when it discloses Confidential Information and the "Receiving Party" when it receives it, and each party's obligations under this Agreement apply to the Confidential Information it receives.`
    : "This Agreement is one-way: it protects the Confidential Information the Disclosing Party discloses. Information that the Receiving Party discloses to the Disclosing Party is not covered by this Agreement.";

  const recipients = {
    "need-to-know": `The Receiving Party may disclose Confidential Information to its employees, officers, directors, professional advisers and contractors who need to know it for the Purpose ("Representatives"), provided each Representative is bound by written or professional duties of confidentiality at least as protective as those in this Agreement.`,
    "employees-only": `The Receiving Party may disclose Confidential Information only to its own employees who need to know it for the Purpose and who are bound by written duties of confidentiality at least as protective as those in this Agreement ("Representatives"). Disclosure to contractors, advisers or any other person requires the Disclosing Party's prior written consent.`,
    "consent-only": `The Receiving Party shall not disclose Confidential Information to any person, including its own employees, without the Disclosing Party's prior written consent in each case. Each person to whom disclosure is approved is a "Representative" for the purposes of this Agreement.`,
  }[a.permittedDisclosures];

  const term =
    a.termType === "fixed"
      ? `This Agreement commences on the Effective Date and continues for ${plural(a.termYears ?? DEFAULT_TERM_YEARS, "year")}, unless terminated earlier under this Section.`
      : "This Agreement commences on the Effective Date and continues until terminated by either party under this Section.";
  const survival =
    `The Receiving Party's obligations under this Agreement continue for ${plural(a.survivalYears, "year")} after this Agreement expires or is terminated` +
    (a.tradeSecrets
      ? ", except that its obligations concerning any trade secret continue for as long as the information remains a trade secret under applicable law."
      : ".");

  return [
    {
      id: "confidential-information",
      heading: "Definition of Confidential Information",
      explanation: "Defines what information the agreement protects and which party is sharing it.",
      clauses: clauses(
        clause("nda.confidential-information.roles", roles),
        clause(
          "nda.confidential-information.definition",
          `"Confidential Information" means all non-public information, in any form or medium, that the Disclosing Party discloses to the Receiving Party in connection with the Purpose, whether before or after the Effective Date, including business plans, financial information, customer and supplier lists, pricing, know-how, technical data, designs and software, together with any notes, analyses or other materials the Receiving Party prepares that contain or reflect such information.`,
        ),
        clause(
          "nda.confidential-information.unmarked",
          `Information disclosed orally or visually is Confidential Information if a reasonable person would understand it to be confidential given its nature and the circumstances of disclosure, whether or not it is marked "confidential".`,
        ),
        a.tradeSecrets &&
          clause(
            "nda.confidential-information.trade-secrets",
            `Confidential Information includes the Disclosing Party's trade secrets within the meaning of the Defend Trade Secrets Act of 2016 and the trade secret law of ${place}.`,
          ),
      ),
    },
    {
      id: "obligations",
      heading: "Obligations of Receiving Party",
      explanation: "Says the receiving party must keep the information secret and use it only for the agreed purpose.",
      clauses: [
        clause(
          "nda.obligations.use",
          "The Receiving Party shall hold the Confidential Information in strict confidence and shall use it solely for the Purpose.",
        ),
        clause(
          "nda.obligations.care",
          "The Receiving Party must protect the Confidential Information with at least the degree of care it uses to protect its own confidential information of a similar nature, and in no event with less than reasonable care.",
        ),
        clause(
          "nda.obligations.no-copying",
          "The Receiving Party shall not copy, reverse engineer, decompile or disassemble any Confidential Information, or any prototype, software or other item embodying it, except as strictly necessary for the Purpose.",
        ),
        clause(
          "nda.obligations.breach-notice",
          "The Receiving Party must notify the Disclosing Party in writing promptly, and in any case within five business days, after becoming aware of any unauthorized use or disclosure of Confidential Information, and shall cooperate with the Disclosing Party to regain possession of it and prevent further unauthorized use.",
        ),
      ],
    },
    {
      id: "exclusions",
      heading: "Exclusions from Confidential Information",
      explanation: "Lists the kinds of information that are not protected, such as information that is already public.",
      clauses: [
        clause(
          "nda.exclusions.list",
          "Confidential Information does not include information that the Receiving Party can show by written records: (a) is or becomes generally available to the public other than through a breach of this Agreement; (b) was lawfully known to the Receiving Party before the Disclosing Party disclosed it, free of any duty of confidentiality; (c) is lawfully received from a third party who owes no duty of confidentiality to the Disclosing Party; or (d) is independently developed by the Receiving Party without use of or reference to the Confidential Information.",
        ),
        clause(
          "nda.exclusions.combinations",
          "Information is not within these exclusions merely because individual features of it are public or known to the Receiving Party, unless the combination itself and its principle of operation are public or known.",
        ),
      ],
    },
    {
      id: "permitted-disclosures",
      heading: "Permitted and Compelled Disclosures",
      explanation: "Says who else may see the information and what happens if a court or law requires disclosure.",
      clauses: [
        clause("nda.permitted-disclosures.recipients", recipients),
        clause(
          "nda.permitted-disclosures.responsibility",
          "The Receiving Party is responsible for any act or omission of its Representatives that would breach this Agreement if done by the Receiving Party.",
        ),
        clause(
          "nda.permitted-disclosures.compelled",
          "In the event that the Receiving Party is required by law, regulation or court order to disclose Confidential Information, it shall, where legally permitted, give the Disclosing Party prompt written notice so that the Disclosing Party may seek a protective order, shall disclose only the portion legally required, and shall use reasonable efforts to obtain confidential treatment of what is disclosed.",
        ),
        clause(
          "nda.permitted-disclosures.whistleblower",
          "Nothing in this Agreement prohibits a disclosure protected by law. Pursuant to 18 U.S.C. § 1833(b), an individual is not held criminally or civilly liable under any federal or state trade secret law for disclosing a trade secret in confidence to a government official or to an attorney solely for the purpose of reporting or investigating a suspected violation of law, or in a complaint or other document filed under seal in a lawsuit or other proceeding.",
        ),
      ],
    },
    {
      id: "term-and-termination",
      heading: "Term and Termination",
      explanation: "Says how long the agreement lasts, how to end it, and how long secrecy continues afterwards.",
      clauses: [
        clause("nda.term.duration", term),
        clause(
          "nda.term.termination",
          "Either party may terminate this Agreement at any time by giving the other party thirty days' written notice. Termination ends further disclosures under this Agreement but does not release either party from its obligations concerning Confidential Information already disclosed.",
        ),
        clause("nda.term.survival", survival),
        clause(
          "nda.term.surviving-sections",
          "The Sections headed Return or Destruction of Materials, Ownership and No License, Remedies, Governing Law and Dispute Resolution, and General Provisions survive the expiry or termination of this Agreement.",
        ),
      ],
    },
  ];
}
