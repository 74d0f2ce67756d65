"use client";

import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState } from "react";

import { Button } from "@lexforge/ui/button";
import { Input } from "@lexforge/ui/input";
import { toast } from "@lexforge/ui/toast";
import type { TSignIn, ZSignInSchema } from "@lexforge/validators";
import { RATE_LIMITED_MESSAGE } from "@lexforge/validators/messages";

import { PRODUCT_NAME } from "~/lib/product";

import { FormField } from "~/components/form-field";
import { FormAlert } from "./field";

type Errors = Partial<Record<keyof TSignIn, string>>;
const FIELDS = ["email", "password"] as const;

// Two fields do not need react-hook-form, and leaving it out keeps the page within its JS budget; the
// schema and zod are imported on the form's first focus, as the other forms' lazyResolver does.
let schema: Promise<typeof ZSignInSchema> | undefined;
const loadSchema = () => (schema ??= import("@lexforge/validators").then((m) => m.ZSignInSchema));

/** The form's values checked against ZSignInSchema: the parsed values, or each field's first message. */
async function check(form: HTMLFormElement): Promise<{ values: TSignIn } | { errors: Errors }> {
  const data = new FormData(form);
  const result = (await loadSchema()).safeParse({
    email: data.get("email") ?? "",
    password: data.get("password") ?? "",
  });
  if (result.success) return { values: result.data };
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = FIELDS.find((name) => name === issue.path[0]);
    if (field) errors[field] ??= issue.message;
  }
  return { errors };
}

export function SignInForm({ callbackUrl }: { callbackUrl: string }) {
  const router = useRouter();
  const [authError, setAuthError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  // Like react-hook-form's defaults: checked on submit, then again on every change.
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    setSubmitting(true);
    try {
      const checked = await check(form);
      if ("errors" in checked) {
        setErrors(checked.errors);
        const first = FIELDS.find((name) => checked.errors[name]);
        if (first) form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
        return;
      }
      setErrors({});
      await submit(checked.values);
    } finally {
      setSubmitting(false);
    }
  }

  async function submit(values: TSignIn) {
    setAuthError(null);
    try {
      const result = await signIn("credentials", { ...values, redirect: false });
      if (result.status === 429 || result.error === "RateLimited") {
        setAuthError(RATE_LIMITED_MESSAGE);
        return;
      }
      if (result.error) {
        setAuthError("Invalid email or password");
        return;
      }
      toast.success("Signed in successfully", { description: `Welcome back to ${PRODUCT_NAME}!` });
      router.push(callbackUrl);
      router.refresh();
    } catch {
      setAuthError("An error occurred during sign in. Please try again.");
    }
  }

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => void loadSchema()}
      onChange={(event) => {
        const form = event.currentTarget;
        if (submitted) void check(form).then((checked) => setErrors("errors" in checked ? checked.errors : {}));
      }}
      noValidate
      className="space-y-4"
      aria-label="Sign in with email"
    >
      <FormAlert message={authError} />
      <FormField id="email" label="Email" error={errors.email}>
        <Input id="email" name="email" type="email" autoComplete="email" aria-invalid={!!errors.email} />
      </FormField>
      <FormField id="password" label="Password" error={errors.password}>
        <Input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          aria-invalid={!!errors.password}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Signing in..." : "Sign in"}
      </Button>
    </form>
  );
}
