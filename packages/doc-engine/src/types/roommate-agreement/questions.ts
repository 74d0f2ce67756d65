/** Guided questions for the roommate agreement, in the order the form shows them. */
import type { QuestionField } from "../../define";

export const roommateQuestions: QuestionField[] = [
  {
    name: "premisesAddress",
    core: true,
    label: "Address of the shared home",
    kind: "text",
    placeholder: "12 Elm Street, Apt 4",
  },
  { name: "startDate", label: "Start date", help: "When the arrangement begins.", kind: "date" },
  {
    name: "totalRent",
    core: true,
    label: "Total monthly rent",
    help: "The full rent for the home, in US dollars.",
    kind: "money",
  },
  { name: "rentDueDay", label: "Day of the month rent is due", kind: "number", range: [1, 28], placeholder: "1" },
  {
    name: "rentSplit",
    label: "How is the rent split?",
    kind: "select",
    options: [
      { value: "equal", label: "Equally" },
      { value: "custom", label: "Custom percentage" },
    ],
  },
  {
    name: "party1RentPercent",
    label: "First party's share of the rent (%)",
    help: "The second party pays the rest.",
    required: true,
    kind: "number",
    range: [0, 100],
    placeholder: "60",
    when: { field: "rentSplit", equals: "custom" },
  },
  {
    name: "utilitiesSplit",
    label: "How are utilities split?",
    kind: "select",
    options: [
      { value: "equal", label: "Equally" },
      { value: "same-as-rent", label: "In the same proportion as the rent" },
      { value: "included", label: "Included in the rent" },
    ],
  },
  {
    name: "chores",
    label: "Chores",
    help: "Who does what, or leave blank for a weekly rotation.",
    kind: "textarea",
  },
  {
    name: "guestNightsLimit",
    label: "Overnight guest limit (nights per month)",
    help: "Leave blank to require only reasonable notice.",
    kind: "number",
    range: [0, 31],
    placeholder: "6",
  },
  {
    name: "quietHours",
    label: "Quiet hours",
    kind: "text",
    placeholder: "10:00 p.m. to 7:00 a.m.",
  },
  { name: "petsAllowed", label: "Are pets allowed?", kind: "boolean" },
  {
    name: "petDetails",
    label: "Which pets?",
    help: "Name the animals and whose they are.",
    kind: "textarea",
    when: { field: "petsAllowed", equals: true },
  },
  { name: "moveOutNoticeDays", label: "Move-out notice (days)", kind: "number", range: [1, 180], placeholder: "30" },
];
