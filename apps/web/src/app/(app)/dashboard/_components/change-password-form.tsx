"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { Button } from "@lexforge/ui/button";
import { Input } from "@lexforge/ui/input";
import { toast } from "@lexforge/ui/toast";
import type { TChangePasswordForm } from "@lexforge/validators";
import { ZChangePasswordFormSchema } from "@lexforge/validators";

import { errorMessage, hasReason, zodFieldErrors } from "~/trpc/errors";
import { useTRPC } from "~/trpc/react";
import { relativeTime } from "./format";
import { FormField } from "~/components/form-field";

const FIELDS = [
  { name: "currentPassword", id: "current-password", label: "Current Password", autoComplete: "current-password" },
  { name: "newPassword", id: "new-password", label: "New Password", autoComplete: "new-password" },
  { name: "confirmPassword", id: "confirm-password", label: "Confirm New Password", autoComplete: "new-password" },
] as const;

export function ChangePassword({ passwordUpdatedAt }: { passwordUpdatedAt: Date | null }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-medium">Password</p>
          <p className="text-sm text-muted-foreground" suppressHydrationWarning>
            {passwordUpdatedAt ? `Last updated ${relativeTime(passwordUpdatedAt)}` : "No password set"}
          </p>
        </div>
        {!open && (
          <Button variant="outline" onClick={() => setOpen(true)}>
            <KeyRound aria-hidden />
            Change Password
          </Button>
        )}
      </div>
      {open && <ChangePasswordForm onDone={() => setOpen(false)} />}
    </div>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const change = useMutation(trpc.account.changePassword.mutationOptions());
  const form = useForm<TChangePasswordForm>({
    resolver: zodResolver(ZChangePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
    } catch (error) {
      const message = errorMessage(error);
      if (hasReason(error, "CURRENT_PASSWORD_INCORRECT")) {
        form.setError(
          "currentPassword",
          { message: message || "Current password is incorrect" },
          { shouldFocus: true },
        );
        return;
      }
      const fieldErrors = Object.entries(zodFieldErrors(error) ?? {});
      for (const [field, messages] of fieldErrors) {
        if (field === "currentPassword" || field === "newPassword") form.setError(field, { message: messages?.[0] });
      }
      if (fieldErrors.length === 0) {
        toast.error("Error changing password", { description: message || "Please try again." });
      }
      return;
    }
    toast.success("Password updated", { description: "Use your new password the next time you sign in." });
    await queryClient.invalidateQueries({ queryKey: trpc.account.profile.queryKey() });
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-xl gap-4" aria-label="Change password">
      {FIELDS.map((field) => (
        <FormField key={field.id} id={field.id} label={field.label} error={errors[field.name]}>
          <Input
            id={field.id}
            type="password"
            autoComplete={field.autoComplete}
            aria-invalid={!!errors[field.name]}
            aria-describedby={errors[field.name] ? `${field.id}-error` : undefined}
            {...form.register(field.name)}
          />
        </FormField>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Updating..." : "Update Password"}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
