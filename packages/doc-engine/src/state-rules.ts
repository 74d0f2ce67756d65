/**
 * Every rule the engine holds for a state, by document type, as the public "State rules" page shows it: what
 * the rule says in one plain sentence, its citation, the date it took effect, whether it was checked against
 * the statute's own text, and where it was read. The rule tables themselves decide; nothing here restates a
 * figure by hand.
 */
import { CUSTODY_FILINGS } from "./jurisdictions/custody-filings";
import { RELOCATION_RULES } from "./jurisdictions/custody-relocation";
import { findJurisdiction } from "./jurisdictions/data";
import { EMPLOYMENT_NOTICES } from "./jurisdictions/employment-notices";
import { FEDERAL_LEASE_DISCLOSURES, LEASE_DISCLOSURES } from "./jurisdictions/lease-disclosures";
import { OCCUPANCY_RIGHTS } from "./jurisdictions/lease-occupancy";
import { signingPath } from "./e-signature";
import { durableWording, initialedPowers, poaForms, unreproducedForm } from "./jurisdictions/poa-forms";
import { nextVersion, ruleAt } from "./jurisdictions/rule-at";
import type { StateCode } from "./jurisdictions/states";
import type { Citation, Jurisdiction } from "./jurisdictions/types";
import { VEHICLE_SALE_RULES } from "./jurisdictions/vehicle-sale";
import { willForms } from "./jurisdictions/will-forms";
import { formatDate, formatMoney } from "./format";
import { isOfficialSource } from "./jurisdictions/official-source";
import type { DocumentType } from "./model";
import type { RuleFamilyName } from "./rule-families";
import { capWords } from "./rules/late-fee";
import { notaryReason } from "./rules/poa-execution";

/**
 * "checked": confirmed against the statute's own text (or an official legislature or court page), figure and
 * date; "official": read on such a page, but its figure or the date it took effect is not yet confirmed there;
 * "copy": read in a copy or a summary, not yet compared with the official text; "unchecked": no source yet.
 */
export type RuleStatus = "checked" | "official" | "copy" | "unchecked";

export type StateRule = {
  type: DocumentType;
  /** The rule family, or "e-signature": whether the document may be signed electronically (e-signature.ts). */
  family: RuleFamilyName | "e-signature";
  /** What the rule is about: "Security deposit", "Self-proving affidavit". */
  topic: string;
  /** The rule in one or two plain sentences. */
  rule: string;
  citation: string;
  effectiveDate: string;
  status: RuleStatus;
  source?: Citation["source"];
};

/** The types the page lists, in its order. */
export const STATE_RULE_TYPES = [
  "lease",
  "will",
  "poa",
  "employment",
  "promissory-note",
  "privacy-policy",
  "llc",
  "child-custody",
  "bill-of-sale",
] as const satisfies readonly DocumentType[];

function statusOf(rule: Citation): RuleStatus {
  if (!rule.source) return "unchecked";
  if (!isOfficialSource(rule.source.url)) return "copy";
  return rule.verified === false ? "official" : "checked";
}

const entry = (
  type: DocumentType,
  family: StateRule["family"],
  topic: string,
  rule: string,
  cited: Citation,
): StateRule => ({
  type,
  family,
  topic,
  rule,
  citation: cited.citation,
  effectiveDate: cited.effectiveDate,
  status: statusOf(cited),
  ...(cited.source ? { source: cited.source } : {}),
});

const months = (n: number) => (n === 1 ? "1 month's" : `${n} months'`);
const days = (n: number) => `${n} day${n === 1 ? "" : "s"}`;
const people = (n: number) => `${n} witness${n === 1 ? "" : "es"}`;

function leaseRules(j: Jurisdiction, date: string): StateRule[] {
  const deposit = ruleAt(j.securityDeposit, date);
  const cap =
    deposit.maxMonths === null
      ? "No statute caps the security deposit."
      : `The security deposit may not exceed ${months(deposit.maxMonths)} rent${deposit.furnishedMonths ? ` (${months(deposit.furnishedMonths)} for a furnished home)` : ""}${deposit.smallLandlordMonths ? ` (${months(deposit.smallLandlordMonths)} for a small landlord)` : ""}${deposit.olderTenant ? ` (${months(deposit.olderTenant.months)} for a tenant ${deposit.olderTenant.age} or older)` : ""}${deposit.laterYearsMonths ? ` (${months(deposit.laterYearsMonths)} from the second year of the tenancy)` : ""}${deposit.monthToMonthMonths ? ` (${months(deposit.monthToMonthMonths)} for a month-to-month tenancy)` : ""}.`;
  const back =
    deposit.returnDays === null
      ? " No statute sets a day count for returning it."
      : ` It must be returned (or the deductions itemized) within ${deposit.returnPeriod ?? days(deposit.returnDays)} after the tenant leaves.`;
  const late = ruleAt(j.lateFee, date);
  const limits = capWords(late, formatMoney);
  const lateText = limits
    ? `A late fee may not exceed ${limits}.`
    : "No statute caps a late fee; it must be a reasonable estimate of the landlord's costs.";
  const grace = late.graceDays === null ? "" : ` None may be charged until rent is ${days(late.graceDays)} late.`;
  const occupancy = OCCUPANCY_RIGHTS[j.code as StateCode];
  return [
    entry("lease", "security-deposit", "Security deposit", cap + back, deposit),
    entry("lease", "late-fee", "Late fees", lateText + grace, late),
    ...(occupancy
      ? [
          entry(
            "lease",
            "lease-occupancy",
            "Who may live in the home",
            `Under ${occupancy.law}, ${occupancy.text}.`,
            occupancy,
          ),
        ]
      : []),
    ...[...FEDERAL_LEASE_DISCLOSURES, ...(LEASE_DISCLOSURES[j.code as StateCode] ?? [])]
      .filter((d) => d.effectiveDate <= date)
      .map((d) =>
        entry(
          "lease",
          "lease-disclosures",
          d.title,
          // An action for a case the answers do not tell names its case itself ("If the unit has ...").
          `${d.appliesIf && !/^if /i.test(d.action) ? `Where ${d.appliesIf}: ` : ""}${d.action.charAt(0).toUpperCase()}${d.action.slice(1)}`,
          d,
        ),
      ),
  ];
}

function willRules(j: Jurisdiction, date: string): StateRule[] {
  const rule = ruleAt(j.will, date);
  const forms = willForms(j.code, date);
  const signing = rule.witnessesProveOnly
    ? `Valid when the testator signs it at the end; ${people(rule.witnesses)} are needed to prove it or make it self-proved.`
    : `Signed by the testator before ${people(rule.witnesses)}${rule.notary ? " and a notary" : ""}, who sign in the testator's presence.`;
  const handwritten = rule.holographic
    ? " A will written entirely in the testator's handwriting is also accepted."
    : "";
  const affidavit = forms.affidavit;
  const ownWords = affidavit && !affidavit.standIn;
  return [
    entry("will", "will-execution", "Signing and witnesses", signing + handwritten, rule),
    affidavit
      ? entry(
          "will",
          "will-execution",
          "Self-proving affidavit",
          ownWords
            ? "The will carries the self-proving form in the statute's own words, so it can be proved without the witnesses testifying."
            : "The will carries the Uniform Probate Code's self-proving form; the state's own wording is not reproduced.",
          affidavit,
        )
      : entry("will", "will-execution", "Self-proving affidavit", "The state has no self-proving affidavit.", rule),
    ...(forms.interestedWitness
      ? [
          entry(
            "will",
            "will-execution",
            "A witness who inherits",
            forms.interestedWitness.text,
            forms.interestedWitness,
          ),
        ]
      : []),
    maritalRule("will", j, date),
  ];
}

function maritalRule(type: DocumentType, j: Jurisdiction, date: string): StateRule {
  const rule = ruleAt(j.maritalProperty, date);
  const text = rule.community
    ? "A community property state: property earned during the marriage belongs to both spouses, so one spouse alone cannot give all of it away."
    : `A separate (common-law) property state: each spouse owns what is in that spouse's name, but a surviving spouse may claim ${rule.spouseRight ?? "an elective share"} whatever the will says.`;
  return entry(
    type,
    "marital-property",
    "Marital property",
    text + (rule.forcedHeirship ? " Children have a reserved share (forced heirship)." : ""),
    rule,
  );
}

function poaRules(j: Jurisdiction, date: string): StateRule[] {
  const rule = ruleAt(j.poa, date);
  const how = [
    rule.notary ? "acknowledged before a notary public" : "",
    rule.witnesses > 0 ? `signed before ${people(rule.witnesses)}` : "",
  ].filter(Boolean);
  const forms = poaForms(j.code);
  const durable = durableWording(j.code, date);
  const initialed = initialedPowers(j.code);
  const missing = unreproducedForm(j.code, date, true);
  const reason = notaryReason(j.place, rule);
  return [
    entry(
      "poa",
      "poa-execution",
      "Signing",
      `A power of attorney is ${how.length > 0 ? how.join(" and ") : "signed by the principal"}.${reason ? ` ${reason}.` : ""}${rule.statutoryForm ? " The state has a statutory form; third parties must accept a power made in it." : ""}`,
      rule,
    ),
    ...(forms
      ? [
          entry(
            "poa",
            "poa-execution",
            "Statutory notices",
            forms.statutoryShortForm
              ? `The document is the statutory short form, printed in type of at least ${forms.typeSize ?? 12} points.`
              : `The statute's notice${forms.durableOnly ? " (for a durable power)" : ""} and the agent's acknowledgment are printed with the document.`,
            forms,
          ),
        ]
      : []),
    ...(durable
      ? [
          entry(
            "poa",
            "poa-execution",
            "Durable wording",
            `A durable power states: "${durable.sentence}."${durable.title ? ` It is titled "${durable.title}".` : ""}`,
            durable,
          ),
        ]
      : []),
    ...(initialed
      ? [
          entry(
            "poa",
            "poa-execution",
            "Powers that need initials",
            `The principal initials beside "${initialed.enumeration}" for that power to exist.`,
            initialed,
          ),
        ]
      : []),
    ...(missing ? [entry("poa", "poa-execution", "Statutory form not reproduced", missing.warning, missing)] : []),
  ];
}

function employmentRules(j: Jurisdiction, date: string): StateRule[] {
  const nonCompete = ruleAt(j.nonCompete, date);
  const ban = nextVersion(j.nonCompete, date);
  const verdict = { void: "Void", restricted: "Allowed only within the statute's limits", allowed: "Allowed" };
  const limits = j.nonCompeteLimits ? ruleAt(j.nonCompeteLimits, date) : undefined;
  const limitText = limits
    ? [
        limits.salaryFloor === null
          ? ""
          : `A covenant binds only an employee earning more than ${formatMoney(limits.salaryFloor)} a year${limits.indexedYearly ? ` (the figure published for ${limits.effectiveDate.slice(0, 4)}; it changes each year)` : ""}.`,
        limits.maxMonths === null
          ? ""
          : limits.maxPresumed
            ? `Up to ${limits.maxMonths} months is presumed reasonable; documents hold it to that.`
            : `It may last at most ${limits.maxMonths} months.`,
        limits.notice === null ? "" : "The employee must get the statute's written notice of it.",
      ]
        .filter(Boolean)
        .join(" ")
    : "";
  return [
    entry(
      "employment",
      "non-compete",
      "Non-compete covenants",
      `${verdict[nonCompete.status]}. ${nonCompete.note}${ban?.status === "void" && ban.reachesEarlierCovenants ? ` A law already enacted voids every non-compete from ${formatDate(ban.effectiveDate)} (${ban.citation}).` : ""}`,
      nonCompete,
    ),
    ...(limits && limitText ? [entry("employment", "non-compete", "Non-compete limits", limitText, limits)] : []),
    ...(EMPLOYMENT_NOTICES[j.code as StateCode] ?? [])
      .filter((notice) => notice.effectiveDate <= date)
      .map((notice) =>
        entry("employment", "employment-notices", notice.title, `The Employer must ${notice.action}`, notice),
      ),
  ];
}

function noteRules(j: Jurisdiction, date: string): StateRule[] {
  const usury = ruleAt(j.usury, date);
  const parts = [
    usury.personal === null
      ? "no general cap on a personal loan"
      : `at most ${usury.personal}% a year on a personal loan`,
    usury.business === null
      ? "no cap on a business loan"
      : usury.businessExemptFrom
        ? `${usury.business}% on a business loan under ${formatMoney(usury.businessExemptFrom)} and no cap on one of ${formatMoney(usury.businessExemptFrom)} or more`
        : usury.businessExemptAbove
          ? `${usury.business}% on a business loan of up to ${formatMoney(usury.businessExemptAbove)} and no cap on a larger one`
          : `${usury.business}% on a business loan`,
    usury.criminal === null ? "" : `charging more than ${usury.criminal}% is a crime`,
    usury.exemptAbove === null ? "" : `loans above ${formatMoney(usury.exemptAbove)} are exempt from the civil cap`,
  ].filter(Boolean);
  const text = `For a lender who is not licensed: ${parts.join("; ")}.`;
  return [entry("promissory-note", "usury", "Interest rate (usury)", text, usury)];
}

function privacyRules(j: Jurisdiction, date: string): StateRule[] {
  if (!j.privacyLaw) return [];
  const law = ruleAt(j.privacyLaw, date);
  return [
    entry(
      "privacy-policy",
      "privacy-law",
      "Consumer privacy law",
      `${law.name} (${law.shortName}) gives residents rights the policy describes, where the business meets its thresholds.`,
      law,
    ),
  ];
}

function custodyRules(j: Jurisdiction, date: string): StateRule[] {
  const relocation = RELOCATION_RULES[j.code as StateCode];
  return [
    ...(relocation && relocation.effectiveDate <= date
      ? [
          entry(
            "child-custody",
            "custody-relocation",
            "Relocation",
            `${relocation.minDays === undefined ? "" : `At least ${days(relocation.minDays)}' notice${relocation.feasibleOnly ? " where feasible" : ""}. `}${relocation.notice}`,
            relocation,
          ),
        ]
      : []),
    ...(CUSTODY_FILINGS[j.code as StateCode] ?? []).map((filing) =>
      entry("child-custody", "custody-filings", "Court filing", filing.action, filing),
    ),
  ];
}

/** Whether each type may be signed electronically here: a power of attorney by the state's signing rule. */
function signingRules(j: Jurisdiction, date: string): StateRule[] {
  return STATE_RULE_TYPES.flatMap((type) => {
    const formalities = type === "poa" ? { place: j.place, ...ruleAt(j.poa, date) } : undefined;
    const path = signingPath(type, formalities);
    return path ? [entry(type, "e-signature", "Signing electronically", path.reason, path)] : [];
  });
}

function saleRules(j: Jurisdiction): StateRule[] {
  const sale = VEHICLE_SALE_RULES[j.code as StateCode];
  return sale ? [entry("bill-of-sale", "vehicle-sale", "Selling a vehicle", sale.action, sale)] : [];
}

/** Every rule the engine applies in this state (by name or code), as in force on `date`. */
export function stateRules(state: string, date: string): StateRule[] {
  const j = findJurisdiction(state);
  if (!j) return [];
  return [
    ...leaseRules(j, date),
    ...willRules(j, date),
    ...poaRules(j, date),
    ...employmentRules(j, date),
    ...noteRules(j, date),
    ...privacyRules(j, date),
    maritalRule("llc", j, date),
    ...custodyRules(j, date),
    ...saleRules(j),
    ...signingRules(j, date),
  ];
}

export const RULE_STATUS_LABEL: Record<RuleStatus, string> = {
  checked: "Checked against the statute",
  official: "Read on an official page; its figure or date not yet confirmed",
  copy: "Read in a copy, not yet checked against the statute",
  unchecked: "Not yet checked against the statute",
};
