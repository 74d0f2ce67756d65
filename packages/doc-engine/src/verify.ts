/**
 * The verifier: a pure check of what a language model proposed, before anyone sees it. It holds the model
 * to what the engine and the user already said: a citation only if the state's rule table or the document
 * holds it whole; in a rewritten clause, only the figures and dates of the text it replaces, the answers
 * and the instruction, however they are spelled (see figures.ts); names only of the parties; every state
 * rule re-run (the proposal must regenerate identically and leave notices, signature pages and rule
 * warnings exactly as the engine writes them); the clause-text rules; no advice, no placeholder, English.
 */
import { answerProblems } from "./answer-problems";
import { generate } from "./generate";
import type { StructuredEdit } from "./edits";
import { PARTY_FIELDS, applyEdits } from "./edits";
import { findJurisdiction } from "./jurisdictions/data";
import type { Citation } from "./jurisdictions/types";
import type { LegalDocument } from "./model";
import { defaultAnswersFor } from "./questions";
import { getTypeDefinition } from "./registry";
import { textFindings } from "./rules/clause-text";
import { datesIn, figuresIn } from "./figures";
import { namesClause } from "./refine-parse";
import { modelMayAnswer, normalise, notStated } from "./stated";

export type Verdict = { ok: true } | { ok: false; reasons: string[] };

export type VerifyInput = {
  before: LegalDocument;
  after: LegalDocument;
  edits: readonly StructuredEdit[];
  /** The user's words (a refine instruction, or the situation they described): the only source of new figures. */
  instruction: string;
  /**
   * Set for a first generation: the optional clauses are the model's suggestions from the user's purpose, each
   * shown with its reason to accept or reject, so they need not be named in the user's words.
   */
  clausesSuggested?: true;
};

const HONORIFIC_NAME = /\b(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)/g;
/** Statute-like references: "§ 1950.5", "Section 17200", "15 U.S.C. 45", "the Fair Housing Act", "art. 1577". */
const CITATION_PATTERNS: readonly RegExp[] = [
  /§§?\s*([0-9][0-9A-Za-z.:()-]*[0-9A-Za-z)])/g,
  /\bsections?\s+([0-9][0-9A-Za-z.:()-]*[0-9A-Za-z)])/gi,
  /\b(\d+\s+U\.?\s?S\.?\s?C\.?(?:\s+§*\s*[0-9][0-9a-z()-]*)?)/gi,
  /\b(\d+\s+C\.?\s?F\.?\s?R\.?(?:\s+(?:§+\s*)?[0-9][0-9a-z.()-]*)?)/gi,
  /\b((?:[A-Z][A-Za-z'’-]*\s+){1,7}Act)\b/g,
  /\b(?:art(?:icle)?\.?)\s+(\d+[0-9.-]*)/gi,
  /\b([A-Z][a-z]+\.?\s+(?:Rev\.\s+)?(?:Stat|Code|Gen\. Laws|Comp\. Laws)\.?(?:\s+Ann\.?)?\s+[0-9][0-9A-Za-z.:-]*)/g,
];
const ADVICE =
  /\b(you should|you must consult|we (?:recommend|advise|suggest)|I (?:recommend|advise|suggest)|it is (?:advisable|recommended)|(?:this is|constitutes) (?:not )?legal advice|as your (?:lawyer|attorney)|in my opinion|should (?:consult|seek|obtain|get|speak (?:to|with)|talk to|contact) (?:an? |their |his |her |your )?(?:own )?(?:independent |legal |professional )*(?:attorney|lawyer|counsel|legal adviser|advice))\b/i;
const PLACEHOLDER =
  /\{\{|\}\}|\{[a-z_]+\}|\[[A-Z][A-Za-z ]{1,}\]|\[(?:insert|name|date|amount|address)[^\]]*\]|\((?:insert|enter|add|fill in|name of|type of)\b[^)]*\)|<[a-z ]+>|_{3,}|\bTBD\b|\bX{2,}\b|\bN\/A\b|\blorem ipsum\b/i;
/** Words that make up much of any English sentence: a clause with almost none of them is not in English. */
const ENGLISH =
  /(?<!\p{L})(the|a|an|and|or|of|to|in|on|for|with|by|is|are|be|shall|may|will|not|any|this|that|each|its|their|from|at|as)(?!\p{L})/giu;

function ruleCitations(document: LegalDocument): string[] {
  const jurisdiction = findJurisdiction(document.jurisdiction.name);
  if (!jurisdiction) return [];
  const rules = [jurisdiction.will, jurisdiction.poa, jurisdiction.securityDeposit, jurisdiction.nonCompete];
  const all: Citation[] = [...rules, ...(jurisdiction.privacyLaw ? [jurisdiction.privacyLaw] : [])].flatMap((rule) => [
    rule,
    ...(rule.history ?? []),
  ]);
  return all.map((item) => item.citation);
}

/** Every word the engine and the user already put in the document: the corpus a new figure must come from. */
function corpusOf(document: LegalDocument): string {
  return JSON.stringify({ ...document, request: { ...document.request, clauseOverrides: {}, customClauses: [] } });
}

/** The AI-written texts of a proposal, each with the clause it belongs to and the text it replaces ("" if new). */
function writtenTexts(
  edits: readonly StructuredEdit[],
  before: LegalDocument,
): { where: string; text: string; replaces: string }[] {
  const clauseText = (id: string) =>
    before.sections.flatMap((section) => section.clauses).find((clause) => clause.id === id)?.text ?? "";
  return edits.flatMap((edit) => {
    if (edit.kind === "rewrite-clause")
      return [{ where: `clause ${edit.clauseId}`, text: edit.text, replaces: clauseText(edit.clauseId) }];
    if (edit.kind === "add-clause")
      return [{ where: `new clause "${edit.heading}"`, text: `${edit.heading}. ${edit.text}`, replaces: "" }];
    return [];
  });
}

/** A citation as compared: lower case, spaces folded, "section" read as "§" (so "Section 1950.5" is "§ 1950.5"). */
const citationKey = (cited: string) =>
  normalise(cited)
    .replace(/^the\s+/, "")
    .replace(/\bsections?\s+/g, "")
    .replace(/[§\s.]+$/g, "")
    .trim();

/** Every citation the patterns find in a text, as keys: a cited one must equal one of these, not be part of one. */
function citationKeys(text: string): Set<string> {
  const keys = new Set<string>();
  for (const pattern of CITATION_PATTERNS)
    for (const match of text.matchAll(pattern)) keys.add(citationKey(match[1] ?? match[0]));
  return keys;
}

/** The text with its citations taken out, so "§ 1950.5" is checked as a citation and not as a figure. */
const withoutCitations = (text: string) =>
  CITATION_PATTERNS.reduce((rest, pattern) => rest.replace(pattern, " "), text);

/** The figures and dates a text may state: those of the text it replaces, the instruction and the answers. */
type Slot = { figures: Set<number>; dates: Set<string> };

function slotOf(...sources: string[]): Slot {
  const text = sources.join("\n");
  return { figures: figuresIn(withoutCitations(text)), dates: datesIn(text) };
}

/** The checks on a text the model wrote; `clause`: a clause's wording (a reason shown to the user may be short). */
function checkText(where: string, text: string, allowed: Allowed, slot: Slot, clause = true): string[] {
  const reasons: string[] = [];
  for (const pattern of CITATION_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      if (!allowed.citationKeys.has(citationKey(match[1] ?? match[0])))
        reasons.push(
          `The ${where} cites "${match[0].trim()}", which is not in the state's rule table or the document.`,
        );
    }
  }
  const uncited = allowed.ruleCitations.reduce((rest, citation) => rest.split(citation).join(" "), text);
  for (const value of figuresIn(withoutCitations(uncited)))
    if (!slot.figures.has(value))
      reasons.push(
        `The ${where} states the figure ${value.toLocaleString("en-US")}, which neither the text it replaces, the answers nor the instruction gives.`,
      );
  for (const value of datesIn(text))
    if (!slot.dates.has(value))
      reasons.push(
        `The ${where} states the date ${value}, which neither the text it replaces, the answers nor the instruction gives.`,
      );
  for (const match of text.matchAll(HONORIFIC_NAME))
    if (!allowed.citations.includes(normalise(match[1] ?? "")))
      reasons.push(`The ${where} names "${match[0]}", who is not a party to the document.`);
  for (const name of allowed.formerNames)
    if (normalise(text).includes(normalise(name)))
      reasons.push(`The ${where} still names "${name}", who is no longer a party.`);
  const advice = ADVICE.exec(text);
  if (advice) reasons.push(`The ${where} gives advice ("${advice[0]}"); a clause states terms, it does not advise.`);
  const placeholder = PLACEHOLDER.exec(text);
  if (placeholder) reasons.push(`The ${where} contains the placeholder "${placeholder[0]}".`);
  const words = text.split(/\s+/).filter(Boolean).length;
  if (words >= 8 && (text.match(ENGLISH)?.length ?? 0) / words < 0.12)
    reasons.push(`The ${where} is not written in English, the language of the document.`);
  if (clause && text.trim().length < 20) reasons.push(`The ${where} is too short to be a clause.`);
  return reasons;
}

type Allowed = {
  /** Normalised corpus: a person's name must occur in it. */
  citations: string;
  /** The citations of the rule table and the document: a cited one must be one of them, whole. */
  citationKeys: Set<string>;
  /** The rule table's citations as written ("Cal. Civ. Code § 1950.5(c) (as amended by AB 12)"): their figures are not terms. */
  ruleCitations: string[];
  formerNames: string[];
};

/** The user's answers as text (numbers, dates, the figures of each row), the figures a clause may restate. */
function valuesOf(value: unknown): string[] {
  if (typeof value === "number" || typeof value === "string") return [String(value)];
  if (Array.isArray(value)) return value.flatMap(valuesOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(valuesOf);
  return [];
}

/**
 * A structured change (an answer, a party, a clause switched on or off) only when the instruction states it:
 * "the tenant may keep 2 cats" may set the pet policy, never the rent to 2 or the small-landlord box.
 */
function checkStructured(input: VerifyInput): string[] {
  const definition = getTypeDefinition(input.before.type);
  const said = normalise(input.instruction);
  const reasons: string[] = [];
  for (const edit of input.edits) {
    if (edit.kind === "set-party" && !said.includes(normalise(edit.value)))
      reasons.push(`The ${edit.field} was changed to "${edit.value}", which the instruction does not say.`);
    if ((edit.kind === "include-clause" || edit.kind === "exclude-clause") && !input.clausesSuggested) {
      const optional = definition?.optionalClauses.find((item) => item.id === edit.clauseId);
      if (optional && !namesClause(optional, input.instruction))
        reasons.push(
          `The clause "${optional.names[0] ?? edit.clauseId}" was ${edit.kind === "include-clause" ? "added" : "removed"}, which the instruction does not ask.`,
        );
    }
    if (edit.kind !== "set-answer") continue;
    const question = definition?.questions.find((item) => item.name === edit.field);
    const reason = question ? notStated(question, edit.value, input.instruction, "the instruction") : undefined;
    if (reason) reasons.push(reason);
  }
  // The form's own checks on the answers the proposal leaves (an end date before the start, say).
  const changed = new Set(input.edits.flatMap((edit) => (edit.kind === "set-answer" ? [edit.field] : [])));
  if (changed.size > 0)
    for (const problem of answerProblems(input.after.type, input.after.request.answers, { touching: [...changed] }))
      reasons.push(problem.message);
  return reasons;
}

/** Every state rule re-run: the proposal regenerates identically and the engine's legal parts are untouched. */
function checkRules(after: LegalDocument, reference: LegalDocument): string[] {
  const reasons: string[] = [];
  if (JSON.stringify(generate(after.request)) !== JSON.stringify(after))
    reasons.push("The proposed document does not regenerate identically from its request.");
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (!same(after.warnings, reference.warnings)) reasons.push("The proposal changes what the state's rules require.");
  if (!same(after.notices, reference.notices)) reasons.push("The proposal changes a statutory notice.");
  if (!same(after.execution, reference.execution)) reasons.push("The proposal changes the signature pages.");
  const law = (doc: LegalDocument) => doc.sections.find((section) => section.id === "governing-law");
  if (!same(law(after), law(reference))) reasons.push("The proposal changes the governing-law section.");
  return reasons;
}

export function verifyProposal(input: VerifyInput): Verdict {
  const { before, after, edits } = input;
  if (edits.length === 0) return { ok: false, reasons: ["The proposal contains no change."] };
  // The same request without the new wording: what the engine alone writes for the proposed answers.
  const reference = generate({
    ...after.request,
    clauseOverrides: before.request.clauseOverrides,
    customClauses: before.request.customClauses,
  });
  const rules = ruleCitations(after);
  const corpus = `${corpusOf(reference)} ${rules.join(" ")}`;
  const allowed: Allowed = {
    citations: normalise(corpus),
    citationKeys: citationKeys(corpus),
    ruleCitations: rules,
    formerNames: PARTY_FIELDS.filter((field) => field.endsWith("Name"))
      .map((field) => before.request.parties[field].trim())
      .filter(
        (name) =>
          !Object.values(after.request.parties).some((value) => typeof value === "string" && value.trim() === name),
      ),
  };
  const answers = valuesOf(after.request.answers).join("\n");
  const jurisdiction = findJurisdiction(after.jurisdiction.name);
  const written = writtenTexts(edits, before);
  const reasonSlot = slotOf(corpus, input.instruction);
  const reasons = [
    ...checkStructured(input),
    ...written.flatMap(({ where, text, replaces }) =>
      checkText(where, text, allowed, slotOf(replaces, input.instruction, answers, after.request.date)),
    ),
    // Each edit's reason is shown to the user ("Why: ..."): it may restate the document, and cite or add nothing.
    ...edits.flatMap((edit) => checkText(`reason "${edit.reason}"`, edit.reason, allowed, reasonSlot, false)),
    // The same clause-text rules the user's own words are warned with; the model's words are refused.
    ...(jurisdiction
      ? textFindings(after.type, jurisdiction, after.date, written, after.request.answers).map(
          (finding) => `${finding.message} (${finding.citation})`,
        )
      : []),
    ...checkRules(after, reference),
  ];
  return reasons.length === 0 ? { ok: true } : { ok: false, reasons: [...new Set(reasons)] };
}

/** What the model proposes before a first generation: inferred answers, optional clauses, conflicts to ask about. */
export type GenerationProposalInput = {
  /** The deterministic AI-mode document for the user's request, before any proposal. */
  base: LegalDocument;
  answers: readonly { field: string; value: string | number | boolean; quote: string; reason: string }[];
  clauses: readonly { clauseId: string; include: boolean; reason: string }[];
  conflicts: readonly { field: string; quote: string; question: string }[];
};

/**
 * The questions a user has not answered: blank, or still the type's default (a select left on "Prefer not
 * to say", a checkbox never ticked). Only these may be filled in from the user's words.
 */
export function openQuestions(request: { documentType: LegalDocument["type"]; answers?: Record<string, unknown> }) {
  const defaults = defaultAnswersFor(request.documentType);
  return (getTypeDefinition(request.documentType)?.questions ?? [])
    .filter(modelMayAnswer)
    .map((question) => question.name)
    .filter((name) => {
      const value = request.answers?.[name];
      return value === undefined || value === null || value === "" || value === defaults[name];
    });
}

/**
 * The verifier for AI generation. The user's own words (purpose, details, additional terms) are the only
 * source: every inferred answer and every conflict quotes them word for word, a figure must be in its
 * quote, an answer the user already gave is never changed (a disagreement is a conflict to ask about), and
 * the model's reasons and questions cite nothing outside the rule table and state no amount the user did
 * not give. The answers and clause choices then run through the engine and verifyProposal like any edit.
 */
export function verifyGenerationProposal(input: GenerationProposalInput): Verdict & { edits: StructuredEdit[] } {
  const { base } = input;
  const request = base.request;
  const definition = getTypeDefinition(base.type);
  const userText = [request.purpose, request.details ?? "", request.additionalTerms ?? ""].join("\n");
  const said = normalise(userText);
  const reasons: string[] = [];
  const present = new Set(base.sections.flatMap((section) => section.clauses.map((clause) => clause.id)));
  const edits: StructuredEdit[] = [];
  const open = new Set(openQuestions(request));

  for (const item of input.answers) {
    const question = definition?.questions.find((entry) => entry.name === item.field);
    const label = question?.label ?? item.field;
    if (!question) {
      reasons.push(`"${item.field}" is not a question of this document.`);
      continue;
    }
    if (!open.has(item.field))
      reasons.push(
        `${label} was already answered; the proposal would change it to ${String(item.value)} instead of asking.`,
      );
    if (!said.includes(normalise(item.quote.trim())) || item.quote.trim() === "")
      reasons.push(`The quote given for ${label} ("${item.quote}") is not in what you wrote.`);
    else {
      // Each value is tied to its own quote, not to anything somewhere in what the user wrote.
      const reason = notStated(question, item.value, item.quote, "its quote");
      if (reason) reasons.push(reason);
    }
    if (question.options && !question.options.some((option) => option.value === item.value))
      reasons.push(`${label} was set to "${String(item.value)}", which is not one of its options.`);
    edits.push({ kind: "set-answer", field: item.field, value: item.value, reason: item.reason });
  }
  for (const item of input.clauses) {
    if (!definition?.optionalClauses.some((optional) => optional.id === item.clauseId)) {
      reasons.push(`"${item.clauseId}" is not an optional clause of this document.`);
      continue;
    }
    // Choosing what the engine already chose changes nothing: it is left out rather than shown.
    if (present.has(item.clauseId) === item.include) continue;
    edits.push({
      kind: item.include ? "include-clause" : "exclude-clause",
      clauseId: item.clauseId,
      reason: item.reason,
    });
  }
  for (const item of input.conflicts)
    if (item.quote.trim() === "" || !said.includes(normalise(item.quote.trim())))
      reasons.push(`The conflict about ${item.field} quotes "${item.quote}", which is not in what you wrote.`);

  // Reasons and questions are shown to the user: the same rules for citations and amounts as clause text.
  const rules = ruleCitations(base);
  const corpus = `${corpusOf(base)} ${rules.join(" ")}`;
  const allowed: Allowed = {
    citations: normalise(corpus),
    citationKeys: citationKeys(corpus),
    ruleCitations: rules,
    formerNames: [],
  };
  // A reason may restate anything the document or the user already says, and nothing else.
  const slot = slotOf(corpus, userText);
  const shown = [
    ...input.answers.map((item) => ({ where: `reason for ${item.field}`, text: item.reason })),
    ...input.clauses.map((item) => ({ where: `reason for ${item.clauseId}`, text: item.reason })),
    ...input.conflicts.map((item) => ({ where: `question about ${item.field}`, text: item.question })),
  ];
  for (const { where, text } of shown) reasons.push(...checkText(where, text, allowed, slot, false));

  if (reasons.length === 0 && edits.length > 0) {
    const applied = applyEdits(base, edits);
    if (!applied.ok) reasons.push(applied.reason);
    else {
      const verdict = verifyProposal({
        before: base,
        after: applied.document,
        edits,
        instruction: userText,
        clausesSuggested: true,
      });
      if (!verdict.ok) reasons.push(...verdict.reasons);
    }
  }
  return reasons.length === 0 ? { ok: true, edits } : { ok: false, reasons: [...new Set(reasons)], edits };
}
