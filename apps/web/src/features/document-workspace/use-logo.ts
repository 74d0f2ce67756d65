"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";

import { LOGO_MESSAGES } from "@lexforge/validators";

const LOGO_URL = "/api/account/logo";
const PENDING_KEY = "lexforge:pending-logo";
const logoKey = ["account-logo"] as const;

/** A visitor's logo waits here (as a data URL) until they sign in; then it is uploaded to the account. */
export const pendingLogo = {
  read: (): string | null => {
    try {
      return window.localStorage.getItem(PENDING_KEY);
    } catch {
      return null;
    }
  },
  write: (dataUrl: string) => {
    try {
      window.localStorage.setItem(PENDING_KEY, dataUrl);
    } catch {
      // Too big for storage: the preview still works for this visit.
    }
  },
  clear: () => {
    try {
      window.localStorage.removeItem(PENDING_KEY);
    } catch {
      // Nothing to clear.
    }
  },
};

type LogoMessage = { title: string; description: string };

/**
 * Uploads the logo: null when stored, else what the server said was wrong (an image type it refuses, a file
 * too large), or the general failure when it said nothing readable.
 */
export async function uploadLogo(file: Blob): Promise<LogoMessage | null> {
  const body = new FormData();
  body.append("logo", file);
  const response = await fetch(LOGO_URL, { method: "POST", body }).catch(() => null);
  if (response?.ok) return null;
  const said = (await response?.json().catch(() => null)) as Partial<LogoMessage> | null;
  return typeof said?.title === "string" && typeof said.description === "string"
    ? { title: said.title, description: said.description }
    : LOGO_MESSAGES.failed;
}

export async function deleteLogo(): Promise<boolean> {
  const response = await fetch(LOGO_URL, { method: "DELETE" }).catch(() => null);
  return response?.ok ?? false;
}

/** The account's logo as an object URL (null when none), and a way to refetch after a change. */
export function useAccountLogo(signedIn: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: logoKey,
    enabled: signedIn,
    staleTime: Infinity,
    queryFn: async () => {
      const response = await fetch(LOGO_URL, { cache: "no-store" });
      if (!response.ok) return null;
      return URL.createObjectURL(await response.blob());
    },
  });
  const previous = useRef<string | null>(null);
  useEffect(() => {
    // Object URLs hold the bytes until revoked: release the old one when a new logo replaces it.
    if (previous.current && previous.current !== query.data) URL.revokeObjectURL(previous.current);
    previous.current = query.data ?? null;
  }, [query.data]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: logoKey });
  return { url: signedIn ? (query.data ?? null) : null, refresh };
}
