/**
 * Answers the engine cannot use, said as the form says them. The answer schemas never fail (a bad value
 * falls back to a default, so stored requests always regenerate), which is exactly why a new request must be
 * checked before it is generated: a fallback must never print as if the user had chosen it. The generator
 * form shows these beside the fields before Next; the API refuses a request that has any.
 */
import { conditionHolds } from "./conditions";
import type { QuestionField, RowColumn, RowsSpec } from "./define";
import type { DocumentType } from "./model";
import { QUESTION_SETS } from "./questions";
import { rowCell } from "./types/shared/answer-fields";
import { cleanLine, periodOf, toBoolean, toNumber } from "./types/shared/answer-input";

export type AnswerProblem = {
  /** The question (answers key). */
  field: string;
  /** Row and column of a rows question, when the problem is in one cell. */
  row?: number;
  column?: string;
  message: string;
};

/** Blank as the answer schemas judge it: "n/a", "none" or "[ ]" are no answer either. */
const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && cleanLine(value, Infinity) === undefined);

const AMOUNT = "Enter an amount in dollars, for example 2,400 or $2,400.00.";
const PERCENT = "Enter a percentage from 0 to 100.";

function valueMessage(question: QuestionField): string {
  switch (question.kind) {
    case "money": {
      const per = periodOf(question.label);
      return per ? `Enter an amount in dollars per ${per}, for example 2,400 or $2,400.00.` : AMOUNT;
    }
    case "number":
      return question.range ? `Enter a number from ${question.range[0]} to ${question.range[1]}.` : "Enter a number.";
    case "date":
      return "Enter a date.";
    case "text":
    case "textarea":
      return "Enter an e-mail address, for example privacy@example.com.";
    case "boolean":
      return "Answer yes or no.";
    default:
      return "Choose one of the options.";
  }
}

/** Whether the schema replaced what was given with its fallback (or dropped it). */
function replaced(question: QuestionField, raw: unknown, parsed: unknown, fallback: unknown): boolean {
  switch (question.kind) {
    case "boolean":
      return typeof toBoolean(raw) !== "boolean";
    case "select":
      return !(question.options ?? []).some((option) => option.value === raw);
    case "money":
    case "number":
      return parsed === undefined || (parsed === fallback && toNumber(raw) !== fallback);
    case "date":
      return parsed === undefined || (parsed === fallback && raw !== fallback);
    case "text":
    case "textarea":
      return question.format === "email" && !parsed;
    default:
      return false;
  }
}

const columnShown = (column: RowColumn, answers: Record<string, unknown>) => conditionHolds(column.when, answers);
const columnRequired = (column: RowColumn, answers: Record<string, unknown>) =>
  column.required === true || (column.required !== undefined && conditionHolds(column.required, answers));

/**
 * `raw` as the form sends it (an array of rows); anything else (text from an API client or a stored request)
 * is checked as the schema read it (`parsed`).
 */
function rowProblems(
  field: string,
  spec: RowsSpec,
  raw: unknown,
  parsed: unknown,
  answers: Record<string, unknown>,
): AnswerProblem[] {
  const problems: AnswerProblem[] = [];
  const source = Array.isArray(raw) ? raw : Array.isArray(parsed) ? parsed : [];
  const items = source.map((item: unknown) => (typeof item === "object" && item ? item : {}));
  const rows = (items as Record<string, unknown>[]).filter((row) => Object.values(row).some((cell) => !blank(cell)));
  const columns = spec.columns.filter((column) => columnShown(column, answers));
  const [first] = spec.columns;

  if (rows.length === 0) {
    const needed = columns.find((column) => column.required !== true && columnRequired(column, answers));
    if (needed) {
      problems.push({
        field,
        message: `Add each ${spec.item} to give their ${needed.label.replace(/ \(.*\)$/, "").toLowerCase()}.`,
      });
    }
    return problems;
  }
  if (rows.length > spec.max) problems.push({ field, message: `At most ${spec.max} rows.` });

  rows.forEach((row, index) => {
    for (const column of columns) {
      const cell = row[column.name];
      const label = column.label.replace(/ \(.*\)$/, "").toLowerCase();
      if (blank(cell)) {
        if (columnRequired(column, answers) || column === first) {
          const what = column === first ? "name" : label;
          problems.push({ field, row: index, column: column.name, message: `Enter the ${spec.item}'s ${what}.` });
        }
      } else if (rowCell(column.kind).parse(cell) === undefined) {
        const message =
          column.kind === "money"
            ? AMOUNT
            : column.kind === "percent"
              ? PERCENT
              : column.kind === "date"
                ? `Enter the ${label} as a date, for example 2018-03-04.`
                : `Check the ${label}.`;
        problems.push({ field, row: index, column: column.name, message });
      } else if (column.kind === "percent" && rowCell("percent").parse(cell) === 0) {
        problems.push({ field, row: index, column: column.name, message: `The ${label} must be above 0%.` });
      }
    }
  });

  // Figures a total is taken from (contributions that set the shares) cannot all be zero.
  for (const column of columns.filter((c) => c.kind === "money" && columnRequired(c, answers))) {
    const amounts = rows.map((row) => rowCell("money").parse(row[column.name]) as number | undefined);
    if (amounts.every((n) => n === 0)) {
      const label = column.label.replace(/ \(.*\)$/, "").toLowerCase();
      problems.push({ field, message: `At least one ${spec.item}'s ${label} must be above $0.` });
    }
  }

  const total = spec.total && columns.find((column) => column.name === spec.total?.column);
  if (spec.total && total) {
    const figures = rows.map((row) => rowCell(total.kind).parse(row[total.name]) as number | undefined);
    const given = figures.filter((n): n is number => n !== undefined);
    if (given.length > 0) {
      const label = total.label.replace(/ \(.*\)$/, "").toLowerCase();
      if (given.length < rows.length) {
        problems.push({ field, message: `Give every ${spec.item} a ${label}, or leave them all blank.` });
      } else {
        const sum = given.reduce((s, n) => s + n, 0);
        if (Math.abs(sum - spec.total.to) > 0.01) {
          const shown = Number(sum.toFixed(2));
          problems.push({
            field,
            message: `The ${label}s add up to ${shown}%; they must add up to ${spec.total.to}%.`,
          });
        }
      }
    }
  }
  return problems;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `date` falls before the date answer `name`, when that answer is in force (its question shown). */
function beforeAnswer(
  date: unknown,
  name: string,
  questions: readonly QuestionField[],
  given: Record<string, unknown>,
  inForce: Record<string, unknown>,
) {
  const other = questions.find((question) => question.name === name);
  const earliest = given[name];
  if (!other || !conditionHolds(other.when, inForce)) return false;
  return (
    typeof earliest === "string" &&
    typeof date === "string" &&
    ISO_DATE.test(earliest) &&
    ISO_DATE.test(date) &&
    date < earliest
  );
}

/**
 * What in these answers the engine could not use, question by question. A question is read when the engine
 * reads it: its condition is judged on the answers as parsed, defaults included, as generate() judges it.
 * With `core`, as the form asks, a type's core terms left blank are problems too. With `touching`, only the
 * problems of those fields (and of dates that may not fall before them), for a change to a few answers.
 */
export function answerProblems(
  type: DocumentType,
  answers: Record<string, unknown> | undefined,
  options: { core?: boolean; touching?: readonly string[] } = {},
): AnswerProblem[] {
  const set = QUESTION_SETS[type];
  const given = answers ?? {};
  const parsed = set.answersSchema.parse(given) as Record<string, unknown>;
  const fallback = set.answersSchema.parse({}) as Record<string, unknown>;
  const problems: AnswerProblem[] = [];
  for (const question of set.questions) {
    if (!conditionHolds(question.when, parsed)) continue;
    const raw = given[question.name];
    const needed = question.needs ? set.questions.find((q) => q.name === question.needs) : undefined;
    if (question.kind === "rows" && question.rows) {
      const found = rowProblems(question.name, question.rows, raw, parsed[question.name], parsed);
      const none = Array.isArray(parsed[question.name]) && (parsed[question.name] as unknown[]).length === 0;
      if (found.length === 0 && none && options.core && question.core)
        found.push({ field: question.name, message: `Add each ${question.rows.item}.` });
      problems.push(...found);
    } else if (blank(raw)) {
      if (question.required || (options.core && question.core))
        problems.push({
          field: question.name,
          message: question.label.endsWith("?")
            ? `Answer "${question.label}"`
            : `Enter the ${question.label.replace(/ \(.*\)$/, "").toLowerCase()}.`,
        });
    } else if (replaced(question, raw, parsed[question.name], fallback[question.name])) {
      problems.push({ field: question.name, message: valueMessage(question) });
    } else if (question.notBefore && beforeAnswer(raw, question.notBefore, set.questions, given, parsed)) {
      const other = set.questions.find((q) => q.name === question.notBefore);
      problems.push({
        field: question.name,
        message: `The ${question.label.toLowerCase()} cannot be before the ${other?.label.toLowerCase() ?? question.notBefore}.`,
      });
    } else if (needed && blank(given[needed.name])) {
      problems.push({
        field: question.name,
        message: `This is used only with "${needed.label}": fill that in too, or leave this blank.`,
      });
    }
  }
  const touching = options.touching;
  if (!touching) return problems;
  const touches = (field: string) =>
    touching.includes(field) ||
    set.questions.some((q) => q.name === field && q.notBefore !== undefined && touching.includes(q.notBefore));
  return problems.filter((problem) => touches(problem.field));
}
