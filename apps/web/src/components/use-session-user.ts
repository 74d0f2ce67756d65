"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, useSyncExternalStore } from "react";

export type SessionUser = { id: string | null; name: string; email: string };

async function fetchSessionUser(): Promise<SessionUser | null> {
  // next-auth's own endpoint: JSON with the signed-in user, or null (one lookup of the session's row).
  const response = await fetch("/api/auth/session", { cache: "no-store" });
  if (!response.ok) return null;
  const session = (await response.json()) as { user?: { id?: string; name?: string | null; email?: string | null } };
  const user = session?.user;
  return user ? { id: user.id ?? null, name: user.name ?? "", email: user.email ?? "" } : null;
}

// One answer shared by every caller (header, chat, pricing…) without react-query: the header is on every
// page, and the query library alone would be a sizeable part of each page's first-load JS.
let current: SessionUser | null | undefined;
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();

function load() {
  pending ??= fetchSessionUser()
    .catch(() => current ?? null)
    .then((user) => {
      current = user;
      pending = null;
      for (const listener of listeners) listener();
    });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Who is signed in, read in the browser so the pages around it can be prerendered and served from a
 * cache. `undefined` while loading. Re-read after every navigation: signing in or out navigates.
 */
export function useSessionUser(): SessionUser | null | undefined {
  const pathname = usePathname();
  const user = useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (seen.current === pathname) return;
    // The first caller loads; later ones mount with the answer already known and read it.
    if (seen.current !== null || current === undefined) load();
    seen.current = pathname;
  }, [pathname]);
  return user;
}
