/** Parties are named by their role (Landlord, Testator, Disclosing Party), never by generic labels. */
import { rolesFor } from "../../../src/roles";
import type { LintCheck } from "../lint";
import { matchUnits, textUnits } from "../lint";

/** Captions that are not a party's role: witnesses, notaries, a member's spouse consenting to an operating agreement. */
const NON_PARTY_CAPTION = /^(WITNESS( \d+)?|NOTARY PUBLIC.*|SPOUSE OF MEMBER|)$/;

export const partyLabelsCheck: LintCheck = {
  id: "party-labels",
  description: "No FIRST PARTY / SECOND PARTY where the type has roles; signature captions are roles",
  run: ({ doc }) => {
    const findings = matchUnits(
      textUnits(doc),
      /\b(?:first|second) (?:party|parent|roommate)\b/i,
      (m) => `generic party label "${m}"`,
    );
    const roles = rolesFor(doc.type, doc.request.answers);
    const allowed = new Set(
      [roles.party1, roles.party2]
        .map((role) => role.label.toUpperCase())
        .concat(["PRINCIPAL", "AGENT", "AGENT (ATTORNEY-IN-FACT)", "TESTATOR"]),
    );
    for (const block of doc.execution) {
      for (const part of block.parts) {
        if (part.kind !== "signature" || NON_PARTY_CAPTION.test(part.line.role)) continue;
        if (!allowed.has(part.line.role)) {
          findings.push({
            where: `${block.id} block`,
            problem: `signature caption "${part.line.role}" is not one of the type's roles`,
          });
        }
      }
    }
    for (const role of [roles.party1, roles.party2]) {
      const caption = role.label.toUpperCase();
      // An agent may sign an acknowledgment of the appointment; the parties' own block is what must not have them.
      const parties = doc.execution.find((block) => block.id === "signatures");
      const signs = parties?.parts.some((part) => part.kind === "signature" && part.line.role === caption) === true;
      if (!role.signs && signs) {
        findings.push({
          where: "signatures block",
          problem: `the ${role.label} does not sign this document but has a signature line`,
        });
      }
    }
    return findings;
  },
};
