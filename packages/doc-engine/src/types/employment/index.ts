import type { GenerationContext, OptionalClause, Section, TypeDefinition } from "../../define";
import { mentions } from "../shared/mentions";
import { employmentAnswers, employmentAnswersSchema, employmentQuestions } from "./questions";
import { employmentClosingSections } from "./sections-closing";
import { employmentCoreSections } from "./sections-core";
import { ROLES } from "../../roles";

const optionalClauses: OptionalClause[] = [
  {
    id: "employment.non-solicitation",
    sectionId: "restrictive-covenants",
    names: ["non-solicitation", "non-solicit", "nonsolicitation"],
    applies: (ctx) =>
      mentions(ctx, [
        "non-solicitation",
        "non-solicit",
        "solicit",
        "poach",
        "poaching",
        "customer relationships",
        "client relationships",
        "sales",
      ]),
    reason:
      "The request mentions customer or staff relationships, so the employee is asked not to lure them away after leaving.",
    text: () =>
      "For twelve months after employment ends for any reason, the Employee shall not, directly or through others, solicit any employee of the Employer to leave the Employer, or use the Employer's trade secrets or confidential information to solicit any customer with whom the Employee dealt during the last year of employment to stop or reduce its business with the Employer, in each case to the extent permitted by applicable law.",
  },
  {
    id: "employment.remote-work",
    sectionId: "working-hours",
    names: ["remote work", "work from home", "telework", "hybrid work"],
    applies: (ctx) =>
      mentions(ctx, ["remote", "remotely", "work from home", "wfh", "telework", "hybrid", "distributed"]),
    reason: "The request mentions remote or hybrid work, so the agreement sets rules for working away from the office.",
    text: () =>
      "The Employee may perform some or all duties remotely from a location approved by the Employer. The Employee shall maintain a safe and private workspace, protect the Employer's equipment and confidential information, be reachable during agreed core hours, and obtain the Employer's written approval before changing the state or country from which the Employee works, because that change can affect payroll, tax and employment-law obligations.",
  },
];

function employmentSections(ctx: GenerationContext): Section[] {
  const a = employmentAnswers(ctx);
  return [...employmentCoreSections(ctx, a), ...employmentClosingSections(ctx, a)];
}

export const employmentDefinition: TypeDefinition = {
  type: "employment",
  title: "Employment Agreement",
  sectionCount: 16,
  shape: "contract",
  roles: ROLES["employment"],
  questions: employmentQuestions,
  answersSchema: employmentAnswersSchema,
  recitals: (ctx) => {
    const a = employmentAnswers(ctx);
    const role = a.jobTitle ? `as ${a.jobTitle}` : "on the terms set out below";
    return [
      `WHEREAS, the Employer wishes to employ the Employee ${role};`,
      `WHEREAS, the Employee wishes to accept that employment, and both parties wish to record the terms of the relationship in writing;`,
      `NOW, THEREFORE, in consideration of the mutual promises in this Agreement, the parties agree as follows.`,
    ];
  },
  sections: employmentSections,
  optionalClauses,
};
