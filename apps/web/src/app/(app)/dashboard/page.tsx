import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { auth } from "~/server/auth";
import { HydrateClient, prefetch, trpc } from "~/trpc/server";
import { Dashboard } from "./_components/dashboard";
import { parseDashboardTab } from "./_components/tabs";

export const metadata: Metadata = {
  title: "Dashboard",
  description: "Your documents, credits, billing and account settings.",
};

export default async function DashboardPage(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const session = await auth();
  if (!session?.user?.id) redirect(`/sign-in?callbackUrl=${encodeURIComponent("/dashboard")}`);
  const { tab } = await props.searchParams;

  // Streamed to the client, so the tabs render with data instead of spinners.
  prefetch(trpc.credits.balance.queryOptions());
  prefetch(trpc.generator.list.queryOptions());
  prefetch(trpc.billing.summary.queryOptions());
  prefetch(trpc.account.profile.queryOptions());

  return (
    <HydrateClient>
      <Dashboard initialTab={parseDashboardTab(tab)} />
    </HydrateClient>
  );
}
