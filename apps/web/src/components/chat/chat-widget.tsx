"use client";

import { Headset, HelpCircle, Mail, MessageCircle, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";

import { ASSISTANT_NAME } from "@lexforge/api/services/support/chat-replies";
import { Button } from "@lexforge/ui/button";

import { ChatContactForm } from "./chat-contact-form";
import { ChatInput } from "./chat-input";
import { ChatMessages } from "./chat-messages";
import type { ChatUser } from "./use-chat";
import { useChat } from "./use-chat";
import { useSessionUser } from "../use-session-user";

/**
 * The assistant for whoever is signed in, read in the browser (the home page is prerendered). Keyed by the
 * account so the chat starts over with its details once the session is known.
 */
export function SessionChatWidget() {
  const session = useSessionUser();
  const user = session?.email ? { name: session.name, email: session.email } : null;
  // Held here so a panel opened before the session is known stays open when the widget restarts for the user.
  const [open, setOpen] = useState(false);
  return <ChatWidget key={user?.email ?? "visitor"} user={user} open={open} onOpenChange={setOpen} />;
}

/** The floating support assistant of the home page (spec §2, §4). */
export function ChatWidget(props: { user: ChatUser; open?: boolean; onOpenChange?: (open: boolean) => void }) {
  const { user } = props;
  const [ownOpen, setOwnOpen] = useState(false);
  const open = props.open ?? ownOpen;
  const setOpen = props.onOpenChange ?? setOwnOpen;
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const chat = useChat(user);

  // Focus moves into the panel on open and back to the toggle on close, for keyboard users.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) panel.current?.focus();
    else if (wasOpen.current) toggle.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <div className="fixed right-4 bottom-4 z-50 flex flex-col items-end gap-3">
      {open ? (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-label={`Chat with ${ASSISTANT_NAME}`}
          tabIndex={-1}
          onKeyDown={(event) => {
            if (event.key === "Escape") setOpen(false);
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
      ) : null}
      <Button
        ref={toggle}
        size="icon"
        aria-label={open ? "Close chat" : "Open chat"}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
        className="size-14 rounded-full shadow-lg"
      >
        {open ? <X className="size-6" aria-hidden /> : <MessageCircle className="size-6" aria-hidden />}
      </Button>
    </div>
  );
}
