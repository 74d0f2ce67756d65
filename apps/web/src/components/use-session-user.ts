"use client";

import { useQuery } from "@tanstack/react-query";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

export type SessionUser = { id: string | null; name: string; email: string };

async function fetchSessionUser(): Promise<SessionUser | null> {
  // next-auth's own endpoint: JSON with the signed-in user, or null (one lookup of the session's row).
  const response = await fetch("/api/auth/session", { cache: "no-store" });
  if (!response.ok) return null;
  const session = (await response.json()) as { user?: { id?: string; name?: string | null; email?: string | null } };
  const user = session?.user;
  return user ? { id: user.id ?? null, name: user.name ?? "", email: user.email ?? "" } : null;
}

/**
 * Who is signed in, read in the browser so the pages around it can be prerendered and served from a
 * cache. `undefined` while loading. Re-read after every navigation: signing in or out navigates.
 */
export function useSessionUser(): SessionUser | null | undefined {
  const pathname = usePathname();
  const query = useQuery({ queryKey: ["auth-session"], queryFn: fetchSessionUser, staleTime: Infinity });
  const { refetch } = query;
  const seen = useRef(pathname);
  useEffect(() => {
    if (seen.current === pathname) return;
    seen.current = pathname;
    void refetch();
  }, [pathname, refetch]);
  return query.data;
}
