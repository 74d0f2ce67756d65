"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";

import { cn } from "@lexforge/ui/utils";

import type { ChatMessage } from "./use-chat";

/** The conversation, newest at the bottom; role=log announces new messages politely. */
export function ChatMessages({ messages }: { messages: ChatMessage[] }) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: "end" });
  }, [messages.length]);

  return (
    <div role="log" aria-label="Conversation" className="flex-1 overflow-y-auto p-4">
      <ol className="space-y-3">
        {messages.map((message) => (
          <li
            key={message.id}
            data-sender={message.type}
            className={cn(
              "max-w-[85%] rounded-lg px-3 py-2 text-sm whitespace-pre-line",
              message.type === "bot"
                ? "mr-auto bg-muted text-foreground"
                : "ml-auto bg-primary text-primary-foreground",
            )}
          >
            <span className="sr-only">{message.type === "bot" ? "Assistant: " : "You: "}</span>
            {message.text}
            {message.link ? (
              <Link
                href={message.link.href}
                className="mt-1 block font-medium text-primary underline underline-offset-2"
              >
                {message.link.label}
              </Link>
            ) : null}
          </li>
        ))}
      </ol>
      <div ref={end} aria-hidden />
    </div>
  );
}
