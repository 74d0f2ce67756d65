import type { Dated, MaritalPropertyRule } from "./types";
import { STATES } from "./states";
import type { Sourcing, StateCode } from "./states";

type Entry = Dated<MaritalPropertyRule> & { sourcing: Sourcing };

const community = (citation: string, effectiveDate: string, sourcing: Sourcing = "date"): Entry => ({
  community: true,
  forcedHeirship: false,
  citation,
  effectiveDate,
  sourcing,
});

/** The community-property states (Wisconsin's marital property works the same way for a will), and Louisiana's forced heirship. */
const COMMUNITY: Partial<Record<StateCode, Entry>> = {
  AZ: community("A.R.S. §§ 25-211, 14-3101", "1973-01-01"),
  CA: community("Cal. Fam. Code § 760; Cal. Prob. Code §§ 100, 6101", "1994-01-01"),
  ID: community("Idaho Code §§ 32-906, 15-3-101", "1972-07-01"),
  LA: {
    community: true,
    forcedHeirship: true,
    citation: "La. Civ. Code arts. 1493-1495 (forced heirship), 2336, 2338 (community property)",
    effectiveDate: "1996-01-01",
    sourcing: "figure",
    // Forced heirship read in a copy of art. 1494; the community articles only in summaries.
    source: {
      url: "https://theusufruct.com/cc/1494.json",
      read: "2026-11-26",
      quote:
        "A forced heir may not be deprived of the portion of the decedent's estate reserved to him by law, called the legitime, unless the decedent has just cause to disinherit him.",
    },
  },
  NV: community("NRS 123.220, 123.250", "1975-01-01"),
  NM: community("NMSA §§ 40-3-8, 45-2-805", "1973-07-01"),
  TX: community("Tex. Fam. Code § 3.002; Tex. Est. Code § 201.003", "2014-01-01"),
  WA: community("RCW 26.16.030, 11.02.070", "1972-01-01"),
  WI: community("Wis. Stat. §§ 766.31, 861.01", "1986-01-01"),
};

export const MARITAL_PROPERTY_RULES: Record<StateCode, Entry> = Object.fromEntries(
  STATES.map(([name, code]) => [
    code,
    COMMUNITY[code] ?? {
      community: false,
      forcedHeirship: false,
      citation: `${name} is a separate-property state; a surviving spouse may have elective-share rights under ${name} law`,
      effectiveDate: "1990-01-01",
      sourcing: "both",
    },
  ]),
) as Record<StateCode, Entry>;
