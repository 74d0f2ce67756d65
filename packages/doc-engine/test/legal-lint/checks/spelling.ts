/** Spelling slips: known misspellings, doubled words, and plurals built by blindly adding "s". */
import type { LintCheck } from "../lint";
import { matchUnits, textUnits } from "../lint";

/** Misspellings seen in legal drafting (and in this engine's own history). */
const MISSPELLINGS = [
  "witnesess",
  "attornies",
  "aggreement",
  "agreeement",
  "recieve",
  "recieved",
  "seperate",
  "occured",
  "occurence",
  "priviledge",
  "judgement of the court",
  "liason",
  "tenent",
  "landord",
  "indemnifiy",
  "guarantor's's",
  "paragaph",
  "succesor",
  "accomodation",
  "enforcable",
  "commited",
  "untill",
  "thier",
  "wich",
  "beneficary",
  "benificiary",
  "testatrixs",
  "exectuor",
  "notorized",
];

export const spellingCheck: LintCheck = {
  id: "spelling",
  description: "No known misspellings, doubled words or broken plurals",
  run: ({ doc }) => {
    const units = textUnits(doc);
    return [
      ...matchUnits(units, new RegExp(`\\b(${MISSPELLINGS.join("|")})\\b`, "i"), (m) => `misspelling "${m}"`),
      // "the the", "of of"; numbers ("1 1") are left alone.
      ...matchUnits(units, /\b([A-Za-z]+)\s+\1\b/i, (m) => `doubled word "${m}"`),
      // A plural made by adding "s" to a word already ending in "ss" ("witnesss", "businesss").
      ...matchUnits(units, /\b[A-Za-z]+sss\b/i, (m) => `broken plural "${m}"`),
      // Number agreement on the counts a signing page states.
      ...matchUnits(
        units,
        /\b(?:1|one) (?:witnesses|days|months|years)\b/i,
        (m) => `singular count with a plural noun "${m}"`,
      ),
      ...matchUnits(
        units,
        /\b(?:[02-9]|\d{2,}|two|three) witness\b(?! (?:line|block|signature|statement))/i,
        (m) => `plural count with a singular noun "${m}"`,
      ),
    ];
  },
};
