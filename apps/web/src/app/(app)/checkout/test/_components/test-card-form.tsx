"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { Button } from "@lexforge/ui/button";
import { Input } from "@lexforge/ui/input";
import { Label } from "@lexforge/ui/label";
import type { TTestCard } from "@lexforge/validators";
import { ZTestCardSchema } from "@lexforge/validators";

import { payTestCheckout } from "../actions";

type CardInput = z.input<typeof ZTestCardSchema>;
const FIELDS: {
  name: keyof CardInput;
  label: string;
  autoComplete: string;
  placeholder: string;
  inputMode?: "numeric";
}[] = [
  {
    name: "cardNumber",
    label: "Card Number",
    autoComplete: "cc-number",
    placeholder: "4242 4242 4242 4242",
    inputMode: "numeric",
  },
  { name: "expiry", label: "Expiry Date", autoComplete: "cc-exp", placeholder: "MM/YY", inputMode: "numeric" },
  { name: "cvc", label: "CVC", autoComplete: "cc-csc", placeholder: "123", inputMode: "numeric" },
  { name: "name", label: "Name on Card", autoComplete: "cc-name", placeholder: "Jane Doe" },
];

/** The test card form: validated here and again on the server, which decides accept or decline. */
export function TestCardForm({ token, amount }: { token: string; amount: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const form = useForm<CardInput, unknown, TTestCard>({
    resolver: zodResolver(ZTestCardSchema),
    defaultValues: { cardNumber: "", expiry: "", cvc: "", name: "" },
  });
  const { errors } = form.formState;
  const busy = pending || form.formState.isSubmitting;

  const onSubmit = form.handleSubmit((values) => {
    setError(null);
    startTransition(async () => {
      const result = await payTestCheckout(token, values);
      if (result.ok) {
        router.replace(result.redirectTo);
        return;
      }
      for (const [field, messages] of Object.entries(result.fieldErrors ?? {})) {
        if (messages?.[0]) form.setError(field as keyof CardInput, { message: messages[0] });
      }
      setError(result.error);
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Card details">
      {error && (
        <p
          role="alert"
          className="rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive sm:col-span-2"
        >
          {error}
        </p>
      )}
      {FIELDS.map((field) => {
        const message = errors[field.name]?.message;
        const wide = field.name === "cardNumber" || field.name === "name";
        return (
          <div key={field.name} className={wide ? "space-y-2 sm:col-span-2" : "space-y-2"}>
            <Label htmlFor={field.name}>{field.label}</Label>
            <Input
              id={field.name}
              autoComplete={field.autoComplete}
              placeholder={field.placeholder}
              inputMode={field.inputMode}
              aria-invalid={!!message}
              aria-describedby={message ? `${field.name}-error` : undefined}
              {...form.register(field.name)}
            />
            {message && (
              <p id={`${field.name}-error`} role="alert" className="text-sm text-destructive">
                {message}
              </p>
            )}
          </div>
        );
      })}
      <Button type="submit" size="lg" className="sm:col-span-2" disabled={busy}>
        {busy ? "Processing..." : `Pay ${amount}`}
      </Button>
    </form>
  );
}
