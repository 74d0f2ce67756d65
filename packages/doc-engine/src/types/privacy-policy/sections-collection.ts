/** Sections 1–6 of the privacy policy: what is collected and how it is used, shared and kept. */
import type { GenerationContext, Section } from "../../define";
import { plural } from "../shared/numbers";
import { clause, clauses } from "../shared/section";
import { listJoin } from "../shared/wording";
import type { PrivacyPolicyAnswers } from "./questions";
import { privacyPolicyNames } from "./names";

const id = (section: string, slug: string) => `privacy-policy.${section}.${slug}`;

/**
 * Categories state privacy laws treat as sensitive (health, precise location, biometrics and the like), as
 * a user may name them when listing what the service collects.
 */
const SENSITIVE: [RegExp, string][] = [
  [/\b(health|medical|heart rate|fitness|sleep|symptom|diagnos|prescription|pregnan)/i, "health information"],
  // "Approximate location" (a city, from an IP address) is not sensitive data; any other location may be precise.
  [
    /\b(gps|geolocation|precise location|location data|(?<!approximate |general |coarse )location)\b/i,
    "precise location",
  ],
  [/\b(biometric|fingerprint|face ?print|facial|voiceprint)/i, "biometric data"],
  [/\b(genetic|dna)\b/i, "genetic data"],
  [
    /\b(racial|ethnic|religio|sexual orientation|sex life|citizenship|immigration)/i,
    "information about race, religion, sex life or citizenship",
  ],
  [
    /\b(social security|ssn|driver'?s licen[cs]e|passport|account password|card number)/i,
    "government identifiers and account credentials",
  ],
];

/** Lower-cases a list's first word as typed ("Name, email") unless it is an acronym or a name ("GPS", "iPhone"). */
const inSentence = (text: string) =>
  text.replace(/^([A-Z])([a-z])/, (_, first: string, next: string) => `${first.toLowerCase()}${next}`);

const DEFAULT_DATA =
  "contact details such as your name and email address, account login details, and any information you choose to send us";

export function privacyCollectionSections(ctx: GenerationContext, a: PrivacyPolicyAnswers): Section[] {
  const { operator } = privacyPolicyNames(ctx, a);
  const data = a.dataCollected ? inSentence(a.dataCollected.replace(/[.;\s]+$/, "")) : DEFAULT_DATA;
  const sensitive = SENSITIVE.filter(([pattern]) => pattern.test(a.dataCollected ?? "")).map(([, name]) => name);
  const sells = a.thirdPartySharing === "advertising";
  const cookiePurposes = ["keep you signed in", "remember your preferences", "understand how the Service is used"];
  if (sells) cookiePurposes.push("measure and personalise advertising");

  return [
    {
      id: "introduction",
      heading: "Introduction and Scope",
      explanation: "Says who runs the service and what this policy covers.",
      clauses: [
        clause(
          id("introduction", "who-we-are"),
          `This Privacy Policy explains how ${operator} ("we", "us" or "our") collects, uses, shares and protects personal information when you use the Service.`,
        ),
        clause(
          id("introduction", "scope"),
          `This policy applies to information collected through the Service and in related communications with us. It does not apply to websites or services run by others, even if the Service links to them.`,
        ),
        clause(
          id("introduction", "acceptance"),
          `By using the Service you acknowledge that you have read this policy. If you do not agree with it, please do not use the Service.`,
        ),
      ],
    },
    {
      id: "information-we-collect",
      heading: "Information We Collect",
      explanation: "Lists the kinds of personal information the service gathers.",
      clauses: [
        clause(
          id("information-we-collect", "provided"),
          `We collect the information you give us directly, namely ${data}.`,
        ),
        clause(
          id("information-we-collect", "automatic"),
          `When you use the Service, we automatically collect technical information such as your IP address, browser and device type, pages viewed, and the date and time of your visit.`,
        ),
        clause(
          id("information-we-collect", "third-party"),
          `We may also receive information about you from service providers that help us operate the Service, such as payment processors, which we handle in accordance with this policy.`,
        ),
        ...(sensitive.length > 0
          ? [
              clause(
                id("information-we-collect", "sensitive"),
                `Some of this information is sensitive personal information under state privacy laws (${listJoin(sensitive)}). We collect and use it only as reasonably necessary to provide the features you use, with your consent where the law requires it, and we never sell it or use it for targeted advertising.`,
              ),
            ]
          : []),
      ],
    },
    {
      id: "how-we-use-information",
      heading: "How We Use Information",
      explanation: "Explains why the service uses personal information.",
      clauses: clauses(
        clause(
          id("how-we-use-information", "purposes"),
          `We use personal information to provide, maintain and improve the Service; to create and manage accounts; to process transactions; to respond to your requests; and to send you service-related notices.`,
        ),
        clause(
          id("how-we-use-information", "security-and-legal"),
          `We also use it to detect and prevent fraud, abuse and security incidents, and to comply with our legal obligations and enforce our terms.`,
        ),
        clause(
          id("how-we-use-information", "marketing"),
          sells
            ? `With your consent where the law requires it, we use information to send you marketing and to show you advertising that may be tailored to your interests. You may opt out at any time as described in "Your Privacy Rights".`
            : `We send marketing messages only where you have agreed to receive them, and every message explains how to unsubscribe.`,
        ),
      ),
    },
    {
      id: "cookies",
      heading: "Cookies and Tracking Technologies",
      explanation: "Describes cookies and how visitors can control them.",
      clauses: (a.cookies
        ? [
            clause(
              id("cookies", "use"),
              `We and our service providers use cookies, pixels and similar technologies to ${listJoin(cookiePurposes)}.`,
            ),
            clause(
              id("cookies", "choices"),
              `Most browsers let you refuse or delete cookies. If you do so, some parts of the Service may not work properly. Where the law requires consent for non-essential cookies, we ask for it before setting them.`,
            ),
          ]
        : [
            clause(
              id("cookies", "essential-only"),
              `We use only the cookies that are strictly necessary to operate the Service, such as those that keep you signed in. We do not use cookies or similar technologies to track you across other websites.`,
            ),
          ]
      ).concat(
        // CalOPPA (Cal. Bus. & Prof. Code § 22575(b)(5)) reaches any site with California visitors, whatever the
        // governing law, so every policy says how it answers Do Not Track.
        [
          clause(
            id("cookies", "do-not-track"),
            "Some browsers send a Do Not Track signal. Because there is no common industry standard for it, the Service does not respond to Do Not Track signals. Where the law of your state requires it, we treat a Global Privacy Control or similar opt-out preference signal as a valid request to opt out of the sale or sharing of personal information from that browser. Other parties cannot collect personally identifiable information about your online activities over time and across different websites when you use the Service, except as described in this Policy.",
          ),
        ],
      ),
    },
    {
      id: "sharing",
      heading: "How We Share Information",
      explanation: "Says who else may receive personal information and why.",
      clauses: clauses(
        a.thirdPartySharing === "none"
          ? clause(
              id("sharing", "no-sharing"),
              `We do not sell, rent or share your personal information with third parties for their own purposes.`,
            )
          : clause(
              id("sharing", "service-providers"),
              `We share personal information with service providers that host, support and operate the Service for us, under contracts that require them to protect it and use it only to provide services to us.`,
            ),
        sells &&
          clause(
            id("sharing", "advertising"),
            `We also share limited information, such as device identifiers and browsing activity on the Service, with advertising and analytics partners. Under some state laws this may be a "sale" or "sharing" of personal information, which you may opt out of.`,
          ),
        clause(
          id("sharing", "legal-and-transfers"),
          `We may disclose information when required by law or legal process, to protect the rights and safety of our users or others, or as part of a merger, acquisition or sale of assets, in which case the recipient will be bound by this policy.`,
        ),
      ),
    },
    {
      id: "data-retention",
      heading: "Data Retention",
      explanation: "Says how long personal information is kept.",
      clauses: [
        clause(
          id("data-retention", "period"),
          a.retention === "fixed"
            ? `We keep personal information for up to ${plural(a.retentionMonths, "month")} after your last interaction with the Service, unless a longer period is required by law or needed to resolve a dispute.`
            : `We keep personal information only for as long as needed for the purposes described in this policy, including to meet legal, accounting and reporting requirements.`,
        ),
        clause(
          id("data-retention", "deletion"),
          `When we no longer need personal information, we delete it or make it anonymous so that it can no longer identify you.`,
        ),
      ],
    },
  ];
}
