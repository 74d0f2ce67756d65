"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";

import { useTRPC } from "~/trpc/react";

/** The signed-in user's balance (-1 = unlimited); undefined for visitors or while loading. */
export function useCredits(signedIn: boolean) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const query = useQuery({ ...trpc.credits.balance.queryOptions(), enabled: signedIn });

  /** After a spend: show the balance the server returned at once, then refetch every credits query. */
  const spent = (balance: number) => {
    queryClient.setQueryData(trpc.credits.balance.queryKey(), balance);
    void queryClient.invalidateQueries(trpc.credits.pathFilter());
  };
  const refresh = () => queryClient.invalidateQueries(trpc.credits.pathFilter());

  return { credits: signedIn ? query.data : undefined, spent, refresh };
}
