import { describe, expect, it } from "vitest";

import { isSafeText, UNSAFE_TEXT_MESSAGE, ZChatSubmitSchema, ZSignUpSchema, ZUpdateNameSchema } from "../src";

describe("null bytes and lone surrogates are refused at the schema", () => {
  it.each([
    ["a NUL", "Ada\u0000Lovelace"],
    ["a lone high surrogate", "Ada \uD83D"],
    ["a lone low surrogate", "\uDE00 Ada"],
  ])("refuses %s", (_what, value) => {
    expect(isSafeText(value)).toBe(false);
    const result = ZUpdateNameSchema.safeParse({ name: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(UNSAFE_TEXT_MESSAGE);
  });

  it("accepts real Unicode, emoji (a surrogate pair) included", () => {
    expect(isSafeText("Zoë 😀 Ł 中文")).toBe(true);
    expect(ZUpdateNameSchema.parse({ name: "Zoë 😀" })).toEqual({ name: "Zoë 😀" });
  });

  it("covers the other forms too", () => {
    const chat = ZChatSubmitSchema.safeParse({ kind: "contact", name: "A", email: "a@b.co", message: "hi\u0000" });
    expect(chat.success).toBe(false);
    const signUp = ZSignUpSchema.safeParse({ email: "a@b.co", password: "pass\uD800word", confirmPassword: "x" });
    expect(signUp.error?.issues.map((issue) => issue.message)).toContain(UNSAFE_TEXT_MESSAGE);
  });
});
