"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { Button } from "@lexforge/ui/button";
import { Input } from "@lexforge/ui/input";
import { toast } from "@lexforge/ui/toast";
import type { TSignUp } from "@lexforge/validators";
import { ZSignUpSchema } from "@lexforge/validators";

import { PRODUCT_NAME } from "~/lib/product";
import { useTRPC } from "~/trpc/react";
import { FormField } from "~/components/form-field";
import { FormAlert } from "./field";

export function SignUpForm({ callbackUrl }: { callbackUrl: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const [authError, setAuthError] = useState<string | null>(null);
  const signUp = useMutation(trpc.auth.signUp.mutationOptions());
  const form = useForm<TSignUp>({
    resolver: zodResolver(ZSignUpSchema),
    defaultValues: { email: "", password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    setAuthError(null);
    try {
      await signUp.mutateAsync(values);
    } catch (error) {
      const message = error instanceof Error ? error.message : "";
      setAuthError(
        /already|exists/i.test(message)
          ? "An account with this email already exists"
          : message || "An error occurred during sign up. Please try again.",
      );
      return;
    }
    const result = await signIn("credentials", {
      email: values.email,
      password: values.password,
      redirect: false,
    });
    if (result.error) {
      setAuthError("An error occurred during sign up. Please try again.");
      return;
    }
    toast.success("Account created successfully", {
      description: `Welcome to ${PRODUCT_NAME}! You've received a free document credit.`,
    });
    router.push(callbackUrl);
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Create account with email">
      <FormAlert message={authError} />
      <FormField id="email" label="Email" error={errors.email}>
        <Input id="email" type="email" autoComplete="email" aria-invalid={!!errors.email} {...form.register("email")} />
      </FormField>
      <FormField id="password" label="Password" error={errors.password}>
        <Input
          id="password"
          type="password"
          autoComplete="new-password"
          aria-invalid={!!errors.password}
          {...form.register("password")}
        />
      </FormField>
      <FormField id="confirmPassword" label="Confirm Password" error={errors.confirmPassword}>
        <Input
          id="confirmPassword"
          type="password"
          autoComplete="new-password"
          aria-invalid={!!errors.confirmPassword}
          {...form.register("confirmPassword")}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "Creating account..." : "Create account & Get Free Credit"}
      </Button>
    </form>
  );
}
