import { isOfficialSource } from "./official-source";
import type { Citation, Dated } from "./types";

/** Every version of a rule: the current entry and its `history`. */
function versionsOf<T>(rule: Dated<T>): (T & Citation)[] {
  const { history, ...current } = rule;
  // The spread drops `history` but TypeScript types the rest as Omit<...>; it is exactly T & Citation.
  return [current as T & Citation, ...(history ?? [])];
}

/**
 * The version of a rule in force on `date` (ISO yyyy-mm-dd; ISO strings compare correctly as text).
 * A date before every known version gets the earliest one: we know of no older rule to apply.
 */
export function ruleAt<T>(rule: Dated<T>, date: string): T & Citation {
  const versions = versionsOf(rule);
  let best: (T & Citation) | undefined;
  let earliest = versions[0] as T & Citation;
  for (const v of versions) {
    if (v.effectiveDate < earliest.effectiveDate) earliest = v;
    if (v.effectiveDate <= date && (best === undefined || v.effectiveDate > best.effectiveDate)) best = v;
  }
  return confirmedOnlyOfficially(best ?? earliest);
}

/**
 * A rule is verified only on an official page's word: one marked verified on a copy's word, or with no source
 * at all (an earlier version in `history`, say), is read as unverified, and its documents say "check with a lawyer".
 */
function confirmedOnlyOfficially<T extends Citation>(rule: T): T {
  return rule.verified !== false && !(rule.source && isOfficialSource(rule.source.url))
    ? { ...rule, verified: false }
    : rule;
}

/** The first version enacted to take effect after `date`, if the table has one (a law passed, not yet in force). */
export function nextVersion<T>(rule: Dated<T>, date: string): (T & Citation) | undefined {
  const later = versionsOf(rule)
    .filter((v) => v.effectiveDate > date)
    .sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate))[0];
  return later && confirmedOnlyOfficially(later);
}

/** True when the rule (any version) had taken effect by `date`. */
export function inForceAt(rule: Dated<unknown>, date: string): boolean {
  return versionsOf(rule).some((v) => v.effectiveDate <= date);
}
