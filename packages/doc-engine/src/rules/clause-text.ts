/**
 * Rules that read clause text, not answers: words that waive what the law does not let a party waive, or
 * that contradict the document itself. They run on every text a person or a model adds to a document
 * (Additional Terms, details, custom clauses, in-place edits, AI wording). What the user wrote is theirs:
 * it stays, with a warning citing the law (rules/index.ts). What a model wrote is refused (verify.ts).
 */
import type { GenerationContext } from "../define";
import { RELOCATION_RULES } from "../jurisdictions/custody-relocation";
import { ruleAt } from "../jurisdictions/rule-at";
import { figuresIn } from "../figures";
import { formatMoney } from "../format";
import type { Citation, Jurisdiction } from "../jurisdictions/types";
import type { StateCode } from "../jurisdictions/states";
import { STATE_NAMES_LONGEST_FIRST } from "../jurisdictions/states";
import { stateInAddress } from "../jurisdictions/address-state";
import type { DocumentType, LegalDocument } from "../model";
import { getTypeDefinition } from "../registry";
import { percentText } from "../types/shared/numbers";
import { listJoin } from "../types/shared/wording";
import { LEASE_DISCLOSURES } from "../jurisdictions/lease-disclosures";
import type { LeaseAnswers } from "../types/lease/questions";
import { leaseDisclosuresFor } from "./lease-disclosures";
import { notaryReason } from "./poa-execution";
import { capWords, lateFeeLimitFor } from "./late-fee";
import { monthsRent, positiveNumber, withWarnings } from "./shared";
import { usuryCap } from "./usury";

const FAMILY = "clause-text";

const NON_REFUNDABLE_PART_ALLOWED = new Set(["UT", "WY"]);

/** One added text and where it sits, for messages ("Additional Terms", "clause 16.2"). */
export type AddedText = { where: string; text: string };

/** A finding: the law it breaks (a citation and the date it took effect), or "this document" it contradicts. */
export type TextFinding = Omit<Citation, "effectiveDate"> & {
  effectiveDate?: string;
  rule: string;
  where: string;
  quote: string;
  message: string;
};

/** The law a text breaks; a rule of common law (no statute, no date it took effect) carries no effectiveDate. */
type Law = Omit<Citation, "effectiveDate"> & { effectiveDate?: string; effect: string };

type TextRule = {
  id: string;
  types: readonly DocumentType[] | "all";
  pattern: RegExp;
  /**
   * The same words in a sentence that protects the right rather than takes it ("the Landlord may not enter
   * without notice", "nothing in this Agreement limits a report to a government agency"): not a finding.
   */
  unless?: RegExp;
  /** The law that makes it ineffective in this state (`sentence`: the one the words are in, for a law that depends on what else it names), or undefined where the rule table has none. */
  law: (
    jurisdiction: Jurisdiction,
    date: string,
    answers: Record<string, unknown>,
    sentence: string,
  ) => Law | undefined;
  /** A finding only when what the words say breaks the rule (a figure over the state's cap for this document). */
  breaks?: (
    match: RegExpExecArray,
    jurisdiction: Jurisdiction,
    date: string,
    answers: Record<string, unknown>,
  ) => boolean;
};

const LEASE = ["lease", "roommate-agreement"] as const;

/** A law that holds in the listed states only. */
/** The state's statute where the table has one; elsewhere the common-law rule, when every state has one. */
const inStates =
  (table: Partial<Record<StateCode, Law>>, elsewhere?: Law) =>
  (jurisdiction: Jurisdiction): Law | undefined =>
    table[jurisdiction.code as StateCode] ?? elsewhere;

/** The words of a disclosure's title that name it in a sentence ("Radon Gas": radon), not the generic ones. */
const GENERIC_TITLE_WORDS = new Set([
  "disclosure",
  "disclosures",
  "notice",
  "information",
  "statement",
  "terms",
  "rights",
  "tenant",
  "landlord",
  "lease",
  "rental",
  "with",
  "from",
]);
const titleWords = (title: string) =>
  title
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 4 && !GENERIC_TITLE_WORDS.has(word));

/** What a lease's disclosures are called in a sentence that waives them. */
const DISCLOSURE_WORDS = String.raw`(?:disclos\w*|notices?|pamphlets?|packets?|receipts?|checklists?)`;

/** What a tenant may end a lease early for, in Texas (Tex. Prop. Code §§ 92.016, 92.0161, 92.017) or anywhere on orders. */
const EARLY_END_GROUNDS = String.raw`family violence|domestic (?:violence|abuse)|sexual (?:assault|offen[cs]es?|abuse)|stalking|militar\w*|deploy\w*|service ?members?|active duty|(?:military|permanent change of station) orders`;

const SERVICEMEMBER_LEASE_TERMINATION: Law = {
  citation: "50 U.S.C. §§ 3955, 3918 (Servicemembers Civil Relief Act)",
  effectiveDate: "2003-12-19",
  verified: false,
  effect:
    "federal law lets a tenant who enters military service, or is ordered to move or deploy for 90 days or more, end a residential lease, and a lease term cannot waive that right",
};

/** A rule courts apply in (nearly) every state, without one statute to cite: always "check with a lawyer". */
const commonLaw = (citation: string, effect: string): Law => ({ citation, effect, verified: false });

/** Words that dispense with a will's or a power of attorney's witnesses, notary or paper signature. */
const SIGNING_WAIVER =
  /\b(?:no|without(?: any)?|needs? no|not (?:need|require)\w*|dispens\w* with)\b[^.]{0,40}\b(?:witness\w*|notar\w*|acknowledg\w*)\b|\b(?:witness\w*|notar\w*|acknowledg\w*)\b[^.]{0,40}\b(?:(?:is|are) not (?:required|needed|necessary)|unnecessary|optional|not required)\b|\b(?:need not|does not need to|doesn't need to) (?:be )?sign\w*|\bsign\w* (?:\w+ ){0,2}electronically\b|\belectronic(?:ally)? sign\w*/i;
/** A sentence that keeps the rule: "no witness may be a beneficiary", "must be signed before a notary". */
const SIGNING_RULE_KEPT =
  /\bno (?:witness|notary)\w*\b[^.]{0,30}\b(?:may|shall|can|who)\b|\b(?:must|shall) be (?:signed|acknowledged|witnessed)\b/i;

/** The law a rule-table entry states, as a finding cites it. */
const lawOf = (rule: Citation, effect: string): Law => ({
  citation: rule.citation,
  effectiveDate: rule.effectiveDate,
  ...(rule.verified === false ? { verified: false } : {}),
  effect,
});

const unverified = (citation: string, effectiveDate: string, effect: string): Law => ({
  citation,
  effectiveDate,
  effect,
  verified: false,
});

/** The state's signing rule for a will or a power of attorney, as "Before you sign" states it. */
function signingLaw(type: "will" | "poa") {
  return (j: Jurisdiction, date: string): Law => {
    const rule = type === "will" ? ruleAt(j.will, date) : ruleAt(j.poa, date);
    const before = [
      rule.witnesses > 0 ? `${rule.witnesses} witness${rule.witnesses === 1 ? "" : "es"}` : "",
      rule.notary ? "a notary" : "",
    ].filter(Boolean);
    const what = type === "will" ? "a will" : "a power of attorney";
    const reason = type === "poa" ? notaryReason(j.place, ruleAt(j.poa, date)) : undefined;
    if (reason)
      return lawOf(
        rule,
        `this power of attorney's signing pages have it signed on paper and acknowledged before a notary: ${reason}`,
      );
    return lawOf(
      rule,
      `in ${j.place} ${what} is signed on paper${before.length > 0 ? ` before ${before.join(" and ")}` : ""} as its signing pages set out, and no term of it can dispense with that`,
    );
  };
}

const RULES: readonly TextRule[] = [
  {
    id: "signing-formality-waiver",
    types: ["will"],
    pattern: SIGNING_WAIVER,
    unless: SIGNING_RULE_KEPT,
    law: signingLaw("will"),
  },
  {
    id: "signing-formality-waiver",
    types: ["poa"],
    pattern: SIGNING_WAIVER,
    unless: SIGNING_RULE_KEPT,
    law: signingLaw("poa"),
  },
  {
    id: "relocation-notice-waiver",
    types: ["child-custody"],
    pattern:
      /\b(?:mov\w*|relocat\w*|change\w* (?:\w+ ){0,2}residence)\b[^.]{0,80}\bwithout\b[^.]{0,25}\b(?:notice|notify\w*|telling|consent|permission|the court)\b|\bno (?:prior |advance )?notice\b[^.]{0,60}\b(?:mov\w*|relocat\w*)\b/i,
    law: (j, date) => {
      const rule = RELOCATION_RULES[j.code as StateCode];
      if (!rule || rule.effectiveDate > date) return undefined;
      return lawOf(
        rule,
        `${j.place} law sets how a parent gives notice of a relocation and how the other parent objects, and the agreement's relocation section states it`,
      );
    },
  },
  {
    id: "deposit-over-cap",
    types: LEASE,
    pattern: /\bdeposit\b[^.]{0,60}?\b(one|two|three|four|five|six|\d+(?:\.\d+)?)\s+months?'?s?\s+(?:of\s+)?rent\b/i,
    law: (j, date) => {
      const rule = ruleAt(j.securityDeposit, date);
      if (rule.maxMonths === null) return undefined;
      return lawOf(rule, `${j.place} law caps a security deposit at ${monthsRent(rule.maxMonths)}`);
    },
    breaks: (match, j, date) => {
      const cap = ruleAt(j.securityDeposit, date).maxMonths;
      const asked = Math.max(0, ...figuresIn(match[1] ?? ""));
      return cap !== null && asked > cap;
    },
  },
  {
    // Pennsylvania: two months' rent in the first year, one month's from the second year on (of the tenancy or of
    // a renewal). "Two months' deposit for the whole tenancy" is over the cap the deposit clause states.
    id: "deposit-over-later-year-cap",
    types: LEASE,
    pattern:
      /\bdeposit\b[^.]{0,60}?\b(one|two|three|four|five|six|\d+(?:\.\d+)?)\s+months?'?s?\s+(?:of\s+)?rent\b[^.]{0,80}?\b(?:(?:every|each|any|all|later|subsequent|second|following|renewal|whole|entire)\s+(?:\w+\s+){0,2}?(?:years?|term|tenancy|renewals?)|throughout\b[^.]{0,20}\b(?:tenancy|term|lease))\b/i,
    law: (j, date) => {
      const rule = ruleAt(j.securityDeposit, date);
      if (!rule.laterYearsMonths) return undefined;
      return lawOf(
        rule,
        `${j.place} law caps a security deposit at ${monthsRent(rule.laterYearsMonths)} from the second year of the tenancy or of a renewal`,
      );
    },
    breaks: (match, j, date) => {
      const later = ruleAt(j.securityDeposit, date).laterYearsMonths;
      return later !== undefined && Math.max(0, ...figuresIn(match[1] ?? "")) > later;
    },
  },
  {
    id: "late-fee-over-cap",
    types: LEASE,
    pattern: /\blate (?:fee|charge)s?\b[^.]{0,60}?\b(\d+(?:\.\d+)?)\s*(?:%|percent\b|per cent\b)/i,
    law: (j, date) => {
      const rule = ruleAt(j.lateFee, date);
      if (rule.percent === null) return undefined;
      return lawOf(rule, `${j.place} law caps a late fee at ${rule.percent}% of the rent`);
    },
    breaks: (match, j, date) => {
      const cap = ruleAt(j.lateFee, date).percent;
      return cap !== null && Number(match[1]) > cap;
    },
  },
  {
    // A late fee in dollars over the state's cap for this rent; where the fee may only build up by the day (Iowa),
    // one charge over a day's rate ("$60 on the first day rent is late").
    id: "late-fee-dollars-over-cap",
    types: LEASE,
    pattern: /\blate (?:fee|charge)s?\b[^.]{0,60}?\$\s?(\d[\d,]*(?:\.\d{1,2})?)/i,
    law: (j, date) => {
      const rule = ruleAt(j.lateFee, date);
      const words = capWords(rule, formatMoney);
      return words === undefined ? undefined : lawOf(rule, `${j.place} law caps a late fee at ${words}`);
    },
    breaks: (match, j, date, answers) => {
      const limit = lateFeeLimitFor(ruleAt(j.lateFee, date), positiveNumber(answers.monthlyRent));
      return limit !== undefined && Number((match[1] ?? "").replace(/,/g, "")) > limit + 0.005;
    },
  },
  {
    // The deposit kept longer than the state allows before it is returned ("keep the deposit for 90 days").
    id: "deposit-returned-late",
    types: LEASE,
    pattern:
      /^(?=.*\bdeposit\b).*?\b(?:return|refund|repay|keep|kept|hold|held|retain)\w*\b[^.]{0,80}?\b(\d+|[a-z]+(?:-[a-z]+)?)(?:\s*\(\d+\))?\s+(days?|weeks?|months?)\b(?!'|’|\s+(?:of\s+)?rent)/i,
    law: (j, date) => {
      const rule = ruleAt(j.securityDeposit, date);
      if (rule.returnDays === null) return undefined;
      return lawOf(
        rule,
        `${j.place} law requires the deposit back within ${rule.returnPeriod ?? `${rule.returnDays} days`} after the tenancy ends`,
      );
    },
    breaks: (match, j, date) => {
      const allowed = ruleAt(j.securityDeposit, date).returnDays;
      const [count] = figuresIn(match[1] ?? "");
      const unit = (match[2] ?? "").toLowerCase();
      const days =
        count === undefined ? undefined : count * (unit.startsWith("week") ? 7 : unit.startsWith("month") ? 30 : 1);
      return allowed !== null && days !== undefined && days > allowed;
    },
  },
  {
    id: "interest-over-cap",
    types: ["promissory-note"],
    pattern: /\binterest\b[^.]{0,60}?\b(\d+(?:\.\d+)?)\s*(?:%|percent\b|per cent\b)/i,
    law: (j, date, answers) => {
      const rule = ruleAt(j.usury, date);
      const { cap } = usuryCap(rule, answers);
      if (cap === null) return undefined;
      return lawOf(rule, `${j.place} law caps the interest on this loan at ${percentText(cap)} a year`);
    },
    breaks: (match, j, date, answers) => {
      const { cap } = usuryCap(ruleAt(j.usury, date), answers);
      return cap !== null && Number(match[1]) > cap;
    },
  },
  {
    id: "non-refundable-deposit",
    types: LEASE,
    pattern:
      /\b(?:non-?refundable|forfeit\w*)\b[^.]{0,40}\bdeposit\b|\bkeeps? the (?:entire|whole|full) (?:security )?deposit\b|\bdeposit\b[^.]{0,80}\b(?:non-?refundable|forfeit\w*|(?:will|shall|is) not be (?:returned|refunded)|(?:is )?never (?:be )?(?:returned|refunded))\b/i,
    // The state's own deposit rule (security-deposit.ts), as in force on the document's date, is what requires
    // the deposit back less lawful deductions. Utah and Wyoming allow a non-refundable part stated in writing
    // (the lease's disclosures page has a line for it).
    law: (j, date) => {
      if (NON_REFUNDABLE_PART_ALLOWED.has(j.code)) return undefined;
      const rule = ruleAt(j.securityDeposit, date);
      return lawOf(
        rule,
        `${j.place} law requires a security deposit to be returned, less lawful deductions, so a deposit cannot be made non-refundable`,
      );
    },
  },
  {
    id: "entry-without-notice",
    types: LEASE,
    pattern:
      /\b(?:enter|entry|access|come in(?:to)?|inspect)\w*\b[^.]{0,80}\b(?:at any (?:time|hour)|any ?time|whenever|without (?:prior |advance |any |first giving |giving )?(?:notice|warning)|without (?:the )?(?:tenant|roommate|occupant)'?s? (?:permission|consent))\b/i,
    // A protective sentence, or entry without notice in an emergency (every state allows it).
    unless:
      /\b(?:may|shall|will|can|must)\s+not\s+(?:\w+\s+){0,3}(?:enter|access|come|inspect)|\b(?:cannot|never)\s+(?:\w+\s+){0,2}(?:enter|access|come|inspect)|\bno\s+(?:entry|access)\b|\b(?:in|during) (?:an? |any )?emergenc/i,
    law: inStates(
      {
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
      },
      commonLaw(
        "the covenant of quiet enjoyment implied in every lease; many states also set a notice period by statute",
        "a tenant has the right to quiet enjoyment and privacy of the home, so a right to enter at will, without notice, may not be enforceable",
      ),
    ),
  },
  {
    id: "self-help-eviction",
    types: LEASE,
    pattern:
      /\b(?:chang(?:e|es|ing) the locks?|lock(?:s|ing)? (?:the )?(?:tenant|roommate|occupant)s? out|padlock\w*|remov(?:e|es|ing) (?:the )?(?:front |entry |unit's )?doors?|(?:(?:shut|cut|turn)(?:s|ting)? off|disconnect(?:s|ing)?) (?:the |any )?(?:utilities|water|power|electricity|heat|gas)|remov(?:e|es|ing) (?:the )?(?:tenant|roommate|occupant)'?s? (?:belongings|possessions|property))\b/i,
    unless:
      /\b(?:may|shall|will|can|must)\s+not\s+(?:\w+\s+){0,3}(?:change|lock|padlock|remove|shut|cut|turn|disconnect)|\b(?:cannot|never)\s+(?:\w+\s+){0,2}(?:change|lock|padlock|remove|shut|cut|turn|disconnect)/i,
    law: inStates(
      {
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
      },
      commonLaw(
        "the rule against self-help eviction, by statute or case law in nearly every state",
        "a landlord must go to court to remove a tenant, and locking a tenant out, removing doors or cutting off utilities to force the tenant out is unlawful in nearly every state",
      ),
    ),
  },
  {
    id: "habitability-waiver",
    types: LEASE,
    pattern:
      /\bwaive[sd]?\b[^.]{0,80}\b(?:repairs?|habitab\w*|warrant(?:y|ies) of habitability)\b|\b(?:repairs?|habitab\w*)\b[^.]{0,60}\bwaive[sd]?\b|\bno (?:duty|obligation) to (?:repair|maintain|fix|make repairs)\b|\blandlord\b[^.]{0,40}\b(?:not|never) (?:be )?(?:required|obligated|responsible) to (?:repair|maintain|fix|make repairs)\b/i,
    unless: /\b(?:nothing|does not|do not|shall not|will not|may not|cannot)\b[^.]{0,40}\bwaive/i,
    law: inStates(
      {
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
      },
      commonLaw(
        "the implied warranty of habitability, by statute or case law in nearly every state",
        "a landlord must keep a rented home fit to live in, and a lease term waiving that duty is generally unenforceable",
      ),
    ),
  },
  {
    // Words that excuse the landlord from a disclosure this lease must come with ("the Tenant waives the lead-based
    // paint disclosure", "no disclosures are required"): the disclosure named, or every one where none is.
    id: "disclosure-waiver",
    types: ["lease"],
    pattern: new RegExp(
      String.raw`\b(?:waive[sd]?|gives? up|forgo\w*)\b[^.]{0,60}?\b${DISCLOSURE_WORDS}\b` +
        String.raw`|\b${DISCLOSURE_WORDS}\b[^.]{0,40}?\b(?:(?:is|are) (?:hereby )?waived|(?:is|are|will|shall) not (?:be )?(?:required|given|provided|delivered|needed))\b` +
        String.raw`|\bno\s+(?:\w+\s+){0,3}?${DISCLOSURE_WORDS}\s+(?:is|are|will be|shall be)\s+(?:required|needed|necessary|given|provided)\b` +
        String.raw`|\b(?:need not|(?:is|are|shall be) not (?:required|obligated)|no (?:duty|obligation) to)\s+(?:give|provide|make|deliver|furnish|disclose)\b[^.]{0,60}`,
      "i",
    ),
    unless: /\b(?:nothing|does not|do not|shall not|will not|cannot)\b[^.]{0,40}\bwaive/i,
    law: (j, date, answers, sentence) => {
      const due = leaseDisclosuresFor(j.code, date, answers as LeaseAnswers);
      const named = due.filter((d) => titleWords(d.title).some((word) => sentence.toLowerCase().includes(word)));
      const waived = named.length > 0 ? named : /\bdisclos/i.test(sentence) ? due : [];
      if (waived.length === 0) return undefined;
      return {
        citation: waived.map((d) => d.citation).join("; "),
        effectiveDate: waived
          .map((d) => d.effectiveDate)
          .sort()
          .at(-1),
        ...(waived.some((d) => d.verified === false) ? { verified: false } : {}),
        effect: `the law requires this lease to come with its ${listJoin(waived.map((d) => d.title))} page${waived.length === 1 ? "" : "s"}, completed before the Tenant signs (see Before You Sign), and no term of it can excuse ${waived.length === 1 ? "that" : "them"}`,
      };
    },
  },
  {
    // Words that take away the tenant's right to end the lease early for family violence, a sexual offense,
    // stalking or military orders. Texas states the rights in the lease itself (its disclosure); everywhere, the
    // Servicemembers Civil Relief Act lets a servicemember end a residential lease on orders, and a lease term
    // cannot waive that.
    id: "early-termination-waiver",
    types: LEASE,
    pattern: new RegExp(
      String.raw`\b(?:waive[sd]?|gives? up|surrender\w*|relinquish\w*|forfeit\w*)\b[^.]{0,80}?\b(?:right|option)s?\b[^.]{0,40}?\b(?:terminat|end|break|cancel)\w*\b[^.]{0,80}?\b(?:early|before (?:the )?(?:end|expiration)|${EARLY_END_GROUNDS})\b` +
        String.raw`|\btenant\b[^.]{0,30}?\b(?:has no right|is not entitled|may not|cannot|shall not|will not be (?:permitted|allowed))\b[^.]{0,40}?\b(?:terminat|end|break|cancel)\w*\b[^.]{0,80}?\b(?:${EARLY_END_GROUNDS})\b` +
        String.raw`|\bwaive[sd]?\b[^.]{0,60}\b(?:92\.016|92\.0161|92\.017|Servicemembers Civil Relief Act|SCRA)\b`,
      "i",
    ),
    unless: /\b(?:nothing|does not|do not|shall not|will not|cannot)\b[^.]{0,40}\bwaive/i,
    law: (j, date) => {
      const texas = j.code === "TX" ? LEASE_DISCLOSURES.TX.find((d) => d.id === "tx-early-termination") : undefined;
      if (texas && texas.effectiveDate <= date)
        return lawOf(
          texas,
          "Texas law gives a tenant the right to end a lease early in certain situations involving family violence, certain sexual offenses or stalking, or a military deployment or transfer, and a lease term cannot take it away",
        );
      return SERVICEMEMBER_LEASE_TERMINATION;
    },
    // Outside Texas the rule reached is the servicemember's: words only about family violence or stalking there
    // are left to the state's law, which the tables do not hold.
    breaks: (match, j) =>
      j.code === "TX" ||
      /militar|deploy|service ?member|active duty|SCRA|92\.017/i.test(match.input) ||
      !/family|domestic|sexual|stalking/i.test(match.input),
  },
  {
    id: "jury-waiver",
    types: "all",
    pattern:
      /\b(?:waive[sd]?|gives? up|surrender\w*|relinquish\w*|forgo\w*)\b[^.]{0,60}\bjury\b|\bjury trial\b[^.]{0,60}\b(?:waive[sd]?|unavailable|not (?:be )?available)\b|\bno (?:right to (?:a )?)?jury trial\b|\bwithout a jury\b/i,
    unless:
      /\b(?:nothing|does not|do not|shall not|will not|may not|cannot)\b[^.]{0,40}\b(?:waive|give up|surrender|relinquish|forgo)|\bretains?\b[^.]{0,30}\bjury/i,
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
    // Outside a community-property state a surviving spouse may claim an elective share (or what the state gives
    // instead) whatever the will says: words that leave the spouse nothing do not take that away.
    id: "spouse-disinherited",
    types: ["will"],
    pattern:
      /\b(?:spouse|wife|husband)\b[^.]{0,60}?\b(?:(?:receive|take|inherit|get|claim)s?\s+nothing|(?:shall|will|may|can)\s+not\s+(?:receive|take|inherit|claim)|(?:has|have)\s+no\s+(?:claim|right|share))\b|\bdisinherit\w*\b[^.]{0,40}?\b(?:spouse|wife|husband)\b|\bnothing\s+to\s+my\s+(?:spouse|wife|husband)\b/i,
    // A former spouse has no such claim.
    unless: /\b(?:ex|former)[- ](?:spouse|wife|husband)\b/i,
    law: (j, date) => {
      const rule = ruleAt(j.maritalProperty, date);
      if (rule.community) return undefined;
      return lawOf(
        rule,
        `in ${j.place} a surviving spouse may claim ${rule.spouseRight ?? "an elective share"} whatever the will says, unless the spouse gave that right up in a written agreement`,
      );
    },
  },
  {
    // A non-compete typed for longer than the state's statute allows (or presumes reasonable).
    id: "non-compete-over-limit",
    types: ["employment"],
    pattern:
      /\b(?:non-?compet\w*|(?:not|never|refrain\w*)\b[^.]{0,40}?\bcompet\w*)\b[^.]{0,100}?\b(\d+|[a-z]+(?:-[a-z]+)?)(?:\s*\(\d+\))?\s+(years?|months?)\b(?!'|’)/i,
    law: (j, date) => {
      const limits = j.nonCompeteLimits ? ruleAt(j.nonCompeteLimits, date) : undefined;
      if (!limits || limits.maxMonths === null) return undefined;
      return lawOf(
        limits,
        limits.maxPresumed
          ? `${j.place} law presumes a non-compete longer than ${limits.maxMonths} months unreasonable`
          : `${j.place} law limits a non-compete to ${limits.maxMonths} months`,
      );
    },
    breaks: (match, j, date) => {
      const max = j.nonCompeteLimits ? ruleAt(j.nonCompeteLimits, date).maxMonths : null;
      const [count] = figuresIn(match[1] ?? "");
      const months =
        count === undefined ? undefined : (match[2] ?? "").toLowerCase().startsWith("year") ? count * 12 : count;
      return max !== null && months !== undefined && months > max;
    },
  },
  {
    id: "non-compete-where-void",
    types: ["employment"],
    pattern: /\bnon-?compet\w*\b|\bnot (?:to )?compete\b|\bwork for (?:a|any) competitor\b/i,
    law: (j, date) => {
      const rule = ruleAt(j.nonCompete, date);
      if (rule.status !== "void") return undefined;
      return lawOf(rule, `non-compete covenants are void in ${j.place}`);
    },
  },
  {
    id: "whistleblower-gag",
    types: ["nda", "employment"],
    pattern:
      /\b(?:not|never|no)\b[^.]{0,60}\b(?:report|disclose|communicate|speak)\b[^.]{0,80}\b(?:government|agency|regulator|SEC|law enforcement|police|attorney general)\b/i,
    unless:
      /\b(?:nothing|does not|do not|shall not|will not|may not|is not intended to)\b[^.]{0,60}\b(?:limit|prevent|prohibit|restrict|preclude|bar|impede|interfere|affect|require)\w*|\bno\s+(?:prior\s+)?(?:notice|consent|permission|approval|authori[sz]ation)\b[^.]{0,40}\brequired/i,
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
const SIGNATURE_OPTIONAL =
  /\b(?:binding|effective|takes effect|valid|enforceable|in force)\b[^.]{0,60}\b(?:whether or not|even if|even without|without)\b[^.]{0,25}\bsign\w*|\b(?:need not|does not need to|doesn't need to) be signed\b/i;
const STATE = `(?:the (?:State|Commonwealth) of )?(${STATE_NAMES_LONGEST_FIRST.join("|")})`;
const OTHER_LAW = new RegExp(
  `\\b(?:governed|construed|interpreted|enforced)\\s+(?:by|under|in accordance with)\\s+(?:the\\s+laws?\\s+of\\s+)?${STATE}|\\bunder the laws? of ${STATE}|\\b${STATE}\\s+law\\s+(?:governs|applies|shall (?:govern|apply)|will (?:govern|apply))`,
  "i",
);
/** Where the text sends disputes; the state is read as in an address ("Kansas City, Missouri" is Missouri). */
const OTHER_COURTS = /\bcourts? (?:of|in|located in) ([^.;]{0,60})/i;

/** "Equal shares", "divided equally", "shared equally": words that a will's unequal residue shares contradict. */
const EQUAL_SHARES =
  /\bequal(?:ly)?\b[^.]{0,40}\bshares?\b|\b(?:divided|split|shared) equally\b|\bshares?\b[^.]{0,20}\bequal\b/i;

/** The residue's shares as the will's answers give them, when they are not all the same. */
function unequalResidueShares(answers: Record<string, unknown> | undefined): string | undefined {
  const rows = answers?.residuaryBeneficiaries;
  if (!Array.isArray(rows) || rows.length < 2) return undefined;
  const shares = rows as { name?: unknown; share?: unknown }[];
  if (!shares.every((row) => typeof row.share === "number" && typeof row.name === "string")) return undefined;
  if (new Set(shares.map((row) => row.share)).size === 1) return undefined;
  return listJoin(shares.map((row) => `${percentText(row.share as number)} to ${row.name as string}`));
}

function consistency(
  text: string,
  jurisdiction: Jurisdiction,
  type: DocumentType,
  answers: Record<string, unknown> | undefined,
): { rule: string; quote: string; effect: string }[] {
  const found: { rule: string; quote: string; effect: string }[] = [];
  const shares = type === "will" ? unequalResidueShares(answers) : undefined;
  const equal = shares ? EQUAL_SHARES.exec(text) : null;
  if (shares && equal)
    found.push({
      rule: "residue-shares-contradicted",
      quote: equal[0],
      effect: `the will gives the residue ${shares}, as you entered the shares`,
    });
  const signature = SIGNATURE_OPTIONAL.exec(text);
  if (signature)
    found.push({
      rule: "binding-without-signature",
      quote: signature[0],
      effect: "the document's own signature blocks say how it is made binding",
    });
  const law = OTHER_LAW.exec(text);
  const courts = OTHER_COURTS.exec(text);
  for (const [rule, match, named] of [
    // The state is whichever alternative matched (each has its own group).
    ["other-governing-law", law, law?.slice(1).find(Boolean)],
    ["other-venue", courts, courts?.[1] === undefined ? undefined : stateInAddress(`, ${courts[1]}`)],
  ] as const) {
    if (match && named && named.toLowerCase() !== jurisdiction.name.toLowerCase())
      found.push({
        rule,
        quote: match[0],
        effect: `the document is governed by the law of ${jurisdiction.place}, and this text names ${named}`,
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
  /** The request's answers, for the figures a text may contradict (a will's residue shares, a loan's cap). */
  answers: Record<string, unknown> = {},
): TextFinding[] {
  const findings: TextFinding[] = [];
  for (const { where, text } of texts) {
    const sentences = text.split(/(?<=[.;!?])\s+/);
    for (const rule of RULES) {
      if (rule.types !== "all" && !rule.types.includes(type)) continue;
      const match = sentences
        .filter((sentence) => !rule.unless?.test(sentence))
        .map((sentence) => rule.pattern.exec(sentence))
        .find((found) => found !== null);
      const law = match ? rule.law(jurisdiction, date, answers, match.input) : undefined;
      if (!match || !law || (law.effectiveDate !== undefined && law.effectiveDate > date)) continue;
      if (rule.breaks && !rule.breaks(match, jurisdiction, date, answers)) continue;
      const { effect, ...citation } = law;
      findings.push({
        ...citation,
        rule: rule.id,
        where,
        quote: match[0],
        message: `${where} says "${match[0]}", but ${effect}.`,
      });
    }
    for (const { rule, quote, effect } of consistency(text, jurisdiction, type, answers)) {
      findings.push({
        citation: "this document",
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
  const findings = textFindings(doc.type, ctx.jurisdiction, doc.date, userTexts(doc, ctx.answers), ctx.answers);
  return withWarnings(
    doc,
    findings.map((finding) => ({
      family: FAMILY,
      message: finding.message,
      citation: finding.citation,
      ...(finding.effectiveDate ? { effectiveDate: finding.effectiveDate } : {}),
      ...(finding.verified === false ? { verified: false } : {}),
    })),
  );
}
