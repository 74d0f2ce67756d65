"use client";

import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { Button } from "@lexforge/ui/button";
import { Input } from "@lexforge/ui/input";
import { toast } from "@lexforge/ui/toast";
import type { TSignIn } from "@lexforge/validators";

import { lazyResolver } from "~/lib/lazy-resolver";
import { PRODUCT_NAME } from "~/lib/product";
import { RATE_LIMITED_MESSAGE } from "~/lib/rate-limit";
import { FormField } from "~/components/form-field";
import { FormAlert } from "./field";

const signInSchema = lazyResolver<TSignIn>(async () => {
  const [{ zodResolver }, { ZSignInSchema }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@lexforge/validators"),
  ]);
  return zodResolver(ZSignInSchema);
});

export function SignInForm({ callbackUrl }: { callbackUrl: string }) {
  const router = useRouter();
  const [authError, setAuthError] = useState<string | null>(null);
  const form = useForm<TSignIn>({
    resolver: signInSchema.resolver,
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
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
  });

  return (
    <form
      onSubmit={onSubmit}
      onFocus={signInSchema.preload}
      noValidate
      className="space-y-4"
      aria-label="Sign in with email"
    >
      <FormAlert message={authError} />
      <FormField id="email" label="Email" error={errors.email}>
        <Input id="email" type="email" autoComplete="email" aria-invalid={!!errors.email} {...form.register("email")} />
      </FormField>
      <FormField id="password" label="Password" error={errors.password}>
        <Input
          id="password"
          type="password"
          autoComplete="current-password"
          aria-invalid={!!errors.password}
          {...form.register("password")}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Signing in..." : "Sign in"}
      </Button>
    </form>
  );
}
