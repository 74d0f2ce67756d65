"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@lexforge/ui/tabs";
import { toast } from "@lexforge/ui/toast";
import { DEFAULT_DOCUMENTS_QUERY } from "@lexforge/validators";

import { VerifyEmailNotice } from "~/components/verify-email-notice";
import { useTRPC } from "~/trpc/react";
import { BillingTab } from "./billing-tab";
import { DashboardHeader } from "./dashboard-header";
import { DocumentsTab } from "./documents-tab";
import { SignedWithOthers } from "./signed-with-others";
import { SettingsTab } from "./settings-tab";
import type { DashboardTab } from "./tabs";
import { parseDashboardTab } from "./tabs";
import { useDashboardRefresh } from "./use-dashboard-refresh";

export function Dashboard({ initialTab }: { initialTab: DashboardTab }) {
  const [tab, setTab] = useState(initialTab);
  const { refresh, refreshing } = useDashboardRefresh();
  useLoadFailureToast();

  const selectTab = (value: string) => {
    const next = parseDashboardTab(value);
    setTab(next);
    // Keep the tab in the URL (shareable, survives reload) without a server round trip.
    const url = new URL(window.location.href);
    url.searchParams.set("tab", next);
    window.history.replaceState(null, "", url);
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <DashboardHeader onRefresh={refresh} refreshing={refreshing} />
      <VerifyEmailNotice />
      <Tabs value={tab} onValueChange={selectTab} className="mt-8">
        <TabsList aria-label="Dashboard sections" className="w-full sm:w-fit">
          <TabsTrigger value="documents">Documents</TabsTrigger>
          <TabsTrigger value="billing">Billing</TabsTrigger>
          <TabsTrigger value="settings">Settings</TabsTrigger>
        </TabsList>
        <TabsContent value="documents" className="space-y-6">
          <DocumentsTab />
          <SignedWithOthers />
        </TabsContent>
        <TabsContent value="billing">
          <BillingTab />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/**
 * One destructive toast when the dashboard's data cannot be loaded. The documents list is watched
 * at the page the dashboard prefetched (the first, unfiltered); the tab shows its own pages' failures.
 */
function useLoadFailureToast() {
  const trpc = useTRPC();
  const failed = [
    useQuery(trpc.credits.balance.queryOptions()).isError,
    useQuery(trpc.documents.list.queryOptions(DEFAULT_DOCUMENTS_QUERY)).isError,
    useQuery(trpc.billing.summary.queryOptions()).isError,
    useQuery(trpc.account.profile.queryOptions()).isError,
  ].some(Boolean);
  const shown = useRef(false);
  useEffect(() => {
    if (!failed) {
      shown.current = false;
      return;
    }
    if (shown.current) return;
    shown.current = true;
    toast.error("Failed to load dashboard data", {
      description: "There was a problem retrieving your account information.",
    });
  }, [failed]);
}
