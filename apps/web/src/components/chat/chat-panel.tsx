"use client";

import { Headset, HelpCircle, Mail } from "lucide-react";
import { useEffect, useRef } from "react";

import { ASSISTANT_NAME } from "@lexforge/validators/chat-replies";
import { Button } from "@lexforge/ui/button";

import { TRPCReactProvider } from "~/trpc/react";
import { ChatContactForm } from "./chat-contact-form";
import { ChatInput } from "./chat-input";
import { ChatMessages } from "./chat-messages";
import type { ChatUser } from "./use-chat";
import { useChat } from "./use-chat";

type Props = { id: string; user: ChatUser; open: boolean; onClose: () => void };

/**
 * The chat panel and its conversation, loaded on the first open (chat-widget.tsx) with the tRPC client it
 * files requests through. It stays mounted once opened, so closing keeps the conversation.
 */
export function ChatPanel(props: Props) {
  return (
    <TRPCReactProvider>
      <Panel {...props} />
    </TRPCReactProvider>
  );
}

function Panel({ id, user, open, onClose }: Props) {
  const chat = useChat(user);
  const panel = useRef<HTMLDivElement>(null);
  // Focus moves into the panel on open (also on the first, once this has loaded), for keyboard users.
  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);

  if (!open) return null;
  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-label={`Chat with ${ASSISTANT_NAME}`}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      className="flex h-[500px] max-h-[calc(100dvh-6rem)] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-xl border bg-background shadow-2xl outline-none"
    >
      <div className="flex items-center gap-3 bg-primary px-4 py-3 text-primary-foreground">
        <div>
          <p className="font-semibold">{ASSISTANT_NAME}</p>
          <p className="text-xs text-primary-foreground/85">Support assistant</p>
        </div>
      </div>
      <ChatMessages messages={chat.messages} />
      {chat.mode === "initial" ? (
        <div className="grid gap-2 border-t p-3">
          <Button variant="outline" className="justify-start" onClick={() => chat.openForm("contact")}>
            <Mail aria-hidden />
            Contact Form
          </Button>
          <Button variant="outline" className="justify-start" onClick={() => chat.setMode("chat")}>
            <HelpCircle aria-hidden />
            Ask Questions
          </Button>
          <Button
            variant="outline"
            className="justify-start"
            disabled={chat.sending}
            onClick={() => void chat.requestLiveAgent()}
          >
            <Headset aria-hidden />
            Speak to Live Agent
          </Button>
        </div>
      ) : null}
      {chat.mode === "chat" ? (
        <ChatInput
          onSend={chat.sendText}
          onContact={() => chat.openForm("contact")}
          onLiveAgent={() => void chat.requestLiveAgent()}
          busy={chat.sending}
        />
      ) : null}
      {chat.mode === "contact-form" ? (
        <ChatContactForm
          kind={chat.formKind}
          draft={chat.draft}
          onChange={chat.setDraft}
          onCancel={() => chat.setMode("chat")}
          onSubmit={(fields) => chat.fileRequest(chat.formKind, fields)}
          sending={chat.sending}
        />
      ) : null}
    </div>
  );
}
