/**
 * The parties' signature block for each document shape: both parties under "IN WITNESS WHEREOF" in a
 * contract, the sender under "Sincerely," in a letter, the declarant alone in an instrument (the will and
 * power-of-attorney rules add witnesses, affidavits and notary certificates), nothing in a policy.
 */
import { labelTerm } from "../context";
import type { GenerationContext, PartyRole, TypeDefinition } from "../define";
import type { ExecutionBlock, PartyEntity, SignatureLine } from "../model";

export const SIGNATURES_ID = "signatures";

/** A party's signature line: a company signs "By: / Name: / Title:", a person over a printed name. */
export function partyLine(
  role: string,
  name: string,
  extra: { address?: string; entity?: PartyEntity; date?: boolean } = {},
): SignatureLine {
  const fields: SignatureLine["fields"] = [];
  if (extra.address) fields.push({ label: "Address", value: extra.address });
  if (extra.date !== false) fields.push({ label: "Date" });
  return { role: role.toUpperCase(), name, ...(extra.entity ? { entity: extra.entity } : {}), fields };
}

/** "Northwind Traders LLC", "Contoso Partners, Inc.": a name ending in an entity designator is a company's. */
const ENTITY_NAME =
  /[\s,](LLC|L\.L\.C\.|Inc\.?|Incorporated|Corp\.?|Corporation|Co\.|Company|Ltd\.?|Limited|LLP|L\.L\.P\.|LP|L\.P\.|PLLC|P\.C\.|PC|N\.A\.|Trust|Foundation|Association)$/i;

/**
 * The entity details for a party, where the role may be a company and the request says it is one, or,
 * when the form was left on "individual", the name itself says so ("... LLC"): a company never signs as
 * a person, so it gets blank "Name:" and "Title:" lines for its officer.
 */
export function entityOf(role: PartyRole, name: string, entity: PartyEntity | undefined): PartyEntity | undefined {
  if (!role.mayBeEntity) return undefined;
  if (!entity) return ENTITY_NAME.test(name.trim()) ? {} : undefined;
  const clean = (value: string | undefined) => (value && value.trim() !== "" ? value.trim() : undefined);
  const signerName = clean(entity.signerName);
  const signerTitle = clean(entity.signerTitle);
  return { ...(signerName ? { signerName } : {}), ...(signerTitle ? { signerTitle } : {}) };
}

/** The signing parties of a two-party document, in order, each with its entity details when it has them. */
export function signingParties(ctx: GenerationContext): SignatureLine[] {
  const { parties } = ctx.request;
  const both = [
    { role: ctx.roles.party1, name: ctx.party1, address: parties.party1Address, entity: parties.party1Entity },
    { role: ctx.roles.party2, name: ctx.party2, address: parties.party2Address, entity: parties.party2Entity },
  ];
  return both
    .filter(({ role }) => role.signs)
    .map(({ role, name, address, entity }) =>
      partyLine(role.label, name, { address: address.trim(), entity: entityOf(role, name, entity) }),
    );
}

/** Who signs a document of this type: the type's own signers (an LLC's members) or the signing parties. */
export const signerLines = (definition: TypeDefinition, ctx: GenerationContext): SignatureLine[] =>
  definition.shape === "policy" ? [] : definition.signers ? definition.signers(ctx) : signingParties(ctx);

/** The block the parties sign, by shape; undefined for a policy, which nobody signs. */
export function signatureBlock(definition: TypeDefinition, ctx: GenerationContext): ExecutionBlock | undefined {
  const instrument = definition.instrument ?? "Agreement";
  const lines = signerLines(definition, ctx);
  const signatures = lines.map((line) => ({ kind: "signature" as const, line }));
  switch (definition.shape) {
    case "policy":
      return undefined;
    case "letter": {
      // A letter is signed under the closing, without a caption: the letterhead already gives address and date.
      const signed = lines.map((line) => ({ kind: "signature" as const, line: { ...line, role: "", fields: [] } }));
      return { id: SIGNATURES_ID, heading: "", parts: [{ kind: "text", text: "Sincerely," }, ...signed] };
    }
    case "instrument":
      return {
        id: SIGNATURES_ID,
        heading: "Signature",
        parts: [
          { kind: "text", text: `IN WITNESS WHEREOF, I have signed this ${instrument} on the date written below.` },
          ...signatures,
        ],
      };
    case "contract": {
      const roles = new Set(lines.map((line) => line.role));
      // "the Borrower has", "the Members have" (every signer in one role), else "the parties have".
      const who =
        lines.length === 1
          ? `the ${labelTerm(lines[0]?.role ?? "party")} has`
          : roles.size === 1
            ? `the ${labelTerm(lines[0]?.role ?? "party")}s have`
            : "the parties have";
      return {
        id: SIGNATURES_ID,
        heading: "Signatures",
        parts: [
          { kind: "text", text: `IN WITNESS WHEREOF, ${who} signed this ${instrument} as of the Effective Date.` },
          ...signatures,
        ],
      };
    }
  }
}
