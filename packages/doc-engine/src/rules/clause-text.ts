/**
 * Rules that read clause text, not answers: words that waive what the law does not let a party waive, or
 * that contradict the document itself. They run on every text a person or a model adds to a document
 * (Additional Terms, details, custom clauses, in-place edits, AI wording). What the user wrote is theirs:
 * it stays, with a warning citing the law (rules/index.ts). What a model wrote is refused (verify.ts).
 */
import type { GenerationContext } from "../define";
import { ruleAt } from "../jurisdictions/rule-at";
import type { Citation, Jurisdiction } from "../jurisdictions/types";
import type { StateCode } from "../jurisdictions/states";
import { STATES } from "../jurisdictions/states";
import type { DocumentType, LegalDocument } from "../model";
import { getTypeDefinition } from "../registry";
import { withWarnings } from "./shared";

const FAMILY = "clause-text";

/** One added text and where it sits, for messages ("Additional Terms", "clause 16.2"). */
export type AddedText = { where: string; text: string };

export type TextFinding = Citation & { rule: string; where: string; quote: string; message: string };

type Law = Citation & { effect: string };

type TextRule = {
  id: string;
  types: readonly DocumentType[] | "all";
  pattern: RegExp;
  /** The law that makes it ineffective in this state, or undefined where the rule table has none. */
  law: (jurisdiction: Jurisdiction, date: string) => Law | undefined;
};

const LEASE = ["lease", "roommate-agreement"] as const;

/** A law that holds in the listed states only. */
const inStates =
  (table: Partial<Record<StateCode, Law>>) =>
  (jurisdiction: Jurisdiction): Law | undefined =>
    table[jurisdiction.code as StateCode];

const unverified = (citation: string, effectiveDate: string, effect: string): Law => ({
  citation,
  effectiveDate,
  effect,
  verified: false,
});

const RULES: readonly TextRule[] = [
  {
    id: "non-refundable-deposit",
    types: LEASE,
    pattern: /\bnon-?refundable\b[^.]{0,60}\bdeposit\b|\bdeposit\b[^.]{0,60}\bnon-?refundable\b/i,
    // The state's own deposit rule (security-deposit.ts) is what requires the deposit back less lawful deductions.
    law: (j) => ({
      citation: j.securityDeposit.citation,
      effectiveDate: j.securityDeposit.effectiveDate,
      ...(j.securityDeposit.verified === false ? { verified: false } : {}),
      effect: `${j.place} law requires a security deposit to be returned, less lawful deductions, so a deposit cannot be made non-refundable`,
    }),
  },
  {
    id: "entry-without-notice",
    types: LEASE,
    pattern:
      /\b(?:enter|entry|access)\b[^.]{0,80}\b(?:at any time|any time|without (?:prior |advance |any )?notice)\b/i,
    law: inStates({
      CA: {
        citation: "Cal. Civ. Code § 1954",
        effectiveDate: "1976-01-01",
        effect:
          "a landlord may enter only for the purposes the statute lists, and except in an emergency only after reasonable written notice (24 hours is presumed reasonable)",
      },
      FL: unverified(
        "Fla. Stat. § 83.53",
        "1973-07-01",
        "a landlord must give reasonable notice before entering for repairs, and may enter at any time only to protect or preserve the premises",
      ),
      AZ: unverified(
        "A.R.S. § 33-1343",
        "1973-01-01",
        "except in an emergency a landlord must give two days' notice before entering",
      ),
      WA: unverified(
        "RCW 59.18.150",
        "1973-07-16",
        "except in an emergency a landlord must give two days' written notice before entering",
      ),
      OR: unverified(
        "ORS 90.322",
        "1995-01-01",
        "except in an emergency a landlord must give at least 24 hours' notice before entering",
      ),
    }),
  },
  {
    id: "self-help-eviction",
    types: LEASE,
    pattern:
      /\b(?:chang(?:e|es|ing) the locks|lock(?:s|ing)? (?:the )?tenant out|(?:shut|cut|turn)(?:s|ting)? off (?:the |any )?(?:utilities|water|power|electricity|heat|gas)|remov(?:e|es|ing) (?:the )?tenant'?s? (?:belongings|possessions|property))\b/i,
    law: inStates({
      CA: {
        citation: "Cal. Civ. Code § 789.3",
        effectiveDate: "1971-01-01",
        effect:
          "a landlord may not lock a tenant out, cut off utilities or remove the tenant's property to make the tenant leave",
      },
      TX: unverified(
        "Tex. Prop. Code §§ 92.0081, 92.008",
        "1989-09-01",
        "a landlord may not lock a tenant out or interrupt utilities except as the statute allows",
      ),
      FL: unverified(
        "Fla. Stat. § 83.67",
        "1973-07-01",
        "a landlord may not cut off utilities, change the locks or remove the tenant's property to make the tenant leave",
      ),
      NY: unverified(
        "N.Y. Real Prop. Actions & Proc. Law § 768",
        "2019-06-14",
        "a landlord may not lock a tenant out or cut off essential services to make the tenant leave",
      ),
    }),
  },
  {
    id: "habitability-waiver",
    types: LEASE,
    pattern:
      /\bwaive[sd]?\b[^.]{0,80}\b(?:repairs?|habitab\w*|warrant(?:y|ies) of habitability)\b|\b(?:repairs?|habitab\w*)\b[^.]{0,60}\bwaive[sd]?\b/i,
    law: inStates({
      CA: {
        citation: "Cal. Civ. Code § 1942.1",
        effectiveDate: "1970-01-01",
        effect:
          "an agreement waiving the tenant's rights to a habitable home and to repairs is void as against public policy",
      },
      NY: unverified(
        "N.Y. Real Prop. Law § 235-b(2)",
        "1975-08-01",
        "any agreement by a tenant waiving or modifying the warranty of habitability is void as contrary to public policy",
      ),
      WA: unverified(
        "RCW 59.18.230",
        "1973-07-16",
        "a rental agreement may not waive the tenant's rights under the Residential Landlord-Tenant Act, including the landlord's duty to repair",
      ),
    }),
  },
  {
    id: "jury-waiver",
    types: "all",
    pattern: /\bwaive[sd]?\b[^.]{0,60}\bjury\b|\bjury trial\b[^.]{0,60}\bwaive[sd]?\b/i,
    law: inStates({
      CA: unverified(
        "Grafton Partners L.P. v. Superior Court, 36 Cal. 4th 944 (2005)",
        "2005-07-18",
        "a waiver of a jury trial agreed before a dispute arises is unenforceable",
      ),
      GA: unverified(
        "Bank South, N.A. v. Howard, 264 Ga. 339 (1994)",
        "1994-06-27",
        "a waiver of a jury trial agreed before a dispute arises is unenforceable",
      ),
      NC: unverified(
        "N.C. Gen. Stat. § 22B-10",
        "1991-10-01",
        "a contract term requiring a party to waive a jury trial is unconscionable and unenforceable",
      ),
    }),
  },
  {
    id: "non-compete-where-void",
    types: ["employment"],
    pattern: /\bnon-?compet\w*\b|\bnot (?:to )?compete\b|\bwork for (?:a|any) competitor\b/i,
    law: (j, date) => {
      const rule = ruleAt(j.nonCompete, date);
      if (rule.status !== "void") return undefined;
      return {
        citation: rule.citation,
        effectiveDate: rule.effectiveDate,
        ...(rule.verified === false ? { verified: false } : {}),
        effect: `non-compete covenants are void in ${j.place}`,
      };
    },
  },
  {
    id: "whistleblower-gag",
    types: ["nda", "employment"],
    pattern:
      /\b(?:not|never|no)\b[^.]{0,60}\b(?:report|disclose|communicate|speak)\b[^.]{0,80}\b(?:government|agency|regulator|SEC|law enforcement|police|attorney general)\b/i,
    law: () => ({
      citation: "18 U.S.C. § 1833(b); 17 C.F.R. § 240.21F-17",
      effectiveDate: "2016-05-11",
      verified: false,
      effect:
        "no agreement may stop a person reporting a possible violation of law to a government agency, and federal law gives immunity for disclosing a trade secret to the government in confidence to report one",
    }),
  },
];

/** Consistency with the document itself: no citation, the document is the authority. */
const SIGNATURE_OPTIONAL = /\bbinding\b[^.]{0,60}\b(?:whether or not|even if|without)\b[^.]{0,25}\bsign/i;
const STATE_NAMES = STATES.map(([name]) => name).sort((a, b) => b.length - a.length);
const OTHER_LAW = new RegExp(
  `\\b(?:governed by|under) the laws? of (?:the (?:State|Commonwealth) of )?(${STATE_NAMES.join("|")})\\b`,
  "i",
);
const OTHER_COURTS = new RegExp(`\\bcourts? (?:of|in|located in) [^.]{0,40}?\\b(${STATE_NAMES.join("|")})\\b`, "i");

function consistency(text: string, jurisdiction: Jurisdiction): { rule: string; quote: string; effect: string }[] {
  const found: { rule: string; quote: string; effect: string }[] = [];
  const signature = SIGNATURE_OPTIONAL.exec(text);
  if (signature)
    found.push({
      rule: "binding-without-signature",
      quote: signature[0],
      effect: "the document's own signature blocks say how it is made binding",
    });
  for (const [rule, pattern] of [
    ["other-governing-law", OTHER_LAW],
    ["other-venue", OTHER_COURTS],
  ] as const) {
    const match = pattern.exec(text);
    if (match?.[1] && match[1].toLowerCase() !== jurisdiction.name.toLowerCase())
      found.push({
        rule,
        quote: match[0],
        effect: `the document is governed by the law of ${jurisdiction.place}, and this text names ${match[1]}`,
      });
  }
  return found;
}

/** What in `texts` the law or the document itself does not allow, for this document's type and state. */
export function textFindings(
  type: DocumentType,
  jurisdiction: Jurisdiction,
  date: string,
  texts: readonly AddedText[],
): TextFinding[] {
  const findings: TextFinding[] = [];
  for (const { where, text } of texts) {
    for (const rule of RULES) {
      if (rule.types !== "all" && !rule.types.includes(type)) continue;
      const match = rule.pattern.exec(text);
      const law = match ? rule.law(jurisdiction, date) : undefined;
      if (!match || !law || law.effectiveDate > date) continue;
      const { effect, ...citation } = law;
      findings.push({
        ...citation,
        rule: rule.id,
        where,
        quote: match[0],
        message: `${where} says "${match[0]}", but ${effect}.`,
      });
    }
    for (const { rule, quote, effect } of consistency(text, jurisdiction)) {
      findings.push({
        citation: "this document",
        effectiveDate: date,
        rule,
        where,
        quote,
        message: `${where} says "${quote}", but ${effect}.`,
      });
    }
  }
  return findings;
}

/**
 * The texts a person added to a request: the free-text fields, the written answers in force (ctx.answers:
 * a hidden question's answer is not used), custom clauses and their own edits.
 */
function userTexts(doc: LegalDocument, answers: Record<string, unknown>): AddedText[] {
  const request = doc.request;
  const texts: AddedText[] = [];
  if (request.details) texts.push({ where: "Details", text: request.details });
  // A written answer ("Benefits", "Chores", "What you demand") is printed in the document as typed.
  for (const question of getTypeDefinition(doc.type)?.questions ?? []) {
    const value = answers[question.name];
    if ((question.kind === "text" || question.kind === "textarea") && typeof value === "string" && value.trim())
      texts.push({ where: `Your answer to "${question.label}"`, text: value });
  }
  if (request.additionalTerms) texts.push({ where: "Additional Terms", text: request.additionalTerms });
  for (const custom of request.customClauses ?? [])
    if (custom.source === "user") texts.push({ where: `The clause "${custom.heading}"`, text: custom.text });
  for (const [id, override] of Object.entries(request.clauseOverrides ?? {})) {
    if (override.source !== "user") continue;
    // Named as the reader sees it: the clause's heading, or its section's ("Term"), never its id.
    const section = doc.sections.find((item) => item.clauses.some((clause) => clause.id === id));
    const heading = section?.clauses.find((clause) => clause.id === id)?.heading ?? section?.heading;
    texts.push({ where: heading ? `Your wording in "${heading}"` : "Your wording of a clause", text: override.text });
  }
  return texts;
}

/**
 * The user's own words stay as written: each finding is a warning with its citation, on the preview and on
 * "Before you sign", so the user decides with the law in front of them.
 */
export function applyClauseText(doc: LegalDocument, ctx: GenerationContext): LegalDocument {
  const findings = textFindings(doc.type, ctx.jurisdiction, doc.date, userTexts(doc, ctx.answers));
  return withWarnings(
    doc,
    findings.map((finding) => ({
      family: FAMILY,
      message: finding.message,
      citation: finding.citation,
      effectiveDate: finding.effectiveDate,
      ...(finding.verified === false ? { verified: false } : {}),
    })),
  );
}
