import type { Jurisdiction, RuleFamily, UnsourcedEntry } from "./types";
import { NON_COMPETE_RULES } from "./non-compete";
import { POA_RULES } from "./poa-execution";
import { PRIVACY_LAWS } from "./privacy-law";
import { DEPOSIT_RULES } from "./security-deposit";
import { officialStyle, SOURCING_REASON, STATES } from "./states";
import type { Sourcing } from "./states";
import { WILL_RULES } from "./will-execution";
import { LATE_FEE_RULES } from "./late-fees";
import { MARITAL_PROPERTY_RULES } from "./marital-property";
import { NON_COMPETE_LIMITS } from "./non-compete-limits";
import { USURY_RULES } from "./usury";

/**
 * Turns the internal sourcing marker into the public `verified` flag: an entry whose figure or date could
 * not be confirmed is `verified: false`, so every warning and checklist line built from it says "check
 * with a lawyer". Confirmed entries carry no flag (absent means verified).
 */
function strip<T extends { sourcing: Sourcing }>(entry: T): Omit<T, "sourcing"> & { verified?: false } {
  const { sourcing, ...rule } = entry;
  return sourcing === "ok" ? rule : { ...rule, verified: false };
}

export const JURISDICTIONS: Jurisdiction[] = STATES.map(([name, code]) => {
  const style = officialStyle(name, code);
  const privacy = PRIVACY_LAWS[code];
  return {
    name,
    code,
    place: code === "DC" ? "the District of Columbia" : name,
    governingLaw: `the laws of ${style}`,
    venue:
      code === "DC"
        ? "the courts located in the District of Columbia"
        : `the state and federal courts located in ${style}`,
    will: strip(WILL_RULES[code]),
    poa: strip(POA_RULES[code]),
    securityDeposit: strip(DEPOSIT_RULES[code]),
    nonCompete: strip(NON_COMPETE_RULES[code]),
    privacyLaw: privacy === null ? null : strip(privacy),
    usury: strip(USURY_RULES[code]),
    lateFee: strip(LATE_FEE_RULES[code]),
    nonCompeteLimits: NON_COMPETE_LIMITS[code] ? strip(NON_COMPETE_LIMITS[code]) : null,
    maritalProperty: strip(MARITAL_PROPERTY_RULES[code]),
  };
});

export { DEFAULT_JURISDICTION, JURISDICTION_NAMES } from "./names";

const BY_KEY = new Map<string, Jurisdiction>();
for (const j of JURISDICTIONS) {
  BY_KEY.set(j.name.toLowerCase(), j);
  BY_KEY.set(j.code.toLowerCase(), j);
}
BY_KEY.set("washington dc", BY_KEY.get("dc") as Jurisdiction);
BY_KEY.set("washington, d.c.", BY_KEY.get("dc") as Jurisdiction);

/** Looks a jurisdiction up by full name or two-letter code, ignoring case and surrounding spaces. */
export function findJurisdiction(name: string): Jurisdiction | undefined {
  return BY_KEY.get(name.trim().replace(/\s+/g, " ").toLowerCase());
}

const FAMILY_TABLES: [RuleFamily, Record<string, { sourcing: Sourcing } | null>][] = [
  ["will-execution", WILL_RULES],
  ["poa-execution", POA_RULES],
  ["security-deposit", DEPOSIT_RULES],
  ["non-compete", NON_COMPETE_RULES],
  ["privacy-law", PRIVACY_LAWS],
  ["usury", USURY_RULES],
  ["late-fee", LATE_FEE_RULES],
  ["non-compete-limits", NON_COMPETE_LIMITS],
  ["marital-property", MARITAL_PROPERTY_RULES],
];

/** Entries whose figure or date is not verified, so the lead can report them honestly. */
export const UNSOURCED: UnsourcedEntry[] = STATES.flatMap(([name, code]) =>
  FAMILY_TABLES.flatMap(([family, table]) => {
    const sourcing = table[code]?.sourcing ?? "ok";
    return sourcing === "ok" ? [] : [{ jurisdiction: name, family, reason: SOURCING_REASON[sourcing] }];
  }),
);
