import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { DEFAULT_DOCUMENTS_QUERY } from "@lexforge/validators";

import { auth } from "~/server/auth";
import { getQueryClient, HydrateClient, trpc } from "~/trpc/server";
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

  // Awaited, not streamed: the client components read these with useQuery, and server and browser
  // must render the same data or hydration fails. Errors stay in the query state (the tabs show them).
  const queryClient = getQueryClient();
  await Promise.all([
    queryClient.prefetchQuery(trpc.credits.balance.queryOptions()),
    // Only the first page of documents: an account with thousands still gets a page of 20 in its HTML.
    queryClient.prefetchQuery(trpc.documents.list.queryOptions(DEFAULT_DOCUMENTS_QUERY)),
    queryClient.prefetchQuery(trpc.billing.summary.queryOptions()),
    queryClient.prefetchQuery(trpc.account.profile.queryOptions()),
  ]);

  return (
    <HydrateClient>
      <Dashboard initialTab={parseDashboardTab(tab)} />
    </HydrateClient>
  );
}
