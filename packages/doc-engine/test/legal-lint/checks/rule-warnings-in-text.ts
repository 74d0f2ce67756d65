/**
 * A rule warning the text ignores: when a rule changed an answer to the lawful value, the document's
 * clauses must state that value next to the rule's citation; when a rule replaced a void non-compete, the
 * covenant must be gone.
 */
import type { Finding, LintCheck } from "../lint";

export const ruleWarningsInTextCheck: LintCheck = {
  id: "rule-warnings-in-text",
  description: "Every rule that changed an answer is reflected in the clauses: the lawful value with the citation",
  run: ({ doc }) => {
    const clauses = doc.sections.flatMap((section, s) =>
      section.clauses.map((clause, c) => ({
        where: `${s + 1}.${c + 1} ${clause.id}`,
        id: clause.id,
        text: clause.text,
      })),
    );
    const findings: Finding[] = [];
    for (const warning of doc.warnings) {
      if (warning.applied !== undefined) {
        const applied = warning.applied;
        const noted = clauses.find((c) => c.text.includes(applied) && c.text.includes(warning.citation));
        if (!noted) {
          findings.push({
            where: `warning (${warning.family}, ${warning.field ?? "?"})`,
            problem: `no clause states the lawful ${applied} with its citation (${warning.citation})`,
          });
        }
      }
      if (warning.family === "non-compete" && /clause was replaced/.test(warning.message)) {
        const covenant = clauses.find((c) => c.id === "employment.non-compete");
        if (covenant && /perform services for a competitor/.test(covenant.text)) {
          findings.push({
            where: covenant.where,
            problem: "the warning says the non-compete was replaced, but it is still there",
          });
        }
      }
    }
    return findings;
  },
};
