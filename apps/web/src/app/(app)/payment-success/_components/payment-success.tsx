"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Loader2 } from "lucide-react";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";

import { Button } from "@lexforge/ui/button";
import { toast } from "@lexforge/ui/toast";
import { documentReturnPath } from "@lexforge/validators";

import { useTRPC } from "~/trpc/react";
import { waitForSession } from "./wait-for-session";

/** A sessionStorage flag the dashboard reads so it reloads its data once after a purchase. */
const REFRESH_FLAG = "refreshDashboardData";
const setRefreshFlag = () => sessionStorage.setItem(REFRESH_FLAG, "true");

const creditsText = (added: number) =>
  added === -1
    ? "Unlimited document credits have been added to your account."
    : `${added} document credit${added === 1 ? " has" : "s have"} been added to your account.`;

/**
 * The purchase confirmation: the server verifies the checkout session with Stripe (or the local
 * test checkout's record) and applies it if the webhook has not yet; the page only reports the result.
 */
export function PaymentSuccess({ signedIn }: { signedIn: boolean }) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const params = useSearchParams();
  const sessionId = params.get("session_id");
  // Only a document page: anything else in the parameter is ignored.
  const backToDocument = documentReturnPath(params.get("return"));
  const [state, setState] = useState<"verifying" | "success">("verifying");
  const started = useRef(false);
  const verify = useMutation(trpc.billing.verifyCheckout.mutationOptions());

  useEffect(() => {
    // One verification per visit, also under React's development double effects.
    if (started.current) return;
    started.current = true;
    const controller = new AbortController();

    void (async () => {
      if (!sessionId) {
        toast.error("Missing Session ID", { id: "payment-verify", description: "Could not verify payment details." });
        router.replace("/pricing");
        return;
      }
      if (!signedIn && !(await waitForSession(controller.signal))) {
        toast.error("Authentication Error", {
          id: "payment-verify",
          description: "Please sign in to complete this purchase.",
        });
        const back = `${window.location.pathname}${window.location.search}`;
        router.replace(`/sign-in?callbackUrl=${encodeURIComponent(back)}`);
        return;
      }
      try {
        const result = await verify.mutateAsync({ sessionId });
        setRefreshFlag();
        await queryClient.invalidateQueries();
        setState("success");
        toast.success("Payment Successful!", { id: "payment-verify", description: creditsText(result.creditsAdded) });
      } catch {
        toast.error("Verification Failed", {
          id: "payment-verify",
          description: "Could not verify your payment. Please contact support.",
        });
        router.replace("/pricing");
      }
    })();
    // The effect runs once on purpose: re-running would verify again on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (state === "verifying") {
    return (
      <div className="flex flex-col items-center gap-3 text-center">
        <Loader2 aria-hidden className="size-10 animate-spin text-muted-foreground" />
        <p role="status" className="text-lg text-muted-foreground">
          Verifying your payment...
        </p>
      </div>
    );
  }

  return (
    <div className="flex flex-col items-center gap-5 rounded-xl border bg-card p-8 text-center shadow-sm">
      <CheckCircle2 aria-hidden className="size-16 text-green-600" />
      <h1 className="text-2xl font-bold">Payment Successful!</h1>
      <p className="text-muted-foreground">
        Thank you for your purchase. Your payment has been processed successfully and your documents are now available.
      </p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        {backToDocument && (
          <Button asChild onClick={setRefreshFlag}>
            <Link href={backToDocument}>Back to your document</Link>
          </Button>
        )}
        <Button asChild variant={backToDocument ? "outline" : "default"} onClick={setRefreshFlag}>
          <Link href="/dashboard">Go to Dashboard</Link>
        </Button>
        <Button asChild variant="outline" onClick={setRefreshFlag}>
          <Link href="/">Return to Home</Link>
        </Button>
      </div>
    </div>
  );
}
