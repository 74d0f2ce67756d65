/**
 * Small drafting helpers shared by the type definitions: party roles, lists, and user text placed inside
 * or at the end of a sentence. Pure string functions, so output is deterministic.
 */
import { labelTerm, roleTerm } from "../../context";
import type { GenerationContext } from "../../define";

/** "LANDLORD" → "Landlord": the engine's signature captions, in running text. */
export const roleName = labelTerm;

/** Party names as given, with the role ("the Landlord", "Parent A") as a fallback so a blank name never leaves a gap. */
export function partyNames(ctx: GenerationContext): { p1: string; p2: string; role1: string; role2: string } {
  const role1 = roleTerm(ctx.labels[0]);
  const role2 = roleTerm(ctx.labels[1]);
  return { p1: ctx.party1.trim() || role1, p2: ctx.party2.trim() || role2, role1, role2 };
}

/** "Jane Doe, the Landlord", or just "the Landlord" when the name is blank (no doubled role). */
export function introduce(name: string, role: string): string {
  return name === role ? role : `${name}, ${role}`;
}

/** Upper-cases the first letter, for sentences that may open with user text or "the Landlord". */
export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** User text placed at the end of a sentence: trimmed, whitespace collapsed, one closing full stop. */
export function asClauseText(value: string): string {
  const collapsed = value.replace(/\s+/g, " ").trim();
  return /[.!?]$/.test(collapsed) ? collapsed : `${collapsed}.`;
}

/** User text placed inside a sentence: whitespace collapsed, trailing full stop removed unless an abbreviation's. */
export function inline(value: string): string {
  const collapsed = value
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[;,]+$/, "");
  // Keep the full stop of an abbreviation ("7:00 a.m.", "U.S."); drop an ordinary sentence-ending one.
  return /(^|[\s.])[A-Za-z]\.$/.test(collapsed) ? collapsed : collapsed.replace(/\.+$/, "");
}

/** User text used inside a sentence: trimmed, any trailing punctuation removed so "... purpose." does not end in "..". */
export const phrase = (value: string) => value.trim().replace(/[.;:,!?\s]+$/, "");

/** "a", "a and b", "a, b and c". */
export function listJoin(items: readonly string[], conjunction = "and"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1] ?? ""}`;
}

/** "(a) x; (b) y; and (c) z": for lists whose items contain commas. */
export function enumerate(items: readonly string[], conjunction = "and"): string {
  const lettered = items.map((item, i) => `(${String.fromCharCode(97 + i)}) ${item}`);
  if (lettered.length <= 1) return lettered[0] ?? "";
  return `${lettered.slice(0, -1).join("; ")}; ${conjunction} ${lettered[lettered.length - 1] ?? ""}`;
}
