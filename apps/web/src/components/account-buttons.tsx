"use client";

import Link from "next/link";

import { Button } from "@lexforge/ui/button";

import { useSessionUser } from "./use-session-user";

/**
 * The header's account area: Log In + Get Started, or the Dashboard button. Read in the browser so the
 * header (and every page around it) is the same for everyone and can be prerendered.
 */
export function AccountButtons({ stacked = false }: { stacked?: boolean }) {
  const user = useSessionUser();
  const width = stacked ? "w-full" : undefined;
  if (user) {
    // A key of its own: reusing the Log In link's element would animate its colors from the ghost style, and
    // for a moment the white label would sit on no background.
    return (
      <Button key="dashboard" asChild className={width}>
        <Link href="/dashboard">Dashboard</Link>
      </Button>
    );
  }
  return (
    <>
      <Button asChild variant={stacked ? "outline" : "ghost"} className={width}>
        <Link href="/sign-in">Log In</Link>
      </Button>
      <Button asChild className={width}>
        <Link href="/sign-up">Get Started</Link>
      </Button>
    </>
  );
}
