"use client";

import { useId, useState } from "react";

import { Button } from "@lexforge/ui/button";
import { Input } from "@lexforge/ui/input";
import { Label } from "@lexforge/ui/label";
import { Textarea } from "@lexforge/ui/textarea";
import { toast } from "@lexforge/ui/toast";
import type { TChatRequestKind } from "@lexforge/validators";
import { ZChatSubmitSchema } from "@lexforge/validators";

import type { ContactFields } from "./use-chat";

type Props = {
  kind: TChatRequestKind;
  draft: ContactFields;
  onChange: (fields: ContactFields) => void;
  onCancel: () => void;
  onSubmit: (fields: ContactFields) => Promise<boolean>;
  sending: boolean;
};

export function ChatContactForm({ kind, draft, onChange, onCancel, onSubmit, sending }: Props) {
  const id = useId();
  const [emailError, setEmailError] = useState<string | null>(null);

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!draft.name.trim() || !draft.email.trim() || !draft.message.trim()) {
      toast.error("Error", { description: "Please fill out all fields in the contact form" });
      return;
    }
    const parsed = ZChatSubmitSchema.safeParse({ kind, ...draft });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setEmailError(issue?.path[0] === "email" ? issue.message : null);
      if (issue?.path[0] !== "email") toast.error("Error", { description: issue?.message });
      return;
    }
    setEmailError(null);
    await onSubmit({
      name: parsed.data.name,
      email: parsed.data.email,
      message: parsed.data.message,
    });
  };

  const set = (field: keyof ContactFields) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onChange({ ...draft, [field]: event.target.value });

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      className="space-y-3 border-t bg-background p-3"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        {kind === "live_agent" ? "Speak to Live Agent" : "Contact Form"}
      </h3>
      <div className="space-y-1">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input id={`${id}-name`} autoComplete="name" value={draft.name} onChange={set("name")} />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={draft.email}
          onChange={set("email")}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${id}-email-error` : undefined}
        />
        {emailError ? (
          <p id={`${id}-email-error`} role="alert" className="text-xs text-destructive">
            {emailError}
          </p>
        ) : null}
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-message`}>Message</Label>
        <Textarea id={`${id}-message`} rows={3} value={draft.message} onChange={set("message")} className="min-h-16" />
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={sending}>
          {sending ? "Sending..." : "Send Message"}
        </Button>
      </div>
    </form>
  );
}
