"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";

import type { RouterOutputs } from "@lexforge/api";
import { Button } from "@lexforge/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@lexforge/ui/card";
import { Input } from "@lexforge/ui/input";
import { Textarea } from "@lexforge/ui/textarea";
import { toast } from "@lexforge/ui/toast";
import type { TSavedPartyFields } from "@lexforge/validators";
import { ZSavedPartyFieldsSchema } from "@lexforge/validators";

import { errorProps, FormField } from "~/components/form-field";
import { errorMessage, hasReason } from "~/trpc/errors";
import { useTRPC } from "~/trpc/react";

type SavedParty = RouterOutputs["parties"]["list"][number];
type Output = z.output<typeof ZSavedPartyFieldsSchema>;

/** Settings → Saved parties: the contact book the generator's party fields offer; add, edit, delete. */
export function SavedPartiesCard() {
  const trpc = useTRPC();
  const parties = useQuery(trpc.parties.list.queryOptions());
  const [editing, setEditing] = useState<string | null>(null);

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <h2 className="text-lg leading-none font-semibold">Saved parties</h2>
          <CardDescription>People and companies you can fill into any document</CardDescription>
        </div>
        {editing !== "new" && (
          <Button variant="outline" size="sm" onClick={() => setEditing("new")}>
            <Plus aria-hidden /> Add a party
          </Button>
        )}
      </CardHeader>
      <CardContent className="space-y-3">
        {editing === "new" && <PartyForm onDone={() => setEditing(null)} />}
        {parties.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading saved parties...
          </p>
        ) : parties.isError ? (
          <p role="alert" className="text-sm text-destructive">
            There was a problem retrieving your saved parties.
          </p>
        ) : parties.data.length === 0 ? (
          editing !== "new" && (
            <p className="text-sm text-muted-foreground">
              No saved parties yet. Tick &quot;Save this party&quot; when you generate a document, or add one here.
            </p>
          )
        ) : (
          <ul className="divide-y rounded-md border" aria-label="Saved parties">
            {parties.data.map((party) => (
              <li key={party.id} className="p-3">
                {editing === party.id ? (
                  <PartyForm party={party} onDone={() => setEditing(null)} />
                ) : (
                  <PartyRow party={party} onEdit={() => setEditing(party.id)} />
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function PartyRow({ party, onEdit }: { party: SavedParty; onEdit: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const remove = useMutation(trpc.parties.delete.mutationOptions());
  const signer = [party.signerName, party.signerTitle].filter(Boolean).join(", ");
  const onDelete = async () => {
    try {
      await remove.mutateAsync({ id: party.id });
      toast.success("Party deleted", { description: `${party.name} is no longer offered on new documents.` });
    } catch {
      toast.error("Could not delete the party", { description: "Please try again." });
    }
    await queryClient.invalidateQueries(trpc.parties.list.pathFilter());
  };
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="font-medium break-words">{party.name}</p>
        <p className="break-words whitespace-pre-line text-muted-foreground">{party.address}</p>
        <p className="text-muted-foreground">
          {party.entityType === "company" ? `Company${signer ? ` · signs: ${signer}` : ""}` : "Individual"}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" size="sm" onClick={onEdit}>
          <Pencil aria-hidden /> Edit<span className="sr-only"> {party.name}</span>
        </Button>
        <Button variant="outline" size="sm" disabled={remove.isPending} onClick={() => void onDelete()}>
          <Trash2 aria-hidden /> Delete<span className="sr-only"> {party.name}</span>
        </Button>
      </div>
    </div>
  );
}

function PartyForm({ party, onDone }: { party?: SavedParty; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.parties.create.mutationOptions());
  const update = useMutation(trpc.parties.update.mutationOptions());
  const form = useForm<TSavedPartyFields, unknown, Output>({
    resolver: zodResolver(ZSavedPartyFieldsSchema),
    defaultValues: {
      name: party?.name ?? "",
      address: party?.address ?? "",
      entityType: party?.entityType ?? "individual",
      signerName: party?.signerName ?? "",
      signerTitle: party?.signerTitle ?? "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const company = useWatch({ control: form.control, name: "entityType" }) === "company";
  const prefix = party ? `party-${party.id}` : "party-new";

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (party) await update.mutateAsync({ ...values, id: party.id });
      else await create.mutateAsync(values);
    } catch (error) {
      toast.error("Could not save the party", {
        description: hasReason(error, "PARTY_LIMIT") ? errorMessage(error) : "Please check the fields and try again.",
      });
      return;
    }
    toast.success("Party saved", { description: `${values.name} is offered on your next document.` });
    await queryClient.invalidateQueries(trpc.parties.list.pathFilter());
    onDone();
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={party ? `Edit ${party.name}` : "Add a party"}
      className="grid gap-3 rounded-md border bg-muted/30 p-3"
    >
      <FormField id={`${prefix}-name`} label="Name" error={errors.name}>
        <Input id={`${prefix}-name`} {...errorProps(`${prefix}-name`, errors.name)} {...form.register("name")} />
      </FormField>
      <FormField id={`${prefix}-address`} label="Address" error={errors.address}>
        <Textarea
          id={`${prefix}-address`}
          rows={2}
          {...errorProps(`${prefix}-address`, errors.address)}
          {...form.register("address")}
        />
      </FormField>
      <fieldset>
        <legend className="text-sm font-medium">Individual or company</legend>
        <div className="mt-2 flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" value="individual" {...form.register("entityType")} /> Individual
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="company" {...form.register("entityType")} /> Company or organization
          </label>
        </div>
      </fieldset>
      {company && (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id={`${prefix}-signer`} label="Signer's name" optional error={errors.signerName}>
            <Input
              id={`${prefix}-signer`}
              {...errorProps(`${prefix}-signer`, errors.signerName)}
              {...form.register("signerName")}
            />
          </FormField>
          <FormField id={`${prefix}-title`} label="Signer's title" optional error={errors.signerTitle}>
            <Input
              id={`${prefix}-title`}
              {...errorProps(`${prefix}-title`, errors.signerTitle)}
              {...form.register("signerTitle")}
            />
          </FormField>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Save party"}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
