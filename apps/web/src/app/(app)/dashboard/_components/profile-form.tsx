"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";

import { Button } from "@lexforge/ui/button";
import { Input } from "@lexforge/ui/input";
import { toast } from "@lexforge/ui/toast";
import type { TUpdateName } from "@lexforge/validators";
import { ZUpdateNameSchema } from "@lexforge/validators";

import { zodFieldErrors } from "~/trpc/errors";
import { useTRPC } from "~/trpc/react";
import { FormField } from "~/components/form-field";

export function ProfileForm({ name, email }: { name: string; email: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<TUpdateName>({ resolver: zodResolver(ZUpdateNameSchema), defaultValues: { name } });
  const { errors } = form.formState;
  const save = useMutation(trpc.account.updateName.mutationOptions());

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      const fieldError = zodFieldErrors(error)?.name?.[0];
      if (fieldError) form.setError("name", { message: fieldError });
      else
        toast.error("Error saving changes", { description: "There was a problem saving your name. Please try again." });
      return;
    }
    toast.success("Profile updated", { description: "Your name has been saved." });
    await queryClient.invalidateQueries({ queryKey: trpc.account.profile.queryKey() });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-xl gap-4" aria-label="Account settings">
      <FormField id="full-name" label="Full Name" error={errors.name}>
        <Input
          id="full-name"
          autoComplete="name"
          aria-invalid={!!errors.name}
          aria-describedby={errors.name ? "full-name-error" : undefined}
          {...form.register("name")}
        />
      </FormField>
      <FormField id="account-email" label="Email" hint="Your email address cannot be changed.">
        <Input id="account-email" type="email" value={email} readOnly aria-describedby="account-email-hint" />
      </FormField>
      <div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </form>
  );
}
