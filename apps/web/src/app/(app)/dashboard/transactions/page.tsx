import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { auth } from "~/server/auth";
import { TransactionsView } from "./_components/transactions-view";

export const metadata: Metadata = {
  title: "Transactions",
  description: "Your full purchase history: search, filter, sort and export it as CSV.",
};

export default async function TransactionsPage() {
  const session = await auth();
  if (!session?.user?.id) {
    redirect(`/sign-in?callbackUrl=${encodeURIComponent("/dashboard/transactions")}`);
  }
  return <TransactionsView />;
}
