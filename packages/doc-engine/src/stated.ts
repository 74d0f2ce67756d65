/**
 * Whether the user's own words state an answer: the test every value a model proposes must pass, whether it
 * fills a form from a description (intake), infers an answer at generation, or changes one when refining.
 * A figure must be in the words, a date must be that date, a name or address must be copied, and a choice
 * (a select or a checkbox) must be about that question: "the tenant may keep 2 cats" states a pet policy,
 * never a monthly rent of 2 or a small landlord.
 */
import type { QuestionField } from "./define";
import { datesIn, figuresIn } from "./figures";

/** Text as compared: whitespace folded, trimmed, lower case. */
export const normalise = (text: string) =>
  text
    .replace(/[\s\u00a0]+/g, " ")
    .trim()
    .toLowerCase();

/**
 * Whether a model may give this answer. Lists of people with their figures (members, beneficiaries) are
 * filled in on the form, a row per person, never by a model: a share or a name must be the user's own.
 */
export const modelMayAnswer = (question: QuestionField) => question.kind !== "rows";

/** Words too common in every document (roles, units, question words) to show what a sentence is about. */
const COMMON = new Set(
  (
    "the and for you your are was what who how does will with this that have has from many much each per before after " +
    "about amount number days day months month years year date name full include includes whether allowed only other " +
    "party parties first second landlord tenant employer employee borrower lender seller buyer parent parents roommate " +
    "member members agent company sender recipient period type need needed may can not all any"
  ).split(" "),
);

/** Words a person uses for a question's subject without its label's words ("cat" for pets, "pay" for salary). */
const SAYS_ALSO: Record<string, string[]> = {
  pets: ["pet", "cat", "cats", "dog", "dogs", "animal", "animals", "kitten", "puppy"],
  salary: ["pay", "paid", "wage", "wages"],
  odometer: ["mileage", "miles"],
  utilities: ["water", "electricity", "gas", "trash", "internet", "power"],
  interest: ["apr", "rate"],
  furnished: ["furniture", "furnishings"],
  durable: ["incapacity", "incapacitated"],
  mutual: ["both", "either", "one-way"],
  comply: ["stop", "cease", "deadline", "desist"],
  principal: ["loan", "borrow", "borrowed", "lend", "lent"],
};

const singular = (word: string) => word.replace(/(?<=[a-z]{3})s$/, "");
const wordsOf = (text: string) =>
  new Set(
    normalise(text)
      .split(/[^a-z0-9-]+/)
      .filter(Boolean)
      .map(singular),
  );

/** The words of a subject that show what a sentence is about. */
export const tellingWords = (subject: string) =>
  [...wordsOf(subject)].filter((word) => word.length >= 3 && !COMMON.has(word) && !/^\d/.test(word));

/** Whether the text speaks of the subject: one of its telling words (or a word people use for it) occurs in it. */
function speaksOf(text: string, subject: string): boolean {
  const said = wordsOf(text);
  return tellingWords(subject).some(
    (word) =>
      said.has(word) || (SAYS_ALSO[word] ?? SAYS_ALSO[`${word}s`] ?? []).some((alias) => said.has(singular(alias))),
  );
}

/** Whether the text is about the question: its label or the chosen option's label. */
function isAbout(text: string, question: QuestionField, value?: unknown): boolean {
  const option = question.options?.find((item) => item.value === value);
  return speaksOf(text, `${question.label} ${option?.label ?? ""}`);
}

/** The parts of a text a figure is tied to: sentences, and the clauses "and", "but", ";" or a comma join (not the comma of a date). */
const partsOf = (text: string) =>
  text
    .split(/[.;!?](?:\s|$)|,\s(?!\d)|\s(?:and|but|while|whereas)\s/i)
    .map((part) => part.trim())
    .filter(Boolean);

/** "Raise the rent by $100": the figure is a change, not the new amount. */
const CHANGE_BY = /\b(?:raise|increase|lower|reduce|cut|decrease)\w*\b.*\bby\s+(?:\$\s*)?\d/i;

/**
 * Why the words do not state this value for the question, or undefined when they do. `label` names the
 * question in the reason.
 */
export function notStated(
  question: QuestionField,
  value: unknown,
  words: string,
  /** What the words are, in the reason: "the instruction", "its quote". */
  source = "its words",
): string | undefined {
  const label = question.label;
  switch (question.kind) {
    case "money":
    case "number": {
      const figure = Number(value);
      if (!figuresIn(words).has(figure))
        return `${label} was set to ${String(value)}, a figure ${source} does not give.`;
      // The figure and the question's subject in one part of a sentence: "keeps 2 cats and pays rent on time"
      // does not state a rent of 2, nor "the rent is $2,000 and the deposit $4,000" a deposit of $2,000.
      const part = partsOf(words).find((text) => figuresIn(text).has(figure) && isAbout(text, question));
      if (!part) return `${label} was set to ${String(value)} from words about something else.`;
      if (CHANGE_BY.test(part))
        return `${label} was set to ${String(value)}, but ${source} changes it by that amount rather than to it.`;
      return undefined;
    }
    case "date":
      return partsOf(words).some((text) => datesIn(text).has(String(value)) && isAbout(text, question))
        ? undefined
        : `${label} was set to ${String(value)}, a date ${source} does not give for it.`;
    case "select":
    case "boolean":
      return isAbout(words, question, value)
        ? undefined
        : `${label} was set to ${String(value)}, but the words it came from do not speak of it.`;
    case "rows":
      return `${label} is a list with a row for each person and their figures; it is filled in on the form, never by the model.`;
    default:
      return normalise(words).includes(normalise(String(value)))
        ? undefined
        : `${label} was set to "${String(value)}", which ${source} does not say.`;
  }
}
