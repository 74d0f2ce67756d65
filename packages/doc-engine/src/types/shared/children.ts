/** Children named in a document (a custody agreement's, a will's): one row each, with a date of birth. */
import type { GenerationContext, RowsSpec } from "../../define";

/**
 * A child's date of birth is asked, not an age: an age in a court order or a will is wrong a year later.
 * Stored requests listed the children as text, one per line; each line becomes a row with the line as the name.
 */
export const CHILD_ROWS: RowsSpec = {
  item: "child",
  max: 12,
  columns: [
    { name: "name", label: "Child's full name", kind: "text", required: true },
    { name: "birthDate", label: "Date of birth", kind: "date" },
  ],
};
export type ChildRow = { name: string; birthDate?: string };

/** Each child as a document names them: "Emma Lee, born March 4, 2018", or the name alone. */
export const childNames = (ctx: GenerationContext, children: ChildRow[]): string[] =>
  children.map((child) =>
    child.birthDate === undefined ? child.name : `${child.name}, born ${ctx.formatDate(child.birthDate)}`,
  );
