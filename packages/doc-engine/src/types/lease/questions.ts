/** Lease guided questions and their schema. Everything is optional; the text adapts when an amount is missing. */
import type { z } from "zod";

import type { GenerationContext, QuestionField } from "../../define";
import { addMonths, addDays, parseIsoDate } from "../../format";
import { answersObject, choice, count, flag, isoDate, money, optionalCount, text } from "../shared/answer-fields";

export const leaseAnswersSchema = answersObject({
  propertyAddress: text(300),
  leaseType: choice(["fixed", "month-to-month"], "fixed"),
  startDate: isoDate(),
  termMonths: optionalCount(1, 120),
  endDate: isoDate(),
  monthlyRent: money("month"),
  rentDueDay: count(1, 1, 28),
  securityDeposit: money(),
  lateFee: money(),
  graceDays: count(5, 0, 15),
  pets: choice(["none", "allowed", "with-consent"], "none"),
  petDeposit: money(),
  utilities: choice(["tenant", "shared", "landlord"], "tenant"),
  furnished: flag(false),
  maxOccupants: optionalCount(1, 20),
  smallLandlord: flag(false),
  builtBefore1978: choice(["yes", "no", "unknown"], "unknown"),
});
export type LeaseAnswers = z.infer<typeof leaseAnswersSchema>;

/** generate() parsed ctx.answers with leaseAnswersSchema; the cast only restores the static type. */
export const leaseAnswers = (ctx: GenerationContext) => ctx.answers as LeaseAnswers;

export const DEFAULT_TERM_MONTHS = 12;

/** Start and end of a fixed term: the start defaults to the document date, the end to start + term - 1 day. */
export function leaseDates(ctx: GenerationContext): { start: string; end: string } {
  const a = leaseAnswers(ctx);
  const start = a.startDate ?? ctx.request.date;
  const computed = addDays(addMonths(start, a.termMonths ?? DEFAULT_TERM_MONTHS), -1);
  // An end date on or before the start cannot be meant; the term length is used instead.
  const end = a.endDate && parseIsoDate(a.endDate) && a.endDate > start ? a.endDate : computed;
  return { start, end };
}

const fixedOnly = { field: "leaseType", equals: "fixed" } as const;

export const leaseQuestions: QuestionField[] = [
  {
    name: "propertyAddress",
    core: true,
    label: "Property address",
    help: "The address of the home being rented, including any unit number. Left blank, the lease has a line to write it in by hand before signing.",
    kind: "text",
  },
  {
    name: "leaseType",
    label: "Lease type",
    kind: "select",
    options: [
      { value: "fixed", label: "Fixed term" },
      { value: "month-to-month", label: "Month to month" },
    ],
  },
  { name: "startDate", label: "Start date", help: "Defaults to the date of the lease.", kind: "date" },
  {
    name: "termMonths",
    label: "Lease term (months)",
    help: "Defaults to 12 months.",
    kind: "number",
    range: [1, 120],
    placeholder: "12",
    when: fixedOnly,
  },
  {
    name: "endDate",
    label: "End date",
    help: "Optional: overrides the term length when given.",
    kind: "date",
    notBefore: "startDate",
    when: fixedOnly,
  },
  { name: "monthlyRent", label: "Monthly rent", kind: "money", placeholder: "2000", core: true },
  {
    name: "rentDueDay",
    label: "Rent due day of the month",
    help: "1 to 28. Defaults to the 1st.",
    kind: "number",
    range: [1, 28],
    placeholder: "1",
  },
  {
    name: "securityDeposit",
    label: "Security deposit",
    help: "Your state may cap the deposit; the document warns you if it does.",
    kind: "money",
  },
  { name: "lateFee", label: "Late fee", kind: "money" },
  {
    name: "graceDays",
    label: "Grace period before a late fee (days)",
    kind: "number",
    range: [0, 15],
    placeholder: "5",
  },
  {
    name: "pets",
    label: "Pets",
    kind: "select",
    options: [
      { value: "none", label: "No pets" },
      { value: "allowed", label: "Pets allowed" },
      { value: "with-consent", label: "Only with the landlord's written consent" },
    ],
  },
  { name: "petDeposit", label: "Pet deposit", kind: "money", when: { field: "pets", equals: "allowed" } },
  {
    name: "utilities",
    label: "Utilities",
    help: "Who pays for water, power, gas and other services.",
    kind: "select",
    options: [
      { value: "tenant", label: "Tenant pays all utilities" },
      { value: "shared", label: "Landlord pays water, sewer and trash; tenant pays the rest" },
      { value: "landlord", label: "Landlord pays all utilities except phone, internet and TV" },
    ],
  },
  { name: "furnished", label: "Furnished", kind: "boolean" },
  {
    name: "builtBefore1978",
    label: "Was the home built before 1978?",
    help: "Homes built before 1978 come with the federal lead-based paint disclosure. If you do not know, it is included.",
    kind: "select",
    options: [
      { value: "yes", label: "Yes, before 1978" },
      { value: "no", label: "No, in 1978 or later" },
      { value: "unknown", label: "I don't know" },
    ],
  },
  { name: "maxOccupants", label: "Maximum number of occupants", kind: "number", range: [1, 20] },
  {
    name: "smallLandlord",
    label: "Small landlord",
    stateRule: "deposit-small-landlord",
    help: "The landlord is a person (or a family LLC or trust) who owns no more than two rental properties with no more than four homes in total. California then allows a deposit of two months' rent instead of one.",
    kind: "boolean",
  },
];
