import { describe, expect, it } from "vitest";

import { CATALOGUE } from "@lexforge/doc-engine";
import { PLANS, planPrice } from "@lexforge/payments/plans";

import { CHAT_GREETING, matchTopic, replyTo } from "../src/chat-replies";

describe("chat keyword replies", () => {
  it("greets with the assistant's name", () => {
    expect(CHAT_GREETING).toBe("Hi, I'm Lexi here to assist you. How can I help you today?");
  });

  it.each([
    ["What is your PRICING?", "pricing"],
    ["how much does it cost", "pricing"],
    ["Can I generate a lease?", "documents"],
    ["which document types exist", "documents"],
    ["I want to talk to someone", "contact"],
    ["contact details please", "contact"],
    ["hello there", "fallback"],
  ])("%s → %s", (text, topic) => {
    expect(matchTopic(text)).toBe(topic);
  });

  it("answers pricing with every plan's price and document count", () => {
    const { text, link } = replyTo("pricing");
    for (const plan of PLANS) expect(text).toContain(`${plan.title} ${planPrice(plan)}`);
    expect(text).toContain("unlimited documents");
    expect(link?.href).toBe("/pricing");
  });

  it("answers documents with every catalogue title", () => {
    const { text } = replyTo("generate");
    for (const entry of CATALOGUE) expect(text).toContain(entry.title);
  });

  it("offers the contact form or a live agent for contact and the fallback", () => {
    for (const text of ["talk to someone", "what's the weather"]) {
      const reply = replyTo(text);
      expect(reply.text).toMatch(/contact form/);
      expect(reply.text).toMatch(/live agent/);
    }
  });
});
