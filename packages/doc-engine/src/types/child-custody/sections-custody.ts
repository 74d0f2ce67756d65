/** Sections 1–6 of the custody agreement: parties, best interests and court approval, custody, schedule, holidays. */
import type { GenerationContext } from "../../define";
import type { Section } from "../../model";
import { sectionBuilder } from "../shared/section";
import { asClauseText, capitalize } from "../shared/wording";
import { custodyTerms } from "./answers";
import { FIRST_REFUSAL } from "./optional-clauses";
import type { CustodyTerms } from "./answers";

const section = sectionBuilder("child-custody");

/** Points every custody clause back to the court-approval section, so no clause reads as self-executing. */
const SUBJECT_TO_APPROVAL = "subject to the court's approval under the Best Interests and Court Approval section";

function childrenClause(t: CustodyTerms): string {
  const parents = `Parent A and Parent B (together the "Parents")`;
  if (t.childList.length === 0) {
    return `${capitalize(parents)} make this Agreement about the custody and care of their minor children (each a "Child" and together the "Children").`;
  }
  return `${capitalize(parents)} make this Agreement about the custody and care of their minor children, namely: ${t.childList.join("; ")} (each a "Child" and together the "Children").`;
}

function scheduleClause(t: CustodyTerms): string {
  switch (t.parentingSchedule) {
    case "week-on-week-off":
      return "The Children alternate weeks between the Parents. Each week runs from Friday at 6:00 p.m. to the following Friday at 6:00 p.m., and Parent A has the first week, beginning on the first Friday after this Agreement takes effect.";
    case "2-2-3":
      return "The Parents follow a 2-2-3 rotation: in the first week the Children are with Parent A on Monday and Tuesday, with Parent B on Wednesday and Thursday, and with Parent A from Friday through Sunday; in the next week the roles are reversed; and the two-week pattern then repeats, beginning with the first full week after this Agreement takes effect.";
    case "every-other-weekend":
      return `The Children reside with ${t.primary} and spend every other weekend with ${t.other}, from Friday at 6:00 p.m. until Sunday at 6:00 p.m., beginning with the first full weekend after this Agreement takes effect.`;
    case "custom":
      return t.customSchedule !== undefined
        ? `The Parents agree on the following parenting schedule: ${asClauseText(t.customSchedule)}`
        : "The Children spend time with each Parent according to a written schedule the Parents agree on and update as the Children's needs change, giving each Parent regular and frequent time with them.";
  }
}

function holidayClauses(t: CustodyTerms): [string, string][] {
  const special: [string, string] = [
    "special-days",
    "Each Parent has the Children on that Parent's own birthday and on Mother's Day or Father's Day, as applies to that Parent, from 10:00 a.m. to 7:00 p.m., and the Parents shall arrange for each Child to spend time with both of them on or near that Child's birthday.",
  ];
  switch (t.holidaySchedule) {
    case "alternating":
      return [
        [
          "alternating",
          "In even-numbered years the Children spend New Year's Day, Memorial Day, Labor Day and Christmas Eve with Parent A, and Easter, Independence Day, Thanksgiving Day and Christmas Day with Parent B; in odd-numbered years the allocation is reversed. Each holiday runs from 9:00 a.m. to 7:00 p.m. unless the Parents agree otherwise.",
        ],
        special,
      ];
    case "split":
      return [
        [
          "split",
          "On New Year's Day, Easter, Thanksgiving Day, Christmas Day and any other holiday the Parents agree on, the Children spend 9:00 a.m. to 2:00 p.m. with one Parent and 2:00 p.m. to 7:00 p.m. with the other; Parent A has the morning period in even-numbered years and Parent B in odd-numbered years.",
        ],
        special,
      ];
    case "custom":
      return [
        [
          "custom",
          t.customHolidays !== undefined
            ? `The Parents share holidays as follows: ${asClauseText(t.customHolidays)}`
            : "The Parents shall agree in writing each year, by October 1, how the Children will spend the coming holidays, sharing them as equally as practical.",
        ],
        special,
      ];
  }
}

export function custodySections(ctx: GenerationContext): Section[] {
  const t = custodyTerms(ctx);
  const sole = t.custodyType === "sole";
  return [
    section(
      "parties-and-children",
      "Parties and Children",
      "This section names the parents and the children this Agreement covers.",
      [
        ["parties", childrenClause(t)],
        [
          "interpretation",
          "References to the Children include each Child individually, and the singular where only one child is covered.",
        ],
      ],
    ),
    section(
      "best-interests",
      "Best Interests and Court Approval",
      "This section explains that the children's interests come first and that a court must approve this Agreement.",
      [
        [
          "best-interests",
          "The Parents intend every provision of this Agreement to serve the best interests of the Children, and each Parent shall support the Children's relationship with the other Parent and shall not disparage the other Parent in the Children's presence.",
        ],
        [
          "court-approval",
          `This Agreement is subject to approval by a court of competent jurisdiction in ${t.state}. The Parents shall submit it to the court for approval and entry as an order; until then it records their agreement but is not a custody order, and the court may change any term it finds is not in the Children's best interests.`,
        ],
        [
          "advice",
          "Each Parent has had the opportunity to obtain independent legal advice before signing this Agreement and signs it voluntarily.",
        ],
      ],
    ),
    section(
      "legal-custody",
      "Legal Custody",
      "This section says who has the legal authority to make major decisions for the children.",
      [
        [
          "allocation",
          sole
            ? `${capitalize(t.primary)} has sole legal custody of the Children, ${SUBJECT_TO_APPROVAL}, except for any decision that the Major Decisions section assigns to both Parents or to ${t.other}.`
            : `The Parents share joint legal custody of the Children, ${SUBJECT_TO_APPROVAL}, and shall make major decisions as set out in the Major Decisions section.`,
        ],
        [
          "consultation",
          "Each Parent shall keep the other informed about matters that affect the Children's welfare and shall consider the other Parent's views in good faith before acting on a major decision.",
        ],
      ],
    ),
    section("physical-custody", "Physical Custody and Residence", "This section says where the children live.", [
      [
        "allocation",
        sole
          ? `${capitalize(t.primary)} has sole physical custody of the Children, ${SUBJECT_TO_APPROVAL}. The Children reside primarily with ${t.primary}, and ${t.other} has parenting time under the Parenting Schedule section.`
          : `The Parents share joint physical custody of the Children, ${SUBJECT_TO_APPROVAL}, and the Children reside with each Parent according to the Parenting Schedule section.`,
      ],
      [
        "daily-care",
        "The Parent with whom the Children are staying makes day-to-day decisions about their routine, meals, bedtimes and activities, consistently with this Agreement.",
      ],
    ]),
    section(
      "parenting-schedule",
      "Parenting Schedule",
      "This section sets the regular schedule for when the children are with each parent.",
      [
        ["regular-schedule", scheduleClause(t)],
        [
          "priority",
          "The holiday and vacation arrangements in this Agreement take priority over the regular schedule, which resumes when they end.",
        ],
        [
          "flexibility",
          "The Parents may agree in writing, including by email or text message, to change the schedule for particular dates without amending this Agreement.",
        ],
        ...(t.firstRefusal ? [["right-of-first-refusal", FIRST_REFUSAL] as [string, string]] : []),
      ],
    ),
    section(
      "holidays",
      "Holidays and Special Occasions",
      "This section says how holidays and special days are shared.",
      holidayClauses(t),
    ),
  ];
}
