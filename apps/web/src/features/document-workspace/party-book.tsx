"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, useContext, useEffect, useState } from "react";

import type { RouterOutputs } from "@lexforge/api";
import { toast } from "@lexforge/ui/toast";
import type { TDocumentRequest, TSavedPartyFields } from "@lexforge/validators";

import { useTRPC } from "~/trpc/react";

export type SavedParty = RouterOutputs["parties"]["list"][number];
export type PartyKey = "party1" | "party2";

type PartyBook = {
  signedIn: boolean;
  parties: SavedParty[];
  ticked: Record<PartyKey, boolean>;
  setTicked: (party: PartyKey, value: boolean) => void;
};

const PartyBookContext = createContext<PartyBook>({
  signedIn: false,
  parties: [],
  ticked: { party1: false, party2: false },
  setTicked: () => undefined,
});

export const usePartyBook = () => useContext(PartyBookContext);
export const PartyBookProvider = PartyBookContext.Provider;

type RequestParties = TDocumentRequest["parties"];

/** A request's party as a contact-book entry; a party with an entity is a company. */
export function partyFromRequest(parties: RequestParties, party: PartyKey): TSavedPartyFields {
  const entity = parties[`${party}Entity`];
  return {
    name: parties[`${party}Name`],
    address: parties[`${party}Address`],
    entityType: entity ? "company" : "individual",
    signerName: entity?.signerName ?? "",
    signerTitle: entity?.signerTitle ?? "",
  };
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase();

/** The saved party these fields already are (same name and address), if any. */
export function matchingParty(parties: SavedParty[], name: string | undefined, address: string | undefined) {
  return parties.find((party) => same(party.name, name) && same(party.address, address));
}

/**
 * The generator's contact book: the saved parties the party fields offer, and the "Save this party"
 * ticks, saved once a document is generated (a party with a saved namesake is updated, not duplicated).
 */
const NONE: Record<PartyKey, boolean> = { party1: false, party2: false };
/** The ticks live beside the form's draft (use-draft.ts), so a reload or the sign-in round trip keeps them. */
const ticksKey = (type: string) => `lexforge:party-ticks:${type}`;

function readTicks(type: string): Record<PartyKey, boolean> {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(ticksKey(type)) ?? "null") as Partial<
      Record<PartyKey, unknown>
    > | null;
    return { party1: saved?.party1 === true, party2: saved?.party2 === true };
  } catch {
    return NONE;
  }
}

function writeTicks(type: string, ticks: Record<PartyKey, boolean>) {
  try {
    window.sessionStorage.setItem(ticksKey(type), JSON.stringify(ticks));
  } catch {
    // Storage can be unavailable; the ticks then last for this page only.
  }
}

export function usePartyBookState(signedIn: boolean, type: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery({ ...trpc.parties.list.queryOptions(), enabled: signedIn });
  const [ticked, setTickedState] = useState<Record<PartyKey, boolean>>(NONE);
  // Read after the first render: the server renders no ticks, and the page must hydrate the same.
  useEffect(() => setTickedState(readTicks(type)), [type]);
  const setAndKeep = (next: Record<PartyKey, boolean>) => {
    setTickedState(next);
    writeTicks(type, next);
  };
  const create = useMutation(trpc.parties.create.mutationOptions());
  const update = useMutation(trpc.parties.update.mutationOptions());
  const parties = list.data ?? [];

  const saveTicked = async (request: RequestParties) => {
    const chosen = (["party1", "party2"] as const).filter((party) => ticked[party]);
    if (chosen.length === 0) return;
    try {
      for (const party of chosen) {
        const fields = partyFromRequest(request, party);
        const namesake = parties.find((saved) => same(saved.name, fields.name));
        if (namesake) await update.mutateAsync({ ...fields, id: namesake.id });
        else await create.mutateAsync(fields);
      }
      setAndKeep(NONE);
      const one = chosen.length === 1;
      toast.success(one ? "Party saved" : "Parties saved", {
        description: `You can choose ${one ? "it" : "them"} on your next document, or manage ${one ? "it" : "them"} in Settings.`,
      });
    } catch {
      toast.error("Could not save the party", { description: "Your document is safe; please try again later." });
    } finally {
      await queryClient.invalidateQueries(trpc.parties.list.pathFilter());
    }
  };

  const book: PartyBook = {
    signedIn,
    parties,
    ticked,
    setTicked: (party, value) => setAndKeep({ ...ticked, [party]: value }),
  };
  return { book, saveTicked };
}
