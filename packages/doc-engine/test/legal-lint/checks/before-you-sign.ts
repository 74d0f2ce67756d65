/** Warnings travel with the document: every rule warning and citation is printed on the "Before you sign" page. */
import type { LintCheck } from "../lint";

export const beforeYouSignCheck: LintCheck = {
  id: "before-you-sign",
  description: 'The text carries a "Before you sign" page with every rule warning and its citation',
  run: ({ doc, text }) => {
    const heading = doc.shape === "policy" ? "BEFORE YOU PUBLISH" : "BEFORE YOU SIGN";
    const findings = text.includes(`\n${heading}\n`)
      ? []
      : [{ where: "end of document", problem: `no "${heading}" page` }];
    const lines = text.split("\n");
    for (const warning of doc.warnings) {
      const line = lines.find((l) => l.includes(warning.message) && l.includes(warning.citation));
      if (!line) {
        findings.push({
          where: `warning (${warning.family})`,
          problem: `"${warning.message.slice(0, 60)}…" is not printed with its citation`,
        });
      } else if (warning.verified === false && !/check with a lawyer/i.test(line)) {
        findings.push({
          where: `warning (${warning.family})`,
          problem: 'unverified rule printed without "check with a lawyer"',
        });
      }
    }
    for (const block of [...doc.notices, ...doc.execution]) {
      if (block.verified !== false || !block.citation) continue;
      const flagged = lines.some((l) => l.includes(`${block.citation}.`) && /check with a lawyer/i.test(l));
      if (!flagged) {
        findings.push({
          where: `${block.id} block`,
          problem: `unverified form (${block.citation}) lacks "check with a lawyer"`,
        });
      }
    }
    for (const item of doc.checklist) {
      const line = lines.find((l) => l.includes(item.text));
      if (!line) findings.push({ where: "checklist", problem: `"${item.text.slice(0, 60)}…" is not printed` });
      else if (item.verified === false && !/check with a lawyer/i.test(line)) {
        findings.push({
          where: "checklist",
          problem: `unverified line "${item.text.slice(0, 40)}…" lacks "check with a lawyer"`,
        });
      }
    }
    return findings;
  },
};
