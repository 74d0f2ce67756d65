"use client";

import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";

import type { ChatReply } from "@lexforge/validators/chat-replies";
import { CHAT_GREETING, replyTo } from "@lexforge/validators/chat-replies";
import { toast } from "@lexforge/ui/toast";
import type { TChatRequestKind } from "@lexforge/validators";

import { errorMessage, isRateLimited } from "~/trpc/errors";
import { useTRPC } from "~/trpc/react";

export type ChatMode = "initial" | "chat" | "contact-form";
export type ChatMessage = {
  id: number;
  type: "bot" | "user";
  text: string;
  link?: ChatReply["link"];
  timestamp: Date;
};
export type ContactFields = { name: string; email: string; message: string };
export type ChatUser = { name: string; email: string } | null;

export const SEND_ERROR = "Sorry, there was an error sending your message. Please try again later.";

/** The widget's conversation state: modes, messages, and the requests it files through chat.submit. */
export function useChat(user: ChatUser) {
  const trpc = useTRPC();
  const submit = useMutation(trpc.chat.submit.mutationOptions());
  const nextId = useRef(1);
  const [mode, setMode] = useState<ChatMode>("initial");
  const [formKind, setFormKind] = useState<TChatRequestKind>("contact");
  // Kept across mode switches (and a failed send) so nothing typed is lost.
  const [draft, setDraft] = useState<ContactFields>({
    name: user?.name ?? "",
    email: user?.email ?? "",
    message: "",
  });
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    { id: 0, type: "bot", text: CHAT_GREETING, timestamp: new Date() },
  ]);

  const say = (type: ChatMessage["type"], text: string, link?: ChatReply["link"]) =>
    setMessages((list) => [...list, { id: nextId.current++, type, text, link, timestamp: new Date() }]);

  const sendText = (text: string) => {
    if (text.trim() === "") return false;
    say("user", text.trim());
    const reply = replyTo(text);
    say("bot", reply.text, reply.link);
    return true;
  };

  const openForm = (kind: TChatRequestKind) => {
    setFormKind(kind);
    setMode("contact-form");
  };

  const fileRequest = async (kind: TChatRequestKind, fields: ContactFields) => {
    try {
      await submit.mutateAsync({ kind, ...fields });
    } catch (error) {
      say("bot", isRateLimited(error) ? errorMessage(error) : SEND_ERROR);
      setMode("chat");
      return false;
    }
    if (kind === "live_agent") {
      toast.success("Support Request Submitted", {
        description: "A team member will contact you soon at your email address.",
      });
      say("bot", `Thanks, ${fields.name}. A team member will contact you soon at ${fields.email}.`);
    } else {
      toast.success("Message Sent", {
        description: "Thanks for reaching out. We'll reply by e-mail soon.",
      });
      say("bot", `Thanks, ${fields.name}! We've received your message and will reply to ${fields.email} soon.`);
    }
    setDraft((value) => ({ ...value, message: "" }));
    setMode("chat");
    return true;
  };

  /** Signed-in users are connected at once with their account details; visitors give theirs first. */
  const requestLiveAgent = async () => {
    say("user", "Speak to a live agent");
    if (!user) {
      say("bot", "I'll connect you with a live agent. Please tell us your name, email and how we can help.");
      openForm("live_agent");
      return;
    }
    const asked = messages.filter((m) => m.type === "user").map((m) => m.text);
    const message =
      asked.length > 0
        ? `Live agent requested. Earlier questions:\n${asked.join("\n")}`
        : "Live agent requested from the chat.";
    await fileRequest("live_agent", { name: user.name || user.email, email: user.email, message });
  };

  return {
    mode,
    setMode,
    formKind,
    messages,
    draft,
    setDraft,
    sending: submit.isPending,
    sendText,
    openForm,
    fileRequest,
    requestLiveAgent,
  };
}
