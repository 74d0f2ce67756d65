/**
 * "Change the term to 3 years" → which guided-question field, and which value. Fields are found through a
 * small synonym table for the common wording, then by matching the words against each question's label
 * and name, so every type's questions can be changed without a table entry.
 */
import type { QuestionField, TypeDefinition } from "./define";
import { formatMoney, parseIsoDate } from "./format";
import type { DocumentType, Parties } from "./model";
import { MONTHS } from "./figures";
import { periodOf, toNumber } from "./types/shared/answer-input";

const SYNONYMS: Partial<Record<DocumentType, Record<string, string>>> = {
  nda: {
    term: "termYears",
    duration: "termYears",
    "confidentiality period": "survivalYears",
    survival: "survivalYears",
    "survival period": "survivalYears",
    disclosures: "permittedDisclosures",
  },
  lease: {
    rent: "monthlyRent",
    "monthly rent": "monthlyRent",
    deposit: "securityDeposit",
    "security deposit": "securityDeposit",
    term: "termMonths",
    "lease term": "termMonths",
    start: "startDate",
    "start date": "startDate",
    "commencement date": "startDate",
    "move-in date": "startDate",
    "end date": "endDate",
    "late fee": "lateFee",
    "due day": "rentDueDay",
    "pet deposit": "petDeposit",
  },
  will: {
    "alternate executor": "alternateExecutor",
    "backup executor": "alternateExecutor",
    guardian: "guardianName",
    "alternate guardian": "alternateGuardian",
    beneficiaries: "residuaryBeneficiaries",
    "residuary beneficiaries": "residuaryBeneficiaries",
    "age of inheritance": "inheritanceAge",
    "inheritance age": "inheritanceAge",
  },
};

const STOP_WORDS = new Set([
  "the",
  "a",
  "an",
  "of",
  "my",
  "our",
  "its",
  "this",
  "that",
  "document",
  "agreement",
  "amount",
]);

const words = (value: string) =>
  value
    .toLowerCase()
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "" && !STOP_WORDS.has(word))
    .map((word) => word.replace(/s$/, ""));

/** Money answers a user may give as a percentage of another answer: "the late fee to 5%" of the rent. */
const PERCENT_BASES: Partial<Record<DocumentType, Record<string, string>>> = {
  lease: { lateFee: "monthlyRent" },
};

export function percentBase(definition: TypeDefinition, field: QuestionField): QuestionField | undefined {
  const name = PERCENT_BASES[definition.type]?.[field.name];
  return definition.questions.find((question) => question.name === name);
}

/** Role words that name a party beyond its label ("executor" is the will's second party). */
const PARTY_ROLES: Partial<Record<DocumentType, [string[], string[]]>> = {
  will: [["testator", "testatrix"], ["executor"]],
  nda: [["discloser"], ["recipient"]],
};

/** "the tenant", "second party's address", "executor" → the request's party field, if the phrase names one. */
export function resolveParty(definition: TypeDefinition, phrase: string): keyof Parties | undefined {
  const cleaned = phrase
    .toLowerCase()
    .replace(/^(the|my|our)\s+/, "")
    .trim();
  const address = /\baddress\b/.test(cleaned);
  const base = cleaned
    .replace(/'s\b|\baddress\b|\bname\b/g, "")
    .replace(/\s+/g, " ")
    .trim();
  const roles = PARTY_ROLES[definition.type] ?? [[], []];
  // The default role set (the last): "the landlord", "the testator", "the borrower".
  const labels = definition.roles[definition.roles.length - 1];
  const first = ["first party", "party 1", labels?.party1.label.toLowerCase() ?? "", ...roles[0]];
  const second = ["second party", "party 2", labels?.party2.label.toLowerCase() ?? "", ...roles[1]];
  if (first.includes(base)) return address ? "party1Address" : "party1Name";
  if (second.includes(base)) return address ? "party2Address" : "party2Name";
  return undefined;
}

/** The question a phrase such as "the rent" or "start date" names, if any. */
export function resolveField(definition: TypeDefinition, phrase: string): QuestionField | undefined {
  const cleaned = phrase
    .toLowerCase()
    .replace(/^(the|my|our)\s+/, "")
    .trim();
  const synonym = SYNONYMS[definition.type]?.[cleaned];
  const byName = definition.questions.find((question) => question.name === synonym);
  if (byName) return byName;
  const wanted = words(cleaned);
  if (wanted.length === 0) return undefined;
  const candidates = definition.questions
    .map((question) => ({
      question,
      have: new Set([...words(question.label), ...words(question.name.replace(/([a-z])([A-Z])/g, "$1 $2"))]),
    }))
    .filter(({ have }) => wanted.every((word) => have.has(word)))
    .sort((a, b) => a.have.size - b.have.size);
  return candidates[0]?.question;
}

type Unit = "year" | "month" | "week" | "day";
const unitOf = (name: string): Unit | undefined => {
  const match = /(Year|Month|Week|Day)s?$/.exec(name);
  return match ? (match[1]?.toLowerCase() as Unit) : undefined;
};
const IN_DAYS: Record<Unit, number> = { year: 360, month: 30, week: 7, day: 1 };

function parseDate(value: string): string | undefined {
  const iso = /\b(\d{4}-\d{2}-\d{2})\b/.exec(value)?.[1];
  if (iso) return parseIsoDate(iso) ? iso : undefined;
  const text = value
    .toLowerCase()
    .replace(/(\d)(st|nd|rd|th)\b/g, "$1")
    .replace(/,/g, " ");
  const us = /\b([a-z]+)\s+(\d{1,2})\s+(\d{4})\b/.exec(text);
  const eu = /\b(\d{1,2})\s+([a-z]+)\s+(\d{4})\b/.exec(text);
  const [monthWord, day, year] = us ? [us[1], us[2], us[3]] : eu ? [eu[2], eu[1], eu[3]] : [];
  const month = MONTHS.indexOf(monthWord ?? "") + 1;
  if (month === 0 || !day || !year) return undefined;
  const candidate = `${year}-${String(month).padStart(2, "0")}-${day.padStart(2, "0")}`;
  return parseIsoDate(candidate) ? candidate : undefined;
}

export type ParsedValue = { ok: true; value: unknown; shown: string } | { ok: false; reason: string };

/** Reads the value in the field's own kind; a value it cannot read is reported, never guessed. */
export function parseValue(field: QuestionField, raw: string): ParsedValue {
  const value = raw.trim().replace(/[.!]+$/, "");
  const fail = (expected: string): ParsedValue => ({
    ok: false,
    reason: `I understood that you want to change "${field.label}", but could not read "${value}" as ${expected}.`,
  });
  switch (field.kind) {
    case "money": {
      // The whole value is the amount ("$2,500", "2.5k", "2400 dollars a month"): words after it that are
      // not part of it ("$2,500 and the tenant's name is ...") are not silently dropped.
      const amount = Number(toNumber(value, periodOf(field.label)));
      if (!Number.isFinite(amount) || amount < 0) return fail("an amount of money (for example $2,000)");
      return { ok: true, value: amount, shown: formatMoney(amount) };
    }
    case "number": {
      // "5%" for a count of days or months is not a number of them: say so rather than drop the sign.
      if (/%|\bper ?cent\b/i.test(value) && !/rate|percent|%/i.test(`${field.name} ${field.label}`))
        return fail(`a number of ${unitOf(field.name) ?? "units"}s, not a percentage`);
      const match =
        /^(?:about\s+)?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(years?|months?|weeks?|days?)?\s*(?:%|percent|per cent)?$/i.exec(
          value,
        );
      if (!match?.[1]) return fail("a number");
      let amount = Number(toNumber(match[1]));
      const given = match[2]?.toLowerCase().replace(/s$/, "") as Unit | undefined;
      const wanted = unitOf(field.name);
      if (given && wanted && given !== wanted) {
        amount = (amount * IN_DAYS[given]) / IN_DAYS[wanted];
        if (!Number.isInteger(amount)) return fail(`a whole number of ${wanted}s`);
      }
      return {
        ok: true,
        value: amount,
        shown: wanted
          ? `${amount} ${wanted}${amount === 1 ? "" : "s"}`
          : /rate|percent|%/i.test(`${field.name} ${field.label}`)
            ? `${amount}%`
            : String(amount),
      };
    }
    case "date": {
      const iso = parseDate(value);
      return iso ? { ok: true, value: iso, shown: iso } : fail("a date (for example 2027-01-01 or January 1, 2027)");
    }
    case "boolean": {
      if (/^(yes|true|on|allowed|included?|enabled?)\b/i.test(value)) return { ok: true, value: true, shown: "yes" };
      if (/^(no|false|off|not|none|disallowed|excluded?|disabled?)\b/i.test(value))
        return { ok: true, value: false, shown: "no" };
      return fail("yes or no");
    }
    case "select": {
      const lower = value.toLowerCase();
      const option =
        field.options?.find((item) => item.value.toLowerCase() === lower || item.label.toLowerCase() === lower) ??
        field.options?.find(
          (item) => lower.includes(item.value.toLowerCase()) || item.label.toLowerCase().includes(lower),
        );
      if (!option) return fail(`one of: ${(field.options ?? []).map((item) => item.label).join(", ")}`);
      return { ok: true, value: option.value, shown: option.label };
    }
    case "rows":
      return {
        ok: false,
        reason: `"${field.label}" is a list with a row for each person and their figures: change it with Edit Document Information, where every row has its own fields.`,
      };
    default:
      return value === "" ? fail("text") : { ok: true, value, shown: `"${value}"` };
  }
}
