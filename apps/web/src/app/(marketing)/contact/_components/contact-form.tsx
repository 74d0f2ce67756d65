"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";

import { Button } from "@lexforge/ui/button";
import { Input } from "@lexforge/ui/input";
import { Textarea } from "@lexforge/ui/textarea";
import { toast } from "@lexforge/ui/toast";
import type { TContactForm } from "@lexforge/validators";
import { ZContactFormSchema } from "@lexforge/validators";

import { FormField } from "~/components/form-field";
import { useSessionUser } from "~/components/use-session-user";
import { errorMessage, isRateLimited } from "~/trpc/errors";
import { useTRPC } from "~/trpc/react";

/** Files a contact request (support_requests) through the same chat.submit procedure as the widget. */
export function ContactForm() {
  const trpc = useTRPC();
  const user = useSessionUser();
  const submit = useMutation(trpc.chat.submit.mutationOptions());
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<TContactForm>({
    resolver: zodResolver(ZContactFormSchema),
    defaultValues: { name: "", email: "", message: "" },
  });
  // A signed-in user's name and e-mail fill the empty fields once the session is read (the page is static).
  useEffect(() => {
    if (!user) return;
    if (!form.getValues("name")) form.setValue("name", user.name);
    if (!form.getValues("email")) form.setValue("email", user.email);
  }, [user, form]);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit.mutateAsync({ kind: "contact", ...values });
    } catch (error) {
      toast.error("Error", {
        description: isRateLimited(error)
          ? errorMessage(error)
          : "Sorry, there was an error sending your message. Please try again later.",
      });
      return;
    }
    setSentTo(values.email);
    form.reset({ ...values, message: "" });
  });

  if (sentTo) {
    return (
      <div role="status" className="rounded-xl border border-green-200 bg-green-50 p-6 text-green-900">
        <p className="flex items-center gap-2 font-semibold">
          <CheckCircle2 className="size-5" aria-hidden />
          Message sent
        </p>
        <p className="mt-2 text-sm">Thanks for reaching out. We&apos;ll reply to {sentTo} within one business day.</p>
        <Button variant="outline" size="sm" className="mt-4" onClick={() => setSentTo(null)}>
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-xl border bg-card p-6 shadow-sm">
      <FormField id="contact-name" label="Name" error={errors.name}>
        <Input id="contact-name" autoComplete="name" aria-invalid={!!errors.name} {...form.register("name")} />
      </FormField>
      <FormField id="contact-email" label="Email" error={errors.email}>
        <Input
          id="contact-email"
          type="email"
          autoComplete="email"
          aria-invalid={!!errors.email}
          {...form.register("email")}
        />
      </FormField>
      <FormField id="contact-message" label="Message" error={errors.message}>
        <Textarea id="contact-message" rows={5} aria-invalid={!!errors.message} {...form.register("message")} />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
