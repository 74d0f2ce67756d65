"use client";

import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";

import { Button } from "@lexforge/ui/button";
import { Input } from "@lexforge/ui/input";
import { ZPasswordSchema, ZRequestPasswordResetSchema } from "@lexforge/validators";

import { errorMessage } from "~/trpc/errors";
import { useTRPC } from "~/trpc/react";
import { FormAlert } from "./field";

const signInLink = (
  <Link href="/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
    Sign in
  </Link>
);

export function ForgotPasswordForm() {
  const trpc = useTRPC();
  const request = useMutation(trpc.auth.requestPasswordReset.mutationOptions());
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);

  if (request.isSuccess) {
    return (
      <p role="status" className="text-sm">
        If an account uses {email}, a link to choose a new password is on its way. It works for one hour.
      </p>
    );
  }
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ZRequestPasswordResetSchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Please enter a valid email address");
    setError(null);
    request.mutate(parsed.data, { onError: (e) => setError(errorMessage(e) || "Please try again.") });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Reset password">
      <FormAlert message={error} />
      <div className="space-y-2">
        <label htmlFor="email" className="text-sm font-medium">
          Email
        </label>
        <Input id="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {request.isPending ? "Sending..." : "Send reset link"}
      </Button>
    </form>
  );
}

export function ResetPasswordForm({ email, token }: { email: string; token: string }) {
  const trpc = useTRPC();
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);

  if (reset.isSuccess) {
    return (
      <p role="status" className="text-sm">
        Your password has been changed and every device signed in to your account was signed out. {signInLink} with the
        new password.
      </p>
    );
  }
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ZPasswordSchema.safeParse(password);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Please choose another password");
    if (password !== confirm) return setError("Passwords do not match");
    setError(null);
    reset.mutate({ email, token, newPassword: password }, { onError: (e) => setError(errorMessage(e)) });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Choose a new password">
      <FormAlert message={error} />
      <div className="space-y-2">
        <label htmlFor="new-password" className="text-sm font-medium">
          New Password
        </label>
        <Input
          id="new-password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <div className="space-y-2">
        <label htmlFor="confirm-password" className="text-sm font-medium">
          Confirm New Password
        </label>
        <Input
          id="confirm-password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
      </div>
      <Button type="submit" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? "Saving..." : "Set new password"}
      </Button>
    </form>
  );
}

/** A button, not a visit: mail scanners that open links must not use the token up. */
export function VerifyEmailButton({ email, token }: { email: string; token: string }) {
  const trpc = useTRPC();
  const verify = useMutation(trpc.auth.verifyEmail.mutationOptions());
  if (verify.isSuccess) {
    return (
      <p role="status" className="text-sm">
        Your email address is verified.{" "}
        <Link href="/dashboard" className="font-medium text-primary underline-offset-4 hover:underline">
          Go to your dashboard
        </Link>
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <FormAlert message={verify.isError ? errorMessage(verify.error) : null} />
      <Button
        type="button"
        className="w-full"
        disabled={verify.isPending}
        onClick={() => verify.mutate({ email, token })}
      >
        {verify.isPending ? "Verifying..." : `Verify ${email}`}
      </Button>
    </div>
  );
}
