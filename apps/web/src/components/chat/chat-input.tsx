"use client";

import { Headset, Mail, Send } from "lucide-react";
import { useState } from "react";

import { Button } from "@lexforge/ui/button";
import { Input } from "@lexforge/ui/input";

type Props = {
  onSend: (text: string) => boolean;
  onContact: () => void;
  onLiveAgent: () => void;
  busy: boolean;
};

/** Chat mode: free text plus the Contact and Live Agent shortcuts. */
export function ChatInput({ onSend, onContact, onLiveAgent, busy }: Props) {
  const [text, setText] = useState("");
  return (
    <div className="space-y-2 border-t p-3">
      <div className="flex gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onContact}>
          <Mail aria-hidden />
          Contact
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={onLiveAgent} disabled={busy}>
          <Headset aria-hidden />
          Live Agent
        </Button>
      </div>
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          // Blank or whitespace-only text is ignored and left in the box.
          if (onSend(text)) setText("");
        }}
      >
        <Input
          aria-label="Type your message"
          placeholder="Type your message..."
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
        />
        <Button type="submit" size="icon" aria-label="Send">
          <Send aria-hidden />
        </Button>
      </form>
    </div>
  );
}
