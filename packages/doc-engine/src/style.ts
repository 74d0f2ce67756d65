/**
 * Deterministic style transforms applied after the jurisdiction rules.
 *
 * Tone: phrase tables, applied left to right with whole-word, case-keeping matches. "plain" turns legalese
 * into everyday words; "formal" does the reverse for a curated set that cannot change meaning (it never
 * touches "will", which is also a noun in a will). Text the user typed (details, additional terms) and
 * protected strings (party names, addresses, the state's name) are never rewritten.
 *
 * Concise: keeps, in every section, the first clause, and also every clause that (a) was added for a
 * reason (addedBecause), (b) holds the user's details or additional terms, or an override's or custom
 * clause's own wording, (c) was added or changed by the
 * jurisdiction rules (those carry legal requirements), or (d) sits in the governing-law section. All other
 * clauses, which elaborate on the first, are dropped.
 */
import { GOVERNING_LAW_ID, isUserTextClause } from "./layout";
import type { DocumentStyle, LegalDocument } from "./model";

type Pair = readonly [legalese: string, plain: string];

/** Shared by both tones: plain replaces the left side with the right, formal the right with the left. */
const PAIRS: readonly Pair[] = [
  ["in the event that", "if"],
  ["prior to", "before"],
  ["pursuant to", "under"],
  ["in accordance with", "under"],
  ["notwithstanding", "despite"],
  ["forthwith", "immediately"],
  ["hereby", ""],
  ["herein", "in this document"],
  ["hereunder", "under this document"],
  ["thereof", "of it"],
  ["therein", "in it"],
  ["commence", "start"],
  ["commences", "starts"],
  ["terminate", "end"],
  ["terminates", "ends"],
  ["utilize", "use"],
  ["sufficient", "enough"],
  ["shall not", "must not"],
  ["shall", "will"],
];

/** Plain → formal: only rewrites that keep the meaning exactly. */
const FORMAL: readonly Pair[] = [
  ["must not", "shall not"],
  ["must", "shall"],
  ["before", "prior to"],
  ["under this", "pursuant to this"],
  ["as soon as possible", "forthwith"],
  ["enough", "sufficient"],
  ["about", "concerning"],
  ["tell", "notify"],
  ["end this", "terminate this"],
];

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function keepCase(match: string, replacement: string): string {
  if (replacement === "") return "";
  const first = match.charAt(0);
  return first === first.toUpperCase() && first !== first.toLowerCase()
    ? replacement.charAt(0).toUpperCase() + replacement.slice(1)
    : replacement;
}

function compile(pairs: readonly (readonly [string, string])[]) {
  // Longest phrases first, so "shall not" wins over "shall".
  const sorted = [...pairs].sort((a, b) => b[0].length - a[0].length);
  const lookup = new Map(sorted.map(([from, to]) => [from.toLowerCase(), to]));
  const pattern = new RegExp(`\\b(${sorted.map(([from]) => escape(from)).join("|")})\\b`, "gi");
  return (text: string) =>
    text
      .replace(pattern, (match: string) => keepCase(match, lookup.get(match.toLowerCase()) ?? match))
      // An emptied word ("hereby") leaves a double space behind.
      .replace(/ {2,}/g, " ")
      .replace(/ ([,.;:])/g, "$1");
}

const toPlain = compile(PAIRS);
const toFormal = compile(FORMAL);

/** Rewrites text outside the protected strings only. */
export function applyTone(text: string, tone: DocumentStyle["tone"], protect: readonly string[]): string {
  if (!tone || tone === "standard") return text;
  const transform = tone === "plain" ? toPlain : toFormal;
  const guarded = protect.filter((value) => value.trim() !== "").sort((a, b) => b.length - a.length);
  if (guarded.length === 0) return transform(text);
  const splitter = new RegExp(`(${guarded.map(escape).join("|")})`, "g");
  return text
    .split(splitter)
    .map((part, index) => (index % 2 === 1 ? part : transform(part)))
    .join("");
}

/**
 * Applies request.style to a finished document. ruleTouched holds the ids of clauses the jurisdiction rules
 * added or changed, which concise must keep.
 */
export function applyStyle(doc: LegalDocument, ruleTouched: ReadonlySet<string>): LegalDocument {
  const style = doc.request.style;
  if (!style) return doc;
  const { parties } = doc.request;
  const protect = [
    parties.party1Name,
    parties.party2Name,
    parties.party1Address,
    parties.party2Address,
    doc.jurisdiction.name,
  ].map((value) => value.trim());
  const tone = (text: string) => applyTone(text, style.tone, protect);

  const sections = doc.sections.map((section) => {
    const kept = style.concise
      ? section.clauses.filter(
          (item, index) =>
            index === 0 ||
            item.addedBecause !== undefined ||
            isUserTextClause(item.id) ||
            item.origin !== undefined ||
            ruleTouched.has(item.id) ||
            section.id === GOVERNING_LAW_ID,
        )
      : section.clauses;
    return {
      ...section,
      clauses: kept.map((item) =>
        isUserTextClause(item.id) || item.origin !== undefined ? item : { ...item, text: tone(item.text) },
      ),
    };
  });
  return { ...doc, preamble: tone(doc.preamble), recitals: doc.recitals.map(tone), sections };
}
