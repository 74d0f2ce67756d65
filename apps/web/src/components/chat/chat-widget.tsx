"use client";

import dynamic from "next/dynamic";
import { useEffect, useId, useRef, useState } from "react";

import { Button } from "@lexforge/ui/button";
import { Icon } from "@lexforge/ui/icon";

import type { ChatUser } from "./use-chat";
import { useSessionUser } from "../use-session-user";

// The panel, its conversation logic, the contact form's validation and the tRPC client load on the first
// open: the home page's first-load JS carried them all for a button most visitors never press.
const ChatPanel = dynamic(() => import("./chat-panel").then((m) => m.ChatPanel), { ssr: false });

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

/** The floating support assistant of the home page. */
export function ChatWidget(props: { user: ChatUser; open?: boolean; onOpenChange?: (open: boolean) => void }) {
  const { user } = props;
  const [ownOpen, setOwnOpen] = useState(false);
  const open = props.open ?? ownOpen;
  const setOpen = props.onOpenChange ?? setOwnOpen;
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const [started, setStarted] = useState(open);
  if (open && !started) setStarted(true);

  // Focus moves back to the toggle on close, for keyboard users (the panel takes it on open).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (!open && wasOpen.current) toggle.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <div className="fixed right-4 bottom-4 z-50 flex flex-col items-end gap-3">
      {started ? <ChatPanel id={panelId} user={user} open={open} onClose={() => setOpen(false)} /> : null}
      <Button
        ref={toggle}
        size="icon"
        aria-label={open ? "Close chat" : "Open chat"}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
        className="size-14 rounded-full shadow-lg"
      >
        <Icon name={open ? "x" : "message-circle"} className="size-6" />
      </Button>
    </div>
  );
}
