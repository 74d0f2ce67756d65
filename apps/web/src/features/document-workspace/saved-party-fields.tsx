"use client";

import type { UseFormReturn } from "react-hook-form";
import { useWatch } from "react-hook-form";

import type { PartyRole } from "@lexforge/doc-engine";
import type { TDocumentRequest } from "@lexforge/validators";

import type { GeneratorFormValues } from "./form-values";
import type { PartyKey } from "./party-book";
import { matchingParty, usePartyBook } from "./party-book";

type Form = UseFormReturn<GeneratorFormValues, unknown, TDocumentRequest>;
type Props = { form: Form; party: PartyKey; role: PartyRole };

const SELECT_CLASS =
  "h-9 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm";

/**
 * A native select of the account's saved parties: choosing one fills the name, address and (where the role
 * may be a company) the company's signer. It shows the saved party the fields currently match, so it never
 * claims a choice the user has since typed over.
 */
export function SavedPartyPicker({ form, party, role }: Props) {
  const { signedIn, parties } = usePartyBook();
  const name = useWatch({ control: form.control, name: `parties.${party}Name` });
  const address = useWatch({ control: form.control, name: `parties.${party}Address` });
  if (!signedIn || parties.length === 0) return null;
  const current = matchingParty(parties, name, address);
  const id = `${party}-saved`;

  const choose = (partyId: string) => {
    const saved = parties.find((item) => item.id === partyId);
    if (!saved) return;
    const options = { shouldDirty: true, shouldValidate: form.formState.submitCount > 0 };
    form.setValue(`parties.${party}Name`, saved.name, options);
    form.setValue(`parties.${party}Address`, saved.address, options);
    if (role.mayBeEntity && role.signs)
      form.setValue(
        `parties.${party}Entity`,
        saved.entityType === "company"
          ? { signerName: saved.signerName ?? "", signerTitle: saved.signerTitle ?? "" }
          : undefined,
        options,
      );
  };

  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium">
        Fill the {role.label.toLowerCase()} from your saved parties
      </label>
      <select id={id} className={SELECT_CLASS} value={current?.id ?? ""} onChange={(e) => choose(e.target.value)}>
        <option value="">Choose a saved party…</option>
        {parties.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
            {item.entityType === "company" ? " (company)" : ""}
          </option>
        ))}
      </select>
    </div>
  );
}

/** "Save this party": saved to the contact book once the document is generated. */
export function SaveThisParty({ form, party, role }: Props) {
  const { signedIn, parties, ticked, setTicked } = usePartyBook();
  const name = useWatch({ control: form.control, name: `parties.${party}Name` });
  const address = useWatch({ control: form.control, name: `parties.${party}Address` });
  if (!signedIn) return null;
  const saved = matchingParty(parties, name, address);
  const id = `${party}-save`;
  return (
    <div className="flex items-start gap-2 text-sm">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4"
        checked={ticked[party]}
        onChange={(event) => setTicked(party, event.target.checked)}
        aria-describedby={`${id}-help`}
      />
      <div>
        <label htmlFor={id} className="font-medium">
          {saved ? "Update this saved party" : "Save this party"}
        </label>
        <p id={`${id}-help`} className="text-xs text-muted-foreground">
          {saved
            ? `Keeps any change to the ${role.label.toLowerCase()} in your saved parties when you generate.`
            : `Adds the ${role.label.toLowerCase()} to your saved parties when you generate, to reuse on your next document.`}
        </p>
      </div>
    </div>
  );
}
