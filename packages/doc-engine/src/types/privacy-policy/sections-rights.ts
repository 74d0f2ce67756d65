/** Sections 7–12 of the privacy policy: security, children, user rights, law and contact. */
import type { GenerationContext, Section } from "../../define";
import { clause, clauses } from "../shared/section";
import { governingLawSentence } from "../shared/standard-sections";
import { privacyPolicyNames } from "./names";
import type { PrivacyPolicyAnswers } from "./questions";
import { californiaApplies } from "./questions";

const id = (section: string, slug: string) => `privacy-policy.${section}.${slug}`;

const RECIPIENTS: Record<PrivacyPolicyAnswers["thirdPartySharing"], string> = {
  none: "no one outside our company",
  "service-providers": "service providers that host, secure and support the Service",
  advertising: "service providers that host, secure and support the Service, and advertising partners",
};

/** The disclosures Cal. Civ. Code § 1798.130(a)(5) requires in the policy, written from the answers. */
function ccpaDisclosures(ctx: GenerationContext, a: PrivacyPolicyAnswers, contact: string): string {
  const sells = a.thirdPartySharing === "advertising";
  const categories =
    a.dataCollected ??
    "identifiers (such as your name and email address), internet or other electronic network activity information (such as device and usage data), and any other information you choose to give us";
  return (
    `California disclosures (Cal. Civ. Code § 1798.130(a)(5)). In the preceding twelve months we collected these categories of personal information: ${categories.replace(/\.$/, "")}. ` +
    `We collected it directly from you, automatically from your device when you use the Service${a.cookies ? ", including through cookies and similar technologies" : ""}, and from service providers that help us operate the Service. ` +
    `We use it for these business or commercial purposes: to provide, maintain, secure and improve the Service, to manage accounts and transactions, to respond to you, and to meet legal obligations. ` +
    `We disclosed personal information for a business purpose to ${RECIPIENTS[a.thirdPartySharing]}. ` +
    (sells
      ? `In the preceding twelve months we sold or shared identifiers and internet activity information with advertising partners; you may opt out through the "Do Not Sell or Share My Personal Information" link on the Service. `
      : `In the preceding twelve months we have not sold or shared personal information, including that of consumers under 16. `) +
    `We do not use or disclose sensitive personal information for any purpose that would give you the right to limit it, so the Service has no "Limit the Use of My Sensitive Personal Information" link. ` +
    `You may make a request to know, delete or correct in either of two ways: ${contact}.`
  );
}

export function privacyRightsSections(ctx: GenerationContext, a: PrivacyPolicyAnswers): Section[] {
  const { contact } = privacyPolicyNames(ctx, a);
  const sells = a.thirdPartySharing === "advertising";
  return [
    {
      id: "data-security",
      heading: "Data Security",
      explanation: "Describes how personal information is protected.",
      clauses: [
        clause(
          id("data-security", "measures"),
          `We use reasonable administrative, technical and physical safeguards, such as encryption in transit and access controls, designed to protect personal information against loss, misuse and unauthorised access.`,
        ),
        clause(
          id("data-security", "no-guarantee"),
          `No method of transmission or storage is completely secure, so we cannot guarantee absolute security. If a breach affects your personal information, we will notify you as required by law.`,
        ),
      ],
    },
    {
      id: "childrens-privacy",
      heading: "Children's Privacy",
      explanation: "Explains how information about children under 13 is handled.",
      clauses: [
        ...(a.childrenData
          ? [
              clause(
                id("childrens-privacy", "parental-consent"),
                `Some parts of the Service are directed to children under 13. Before collecting personal information from a child under 13, we give the parent direct notice of our practices and obtain verifiable parental consent, as required by the Children's Online Privacy Protection Act (COPPA).`,
              ),
              clause(
                id("childrens-privacy", "limits"),
                `We collect from children only the information reasonably necessary for the activity they take part in, and we do not use it for targeted advertising.`,
              ),
              clause(
                id("childrens-privacy", "parent-rights"),
                `A parent may review the information collected from their child, ask us to delete it, and refuse further collection or use, by contacting us ${contact}.`,
              ),
            ]
          : [
              clause(
                id("childrens-privacy", "not-directed"),
                `The Service is not directed to children under 13, and we do not knowingly collect personal information from them. If we learn that we have collected such information without verifiable parental consent, we will delete it promptly.`,
              ),
              clause(
                id("childrens-privacy", "report"),
                `If you believe a child under 13 has given us personal information, please contact us ${contact}.`,
              ),
            ]),
        // Several states forbid selling a known teenager's data or showing them targeted ads without consent
        // (Maryland's Online Data Privacy Act bans it outright for those under 18).
        clause(
          id("childrens-privacy", "teens"),
          `We do not sell the personal information of users we know are under 18, or use it for targeted advertising, and where the law requires consent to process it we ask for it first.`,
        ),
      ],
    },
    {
      id: "your-rights",
      heading: "Your Privacy Rights",
      explanation: "Lists the choices and rights users have over their information.",
      clauses: clauses(
        clause(
          id("your-rights", "general"),
          `Depending on where you live, you may have the right to access, correct, delete or receive a copy of your personal information, and to object to or restrict certain uses of it. You may also opt out of marketing messages at any time.`,
        ),
        a.ccpa &&
          clause(
            id("your-rights", "ccpa"),
            `If you are a California resident, the California Consumer Privacy Act, as amended by the California Privacy Rights Act, gives you the right to know what personal information we collect, use and disclose; to delete it; to correct it; to limit the use of sensitive personal information; and to opt out of its sale or sharing${sells ? ` by using the "Do Not Sell or Share My Personal Information" link on the Service` : ". We do not sell or share personal information as those terms are defined in that law"}. We will not discriminate against you for exercising any of these rights. You may use an authorised agent to make a request on your behalf, and we will verify your identity before acting on it.`,
          ),
        californiaApplies(ctx, a) && clause(id("your-rights", "ccpa-disclosures"), ccpaDisclosures(ctx, a, contact)),
        clause(
          id("your-rights", "how-to"),
          `To exercise your rights, contact us ${contact}. We will respond within the time required by applicable law.`,
        ),
      ),
    },
    {
      id: "additional-terms",
      heading: "Additional Terms",
      explanation: "Holds any further terms that apply to the service's use of information.",
      clauses: [
        clause(
          id("additional-terms", "terms-of-use"),
          `This policy forms part of, and should be read together with, any terms of use that govern the Service. If they conflict on a privacy matter, this policy controls.`,
        ),
      ],
    },
    {
      id: "governing-law",
      heading: "Governing Law",
      explanation: "Says which state's law applies to this policy and where disputes are heard.",
      clauses: [
        clause(id("governing-law", "law"), governingLawSentence(ctx, "Privacy Policy")),
        clause(
          id("governing-law", "venue"),
          `Any dispute about this policy shall be brought in ${ctx.jurisdiction.venue}, unless the law of the place where you live gives you the right to bring it elsewhere.`,
        ),
      ],
    },
    {
      id: "changes-and-contact",
      heading: "Changes to This Policy and Contact Us",
      explanation: "Explains how the policy is updated and how to reach the operator.",
      clauses: [
        clause(
          id("changes-and-contact", "changes"),
          `We may update this policy from time to time. We will post the updated version with a new effective date and, if the changes are material, notify you by email or through the Service before they take effect.`,
        ),
        clause(
          id("changes-and-contact", "effective"),
          `This policy is effective as of ${ctx.formatDate(ctx.request.date)}.`,
        ),
        clause(
          id("changes-and-contact", "contact"),
          `If you have questions about this policy or our privacy practices, contact us ${contact}.`,
        ),
      ],
    },
  ];
}
