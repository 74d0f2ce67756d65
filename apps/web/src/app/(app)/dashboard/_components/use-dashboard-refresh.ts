"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";

import { useTRPC } from "~/trpc/react";

/** A sessionStorage flag set by the payment-success page so the dashboard reloads its data once. */
export const REFRESH_FLAG = "refreshDashboardData";

/** Refetches every query the dashboard shows, and honours the post-payment refresh flag. */
export function useDashboardRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);

  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      await Promise.all(
        [trpc.credits.pathKey(), trpc.documents.pathKey(), trpc.billing.pathKey(), trpc.account.pathKey()].map(
          // Invalidated rather than refetched: what is on screen reloads now, and the documents pages
          // visited earlier are reloaded only if they are shown again, not all at once.
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      );
    } finally {
      setRefreshing(false);
    }
  }, [queryClient, trpc]);

  useEffect(() => {
    if (sessionStorage.getItem(REFRESH_FLAG) !== "true") return;
    sessionStorage.removeItem(REFRESH_FLAG);
    void refresh();
  }, [refresh]);

  return { refresh, refreshing };
}
