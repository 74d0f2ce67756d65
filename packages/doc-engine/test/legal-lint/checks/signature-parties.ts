/** Who signs, by shape: a letter's sender alone, nobody under a policy, every signing party of a contract. */
import type { SignatureLine } from "../../../src/index";
import { rolesFor } from "../../../src/roles";
import type { LintCheck } from "../lint";

const lines = (parts: { kind: string; line?: SignatureLine }[]) =>
  parts.flatMap((part) => (part.kind === "signature" && part.line ? [part.line] : []));

export const signaturePartiesCheck: LintCheck = {
  id: "signature-parties",
  description:
    "The parties who must sign have a signature line in the parties' block, with By/Name/Title for a company",
  run: ({ doc }) => {
    const block = doc.execution.find((b) => b.id === "signatures");
    if (doc.shape === "policy") {
      return block || doc.execution.length > 0
        ? [{ where: "execution", problem: "a policy has a signature block" }]
        : [];
    }
    if (!block) return [{ where: "execution", problem: "no signature block" }];
    const signed = lines(block.parts);
    const { parties } = doc.request;
    const roles = rolesFor(doc.type, doc.request.answers);
    const expected = [
      { role: roles.party1, name: parties.party1Name.trim(), entity: parties.party1Entity },
      { role: roles.party2, name: parties.party2Name.trim(), entity: parties.party2Entity },
    ].filter(({ role }) => role.signs);
    return expected.flatMap(({ role, name, entity }) => {
      const line = signed.find((l) => l.name === name);
      if (!line) return [{ where: "signature block", problem: `${name} (${role.label}) has no signature line` }];
      if (role.mayBeEntity && entity && !line.entity) {
        return [
          { where: "signature block", problem: `${name} signs as a company but has no "By: / Name: / Title:" lines` },
        ];
      }
      return [];
    });
  },
};
