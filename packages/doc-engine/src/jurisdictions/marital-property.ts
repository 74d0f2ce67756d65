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
  AZ: {
    ...community("A.R.S. §§ 25-211, 14-3101", "1973-01-01"),
    source: {
      url: "https://pension-evaluators.com/Pension-Evaluation/State-Pension-Evaluation-Classification/Arizona.aspx",
      read: "2026-11-26",
      quote:
        "All property acquired by either husband or wife during the marriage is the community property of the husband and wife except for property that is:",
    },
  },
  CA: {
    ...community("Cal. Fam. Code § 760; Cal. Prob. Code §§ 100, 6101", "1994-01-01"),
    source: {
      url: "https://www.lawpipe.com/California/In_re_Marriage_of_Valli.html",
      read: "2026-11-26",
      quote:
        "Except as otherwise provided by statute, all property, real or personal, wherever situated, acquired by a married person during the marriage while domiciled in this state is community property.",
    },
  },
  ID: {
    ...community("Idaho Code §§ 32-906, 15-3-101", "1972-07-01"),
    source: {
      url: "https://www.baldaufmasser.com/2017/07/22/what-is-community-property/",
      read: "2026-11-26",
      quote: "All other property acquired after marriage by either husband or wife is community property.",
    },
  },
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
  NV: {
    ...community("NRS 123.220, 123.250", "1975-01-01"),
    source: {
      url: "https://pension-evaluators.com/Pension-Evaluation/State-Pension-Evaluation-Classification/Nevada.aspx",
      read: "2026-11-26",
      quote:
        "All property, other than that stated in NRS 123.130, acquired after marriage by either husband or wife, or both, is community property unless otherwise provided by:",
    },
  },
  NM: {
    ...community("NMSA §§ 40-3-8, 45-2-805", "1973-07-01"),
    source: {
      url: "https://law.justia.com/codes/new-mexico/2021/chapter-40/article-3/section-40-3-8/",
      read: "2026-11-26",
      quote:
        'Except as provided in Subsection C of this section, "community property" means property acquired by either or both spouses during marriage which is not separate property.',
    },
  },
  TX: {
    ...community("Tex. Fam. Code § 3.002; Tex. Est. Code § 201.003", "2014-01-01"),
    source: {
      url: "http://www.laws9.com/statutes/texas/family-code/title-1-the-marriage-relationship/chapter-3-marital-property-rights-and-liabilities",
      read: "2026-11-26",
      quote:
        "Community property consists of the property, other than separate property, acquired by either spouse during marriage.",
    },
  },
  WA: {
    ...community("RCW 26.16.030, 11.02.070", "1972-01-01"),
    source: {
      url: "https://law-journals-books.vlex.com/vid/-3-01-general-1035274375",
      read: "2026-11-26",
      quote:
        "acquired after marriage or after registration of a state registered domestic partnership by either domestic partner or either husband or wife or both, is community property.",
    },
  },
  WI: {
    ...community("Wis. Stat. §§ 766.31, 861.01", "1986-01-01", "ok"),
    source: {
      url: "https://docs-preview.legis.wisconsin.gov/document/statutes/766.31(6)(b)3.",
      read: "2026-11-26",
      quote:
        "General. All property of spouses is marital property except that which is classified otherwise by this chapter and that which is described in sub. (8).",
    },
  },
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
