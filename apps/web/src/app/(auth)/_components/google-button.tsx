"use client";

import { signIn } from "next-auth/react";
import { useState } from "react";

import { Button } from "@lexforge/ui/button";

export const GOOGLE_NOT_CONFIGURED =
  "Google sign-in is not available on this site. Use your email address and a password instead.";

/** Google sign-in through next-auth's OAuth flow; disabled with the spec's notice when not configured. */
export function GoogleButton(props: { enabled: boolean; label: string; callbackUrl: string }) {
  const [pending, setPending] = useState(false);
  return (
    <div className="space-y-2">
      <Button
        type="button"
        variant="outline"
        className="mx-auto flex w-[280px] max-w-full"
        disabled={!props.enabled || pending}
        onClick={() => {
          setPending(true);
          void signIn("google", { redirectTo: props.callbackUrl }).finally(() => setPending(false));
        }}
      >
        <svg aria-hidden viewBox="0 0 24 24" className="size-4">
          <path
            fill="#4285F4"
            d="M22.6 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2.1-1.9 3.3-4.8 3.3-8z"
          />
          <path
            fill="#34A853"
            d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z"
          />
          <path fill="#FBBC05" d="M5.8 14.2a6.6 6.6 0 0 1 0-4.3V7H2.1a11 11 0 0 0 0 9.9l3.7-2.7z" />
          <path
            fill="#EA4335"
            d="M12 5.4c1.6 0 3 .6 4.2 1.6l3.1-3.1A11 11 0 0 0 2.1 7l3.7 2.9C6.7 7.3 9.1 5.4 12 5.4z"
          />
        </svg>
        {props.label}
      </Button>
      {!props.enabled && <p className="text-center text-xs text-muted-foreground">{GOOGLE_NOT_CONFIGURED}</p>}
    </div>
  );
}

export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden>
      <span className="h-px flex-1 bg-border" />
      OR
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
