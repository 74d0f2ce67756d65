"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { MailWarning } from "lucide-react";

import { Button } from "@lexforge/ui/button";
import { toast } from "@lexforge/ui/toast";
import { VERIFY_EMAIL_TITLE } from "@lexforge/validators";

import { errorMessage } from "~/trpc/errors";
import { useTRPC } from "~/trpc/react";

/** Sends a new verification link to the signed-in user, with a toast either way. */
export function useResendVerification() {
  const trpc = useTRPC();
  const resend = useMutation(trpc.auth.resendVerification.mutationOptions());
  const send = () =>
    resend.mutate(undefined, {
      onSuccess: () =>
        toast.success("Verification link sent", {
          description: "Open the link in the e-mail to confirm your address.",
        }),
      onError: (error) =>
        toast.error("Could not send the link", { description: errorMessage(error) || "Please try again." }),
    });
  return { send, sending: resend.isPending };
}

/**
 * The dashboard's reminder for an e-mail account whose address is not confirmed yet: the free credit waits
 * for it (services/credits/spend-credit.ts on the server).
 */
export function VerifyEmailNotice() {
  const trpc = useTRPC();
  const profile = useQuery(trpc.account.profile.queryOptions());
  const { send, sending } = useResendVerification();
  if (!profile.data || profile.data.emailVerified) return null;

  return (
    <aside
      aria-label="Email verification"
      className="mt-6 flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <MailWarning aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div>
          <p className="font-semibold">{VERIFY_EMAIL_TITLE}</p>
          <p>
            We sent a link to <strong className="break-all">{profile.data.email}</strong>.{" "}
            {profile.data.purchased
              ? "Confirming it lets us reach you about your account and purchases."
              : "Your free credit can be used once your address is confirmed."}
          </p>
        </div>
      </div>
      <Button type="button" variant="outline" className="shrink-0" onClick={send} disabled={sending}>
        {sending ? "Sending..." : "Send the link again"}
      </Button>
    </aside>
  );
}
