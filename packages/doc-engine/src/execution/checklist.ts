/**
 * The "Before you sign" checklist lines every document of a shape gets: who signs and how. The type adds
 * its own lines (definition.checklist) and the state rules add theirs (witnesses, notary, filing).
 */
import type { GenerationContext, TypeDefinition } from "../define";
import type { ChecklistItem, SignatureLine } from "../model";
import { listJoin } from "../types/shared/wording";

/** "LANDLORD" reads "landlord", but a lettered role keeps its capitals: "PARTY A" is "Party A", not "party a". */
const roleName = (role: string) =>
  /\b[A-Z]$/.test(role) ? role.toLowerCase().replace(/\b\w/g, (letter) => letter.toUpperCase()) : role.toLowerCase();

const who = (lines: SignatureLine[]) => listJoin(lines.map((line) => `${line.name ?? ""} (${roleName(line.role)})`));

export function baseChecklist(
  definition: TypeDefinition,
  ctx: GenerationContext,
  signers: SignatureLine[],
): ChecklistItem[] {
  const items: ChecklistItem[] = [];
  const companies = signers.filter((line) => line.entity);
  switch (definition.shape) {
    case "policy":
      items.push({
        text: 'Nobody signs a privacy policy. Publish it where users see it before they give you data: a link labelled "Privacy Policy" on the home page, in the app and on every page that collects personal information.',
      });
      break;
    case "letter":
      items.push(
        { text: `Sign the letter: ${who(signers)}.` },
        {
          text: "Send it by a method that proves delivery (certified mail with return receipt, or a courier), and keep a signed copy with the proof of delivery.",
        },
      );
      break;
    case "instrument":
      // Who signs an instrument, and before whom, depends on the state: the execution rules write it.
      break;
    case "contract":
      items.push({
        text:
          signers.length === 1
            ? `${who(signers)} signs and dates the signature block.`
            : `Each signer signs and dates the signature block: ${who(signers)}.`,
      });
      break;
  }
  if (companies.length > 0) {
    items.push({
      text: `A company signs through a person with authority to bind it (an officer, manager or member), who writes their name and title beside "By:" (${listJoin(companies.map((line) => line.name ?? ""))}).`,
    });
  }
  if (definition.shape === "contract") {
    items.push({ text: "Each party keeps a signed original or a complete copy, including every page." });
  }
  return [...items, ...(definition.checklist?.(ctx) ?? [])];
}
