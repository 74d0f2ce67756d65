"use client";

import type { UseFormReturn } from "react-hook-form";
import { useWatch } from "react-hook-form";

import type { DocumentType, PartyRole } from "@lexforge/doc-engine";
import { rolesFor } from "@lexforge/doc-engine/view";
import { Input } from "@lexforge/ui/input";
import { Textarea } from "@lexforge/ui/textarea";
import type { TDocumentRequest } from "@lexforge/validators";

import type { Answers, GeneratorFormValues } from "./form-values";
import { errorProps, FormField } from "~/components/form-field";
import { SavedPartyPicker, SaveThisParty } from "./saved-party-fields";

type Form = UseFormReturn<GeneratorFormValues, unknown, TDocumentRequest>;
type Party = "party1" | "party2";

/**
 * The two parties, asked for by their role in this document ("Landlord name", "Testator's full legal
 * name"), each with help text. A party that may be a company gets an individual / company choice, and a
 * company its signer's name and title (printed as "By: / Name: / Title:"). The request keeps the spec's
 * party 1 / party 2 fields; only the labels change with the type (and with answers such as "mutual").
 */
export function PartyFields({ form, type }: { form: Form; type: DocumentType }) {
  const answers: Answers | undefined = useWatch({ control: form.control, name: "answers" });
  const roles = rolesFor(type, answers ?? undefined);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <PartyColumn form={form} party="party1" role={roles.party1} />
      <PartyColumn form={form} party="party2" role={roles.party2} />
    </div>
  );
}

function PartyColumn({ form, party, role }: { form: Form; party: Party; role: PartyRole }) {
  const errors = form.formState.errors.parties;
  const nameId = `${party}Name`;
  const addressId = `${party}Address`;
  const nameError = errors?.[`${party}Name`]?.message;
  const addressError = errors?.[`${party}Address`]?.message;
  const described = (id: string, error?: string) => {
    const props = errorProps(id, error);
    return { ...props, "aria-describedby": [props["aria-describedby"], `${id}-help`].filter(Boolean).join(" ") };
  };
  return (
    <fieldset className="space-y-4">
      <legend className="sr-only">{role.label}</legend>
      <SavedPartyPicker form={form} party={party} role={role} />
      <FormField id={nameId} label={role.nameLabel} error={nameError}>
        <Input
          id={nameId}
          autoComplete="off"
          {...described(nameId, nameError)}
          {...form.register(`parties.${party}Name`)}
        />
        <p id={`${nameId}-help`} className="text-xs text-muted-foreground">
          {role.nameHelp}
        </p>
      </FormField>
      <FormField id={addressId} label={role.addressLabel} error={addressError}>
        <Textarea
          id={addressId}
          rows={2}
          {...described(addressId, addressError)}
          {...form.register(`parties.${party}Address`)}
        />
        <p id={`${addressId}-help`} className="text-xs text-muted-foreground">
          {role.addressHelp}
        </p>
      </FormField>
      {role.mayBeEntity && role.signs && <EntityFields form={form} party={party} role={role} />}
      <SaveThisParty form={form} party={party} role={role} />
    </fieldset>
  );
}

/** Individual or company; a company's signer. Choosing "individual" removes the company fields from the request. */
function EntityFields({ form, party, role }: { form: Form; party: Party; role: PartyRole }) {
  const field = `parties.${party}Entity` as const;
  const entity = useWatch({ control: form.control, name: field });
  const company = entity !== undefined && entity !== null;
  const errors = form.formState.errors.parties?.[`${party}Entity`];
  const choose = (value: boolean) =>
    form.setValue(field, value ? { signerName: "", signerTitle: "" } : undefined, { shouldDirty: true });
  const kindName = `${party}-kind`;
  return (
    <div className="space-y-3 rounded-md border p-3">
      <fieldset>
        <legend className="text-sm font-medium">Is the {role.label.toLowerCase()} an individual or a company?</legend>
        <div className="mt-2 flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" name={kindName} checked={!company} onChange={() => choose(false)} />
            Individual
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name={kindName} checked={company} onChange={() => choose(true)} />
            Company or organization
          </label>
        </div>
      </fieldset>
      {company && (
        <div className="grid gap-3">
          <p className="text-xs text-muted-foreground">
            A company signs through a person with authority. Leave blank to fill in by hand.
          </p>
          <FormField id={`${party}SignerName`} label="Signer's name" optional error={errors?.signerName?.message}>
            <Input
              id={`${party}SignerName`}
              autoComplete="off"
              {...errorProps(`${party}SignerName`, errors?.signerName?.message)}
              {...form.register(`parties.${party}Entity.signerName`)}
            />
          </FormField>
          <FormField id={`${party}SignerTitle`} label="Signer's title" optional error={errors?.signerTitle?.message}>
            <Input
              id={`${party}SignerTitle`}
              autoComplete="off"
              placeholder="e.g. Managing Member, CEO"
              {...errorProps(`${party}SignerTitle`, errors?.signerTitle?.message)}
              {...form.register(`parties.${party}Entity.signerTitle`)}
            />
          </FormField>
        </div>
      )}
    </div>
  );
}
