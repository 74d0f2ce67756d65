/** Guided questions for the child custody agreement, in the order the form shows them. */
import type { QuestionField } from "../../define";
import { CHILD_ROWS } from "../shared/children";

const decisionOptions = [
  { value: "joint", label: "Both parents jointly" },
  { value: "sole-party1", label: "The first parent (Parent A) alone" },
  { value: "sole-party2", label: "The second parent (Parent B) alone" },
];

export const childCustodyQuestions: QuestionField[] = [
  {
    name: "children",
    core: true,
    label: "Children",
    help: "One row per child this agreement covers, with the child's date of birth.",
    kind: "rows",
    rows: CHILD_ROWS,
  },
  {
    name: "custodyType",
    label: "Custody type",
    kind: "select",
    options: [
      { value: "joint", label: "Joint custody" },
      { value: "sole", label: "Sole custody" },
    ],
  },
  {
    name: "soleCustodian",
    label: "Who has sole custody?",
    kind: "select",
    options: [
      { value: "party1", label: "The first parent (Parent A)" },
      { value: "party2", label: "The second parent (Parent B)" },
    ],
    when: { field: "custodyType", equals: "sole" },
  },
  {
    name: "parentingSchedule",
    label: "Parenting schedule",
    kind: "select",
    options: [
      { value: "week-on-week-off", label: "Week on / week off" },
      { value: "2-2-3", label: "2-2-3 rotation" },
      { value: "every-other-weekend", label: "Every other weekend" },
      { value: "custom", label: "Custom schedule" },
    ],
  },
  {
    name: "customSchedule",
    label: "Describe the schedule",
    kind: "textarea",
    when: { field: "parentingSchedule", equals: "custom" },
  },
  {
    name: "holidaySchedule",
    label: "Holidays",
    kind: "select",
    options: [
      { value: "alternating", label: "Alternate holidays each year" },
      { value: "split", label: "Split each holiday" },
      { value: "custom", label: "Custom arrangement" },
    ],
  },
  {
    name: "customHolidays",
    label: "Describe the holiday arrangement",
    kind: "textarea",
    when: { field: "holidaySchedule", equals: "custom" },
  },
  {
    name: "educationDecisions",
    label: "Who decides about education?",
    kind: "select",
    options: decisionOptions,
  },
  {
    name: "healthDecisions",
    label: "Who decides about health care?",
    kind: "select",
    options: decisionOptions,
  },
  {
    name: "religionDecisions",
    label: "Who decides about religious upbringing?",
    kind: "select",
    options: decisionOptions,
  },
  {
    name: "firstRefusal",
    label: "Right of first refusal",
    help: "Before leaving the children with a babysitter for more than four hours of your parenting time, offer that time to the other parent.",
    kind: "boolean",
  },
  {
    name: "relocationNoticeDays",
    label: "Notice before moving away (days)",
    help: "State law may require a longer notice; the longer period applies.",
    kind: "number",
    range: [1, 365],
    placeholder: "60",
  },
  {
    name: "childSupportReference",
    label: "Child support arrangement",
    help: "E.g. the court order or case number that sets support. Leave blank to follow state guidelines.",
    kind: "textarea",
  },
];
