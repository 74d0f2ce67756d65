import { describe, expect, it } from "vitest";

import { ZDocumentRequestSchema } from "../src/documents";

const base = {
  documentType: "lease",
  jurisdiction: "Oregon",
  parties: {
    party1Name: "Harbor View Properties LLC",
    party1Address: "400 Bay Street, Portland",
    party2Name: "Priya Raman",
    party2Address: "12 Elm Court, Portland",
  },
  purpose: "Residential rental",
};

describe("document request parties", () => {
  it("accepts a company party with its signer's name and title, trimmed", () => {
    const parsed = ZDocumentRequestSchema.parse({
      ...base,
      parties: { ...base.parties, party1Entity: { signerName: "  Dana Ruiz ", signerTitle: "Managing Member" } },
    });
    expect(parsed.parties.party1Entity).toEqual({ signerName: "Dana Ruiz", signerTitle: "Managing Member" });
    expect(parsed.parties.party2Entity).toBeUndefined();
  });

  it("accepts a company whose signer is left blank (blank lines are printed)", () => {
    const parsed = ZDocumentRequestSchema.parse({ ...base, parties: { ...base.parties, party2Entity: {} } });
    expect(parsed.parties.party2Entity).toEqual({});
  });

  it("rejects an over-long signer title with a message on that field", () => {
    const result = ZDocumentRequestSchema.safeParse({
      ...base,
      parties: { ...base.parties, party1Entity: { signerTitle: "x".repeat(121) } },
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.error.issues[0]?.path).toEqual(["parties", "party1Entity", "signerTitle"]);
      expect(result.error.issues[0]?.message).toBe("Must be at most 120 characters");
    }
  });

  it("rejects a signer that is not an object", () => {
    expect(
      ZDocumentRequestSchema.safeParse({ ...base, parties: { ...base.parties, party1Entity: "yes" } }).success,
    ).toBe(false);
  });
});

describe("clause overrides and custom clauses", () => {
  const override = { text: " The Tenant may keep one cat. ", source: "ai", reason: "Asked for a cat." };
  const custom = {
    id: "custom.remote-work",
    sectionId: "additional-terms",
    heading: "Remote Work",
    text: "Two days.",
    source: "user",
  };

  it("accepts overrides by clause id and custom clauses, trimmed", () => {
    const parsed = ZDocumentRequestSchema.parse({
      ...base,
      clauseOverrides: { "lease.pets.policy": override },
      customClauses: [custom],
    });
    expect(parsed.clauseOverrides?.["lease.pets.policy"]?.text).toBe("The Tenant may keep one cat.");
    expect(parsed.customClauses?.[0]?.id).toBe("custom.remote-work");
  });

  it.each([
    ["an unknown source", { clauseOverrides: { "lease.pets.policy": { ...override, source: "robot" } } }],
    ["empty wording", { clauseOverrides: { "lease.pets.policy": { ...override, text: "   " } } }],
    ["a clause id with markup", { clauseOverrides: { "<b>x</b>": override } }],
    ["a custom clause without a heading", { customClauses: [{ ...custom, heading: "" }] }],
    ["two custom clauses with one id", { customClauses: [custom, custom] }],
  ])("rejects %s", (_name, extra) => {
    expect(ZDocumentRequestSchema.safeParse({ ...base, ...extra }).success).toBe(false);
  });
});
