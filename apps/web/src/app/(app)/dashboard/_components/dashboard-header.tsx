"use client";

import { useQuery } from "@tanstack/react-query";
import { Coins, LogOut, RefreshCw } from "lucide-react";
import { signOut } from "next-auth/react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";

import { formatCredits } from "@lexforge/validators/credits";
import { Badge } from "@lexforge/ui/badge";
import { Button } from "@lexforge/ui/button";
import { toast } from "@lexforge/ui/toast";

import { useTRPC } from "~/trpc/react";

export function DashboardHeader(props: { onRefresh: () => Promise<void>; refreshing: boolean }) {
  const trpc = useTRPC();
  const router = useRouter();
  const credits = useQuery(trpc.credits.balance.queryOptions());
  const [signingOut, setSigningOut] = useState(false);

  const onSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut({ redirect: false });
    } catch {
      setSigningOut(false);
      toast.error("Error signing out", { description: "There was a problem signing out. Please try again." });
      return;
    }
    toast.success("Signed out successfully");
    router.push("/");
    router.refresh();
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Dashboard</h1>
        <Badge variant="secondary" className="gap-1.5 px-2.5 py-1 text-sm">
          <Coins aria-hidden className="size-4" />
          <span>Credits:</span>
          <span data-testid="credits">{credits.data === undefined ? "…" : formatCredits(credits.data)}</span>
        </Badge>
      </div>
      <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
        <Button asChild>
          <Link href="/pricing">Buy Credits</Link>
        </Button>
        <Button
          variant="outline"
          onClick={() => void props.onRefresh()}
          disabled={props.refreshing}
          aria-busy={props.refreshing}
        >
          <RefreshCw aria-hidden className={props.refreshing ? "animate-spin" : undefined} />
          {props.refreshing ? "Refreshing..." : "Refresh"}
        </Button>
        <Button variant="outline" onClick={() => void onSignOut()} disabled={signingOut}>
          <LogOut aria-hidden />
          Sign Out
        </Button>
      </div>
    </div>
  );
}
