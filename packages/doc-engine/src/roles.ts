/**
 * Who the two parties are in each document type: the defined term in clauses and signature captions, and
 * how the generator form asks for them. Plain data with no engine code, so the web form can import it
 * alone ("@lexforge/doc-engine/roles"). The request keeps the spec's fields (party 1 / party 2 name and
 * address); only their meaning per type lives here.
 */
import type { PartyRole, RoleSet } from "./define";
import type { DocumentType } from "./model";

type RoleText = Omit<PartyRole, "mayBeEntity" | "signs">;

const person = (role: RoleText, signs = true): PartyRole => ({ ...role, mayBeEntity: false, signs });
const personOrCompany = (role: RoleText, signs = true): PartyRole => ({ ...role, mayBeEntity: true, signs });

const address = (who: string, extra = "") => `Street, city, state and ZIP code of the ${who}.${extra}`;

const DISCLOSING = personOrCompany({
  label: "Disclosing Party",
  nameLabel: "Disclosing party name",
  nameHelp: "The person or company sharing the confidential information.",
  addressLabel: "Disclosing party address",
  addressHelp: address("disclosing party"),
});
const RECEIVING = personOrCompany({
  label: "Receiving Party",
  nameLabel: "Receiving party name",
  nameHelp: "The person or company receiving the information and promising to keep it confidential.",
  addressLabel: "Receiving party address",
  addressHelp: address("receiving party"),
});
const mutualParty = (letter: "A" | "B") =>
  personOrCompany({
    label: `Party ${letter}`,
    nameLabel: `Party ${letter} name`,
    nameHelp: "In a mutual agreement each party both shares and protects information.",
    addressLabel: `Party ${letter} address`,
    addressHelp: address("party"),
  });

const LENDER = personOrCompany({
  label: "Lender",
  nameLabel: "Lender name",
  nameHelp: "The person or company lending the money.",
  addressLabel: "Lender address",
  addressHelp: address("lender", " Payments are sent here unless the lender says otherwise."),
});
const BORROWER = personOrCompany({
  label: "Borrower",
  nameLabel: "Borrower name",
  nameHelp: "The person or company receiving the loan and promising to repay it. Only the borrower signs a note.",
  addressLabel: "Borrower address",
  addressHelp: address("borrower"),
});
// The lender does not sign a promissory note: the note is the borrower's promise.
const LENDER_ON_NOTE: PartyRole = { ...LENDER, signs: false };

const SELLER = personOrCompany({
  label: "Seller",
  nameLabel: "Seller name",
  nameHelp: "The person or company selling the property. For a vehicle, use the name on the title.",
  addressLabel: "Seller address",
  addressHelp: address("seller"),
});
const BUYER = personOrCompany({
  label: "Buyer",
  nameLabel: "Buyer name",
  nameHelp: "The person or company buying the property.",
  addressLabel: "Buyer address",
  addressHelp: address("buyer"),
});

export const ROLES: Readonly<Record<DocumentType, RoleSet[]>> = {
  nda: [
    { when: { field: "mutual", equals: true }, party1: mutualParty("A"), party2: mutualParty("B") },
    { party1: DISCLOSING, party2: RECEIVING },
  ],
  lease: [
    {
      party1: personOrCompany({
        label: "Landlord",
        nameLabel: "Landlord name",
        nameHelp: "The owner of the property, or the company that manages it for the owner.",
        addressLabel: "Landlord address",
        addressHelp: address("landlord", " Notices and rent payments go here unless the lease says otherwise."),
      }),
      party2: personOrCompany({
        label: "Tenant",
        nameLabel: "Tenant name",
        nameHelp: "The adult who will rent and live in the property. List other adult occupants in Details.",
        addressLabel: "Tenant's current address",
        addressHelp: "Where the tenant lives now; the rented property's address is asked below.",
      }),
    },
  ],
  will: [
    {
      party1: person({
        label: "Testator",
        nameLabel: "Testator's full legal name",
        nameHelp: "Your name as it appears on official documents: the person making this will.",
        addressLabel: "Testator's home address",
        addressHelp: "Where you live; it shows the state whose law governs the will.",
      }),
      party2: person(
        {
          label: "Executor",
          nameLabel: "Executor's full name",
          nameHelp: "The person you choose to carry out the will. The executor does not sign the will.",
          addressLabel: "Executor's address",
          addressHelp: address("executor"),
        },
        false,
      ),
    },
  ],
  poa: [
    {
      party1: person({
        label: "Principal",
        nameLabel: "Principal's full legal name",
        nameHelp: "Your name: the person giving the power to act for you.",
        addressLabel: "Principal's home address",
        addressHelp: "Where you live.",
      }),
      party2: person(
        {
          label: "Agent",
          nameLabel: "Agent's full name",
          nameHelp: "The person you trust to act for you (your attorney-in-fact).",
          addressLabel: "Agent's address",
          addressHelp: address("agent"),
        },
        false,
      ),
    },
  ],
  llc: [
    {
      party1: personOrCompany({
        label: "Member",
        nameLabel: "First member's name",
        nameHelp: "An owner of the LLC. List every member in the Members question if there are more than two.",
        addressLabel: "First member's address",
        addressHelp: address("member"),
      }),
      party2: personOrCompany({
        label: "Member",
        nameLabel: "Second member's name",
        nameHelp: "Another owner of the LLC.",
        addressLabel: "Second member's address",
        addressHelp: address("member"),
      }),
    },
  ],
  employment: [
    {
      party1: personOrCompany({
        label: "Employer",
        nameLabel: "Employer name",
        nameHelp: 'The company (or person) hiring. Use the legal name, e.g. "Brightline Analytics Inc.".',
        addressLabel: "Employer address",
        addressHelp: address("employer"),
      }),
      party2: person({
        label: "Employee",
        nameLabel: "Employee's full name",
        nameHelp: "The person being hired.",
        addressLabel: "Employee's home address",
        addressHelp: address("employee"),
      }),
    },
  ],
  "privacy-policy": [
    {
      party1: personOrCompany(
        {
          label: "Company",
          nameLabel: "Company name",
          nameHelp: "The business that runs the website or app and is responsible for the data.",
          addressLabel: "Company address",
          addressHelp: "The postal address users can write to about privacy.",
        },
        false,
      ),
      party2: personOrCompany(
        {
          label: "Service",
          nameLabel: "Website or app name",
          nameHelp: "The name users know the service by.",
          addressLabel: "Website address",
          addressHelp: "For example https://example.com. Leave as the app name if there is no website.",
        },
        false,
      ),
    },
  ],
  "cease-desist": [
    {
      party1: personOrCompany({
        label: "Sender",
        nameLabel: "Your name (sender)",
        nameHelp: "The person or company sending the letter and whose rights are affected.",
        addressLabel: "Your address",
        addressHelp: "Printed in the letterhead; the recipient replies here.",
      }),
      party2: personOrCompany(
        {
          label: "Recipient",
          nameLabel: "Recipient name",
          nameHelp: "The person or company you want to stop. The recipient does not sign.",
          addressLabel: "Recipient address",
          addressHelp: "Where the letter will be delivered.",
        },
        false,
      ),
    },
  ],
  "promissory-note": [
    { when: { field: "lenderIs", equals: "party1" }, party1: LENDER_ON_NOTE, party2: BORROWER },
    { party1: BORROWER, party2: LENDER_ON_NOTE },
  ],
  "bill-of-sale": [
    { when: { field: "sellerIs", equals: "party2" }, party1: BUYER, party2: SELLER },
    { party1: SELLER, party2: BUYER },
  ],
  "roommate-agreement": [
    {
      party1: person({
        label: "Roommate A",
        nameLabel: "First roommate's full name",
        nameHelp: "One of the people sharing the home.",
        addressLabel: "First roommate's current address",
        addressHelp: "Where this roommate lives now; the shared home's address is asked below.",
      }),
      party2: person({
        label: "Roommate B",
        nameLabel: "Second roommate's full name",
        nameHelp: "The other person sharing the home.",
        addressLabel: "Second roommate's current address",
        addressHelp: "Where this roommate lives now.",
      }),
    },
  ],
  "child-custody": [
    {
      party1: person({
        label: "Parent A",
        nameLabel: "First parent's full legal name",
        nameHelp: "One of the children's parents, as named in any court case.",
        addressLabel: "First parent's address",
        addressHelp: address("parent"),
      }),
      party2: person({
        label: "Parent B",
        nameLabel: "Second parent's full legal name",
        nameHelp: "The children's other parent.",
        addressLabel: "Second parent's address",
        addressHelp: address("parent"),
      }),
    },
  ],
};

/** The role set that applies to these answers: the first whose condition holds, else the default (last). */
export function pickRoles(sets: readonly RoleSet[], answers: Record<string, unknown> | undefined): RoleSet {
  const fallback = sets[sets.length - 1];
  if (!fallback) throw new Error("A document type needs at least one role set.");
  return sets.find((set) => set.when !== undefined && answers?.[set.when.field] === set.when.equals) ?? fallback;
}

/** The role set for a type and its answers: what the generator form labels its party fields with. */
export const rolesFor = (type: DocumentType, answers?: Record<string, unknown>): RoleSet =>
  pickRoles(ROLES[type], answers);
