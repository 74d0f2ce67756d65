import { describe, expect, it } from "vitest";
import { ZodError } from "zod";

import type { StructuredEdit } from "../src/index";
import {
  DOCUMENT_TYPES,
  ENGINE_VERSION,
  generate,
  parseStoredDocument,
  parseStoredRequest,
  storedEditSchema,
  toText,
} from "../src/index";
import { request } from "./fixtures";

/** What a jsonb column hands back: the value after a JSON round trip. */
const fromJsonb = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe("documents read back from storage", () => {
  it("a document this engine stored parses to the same document: every type, in states whose rules add parts", () => {
    const states = ["California", "Connecticut", "New York", "Virginia", "Pennsylvania", "Colorado", "Missouri"];
    for (const type of DOCUMENT_TYPES)
      for (const jurisdiction of states) {
        const doc = generate(request(type, { jurisdiction, answers: { monthlyRent: 2000, securityDeposit: 1000 } }));
        expect(parseStoredDocument(fromJsonb(doc)), `${type} in ${jurisdiction}`).toEqual(fromJsonb(doc));
      }
  });

  it("a document stored by engine 1.0.0 (no shape, execution pages or checklist) is rebuilt", () => {
    const now = generate(request("will", { jurisdiction: "Texas" }));
    const { execution: _e, notices: _n, checklist: _c, shape: _s, ...rest } = now;
    const stored = fromJsonb({ ...rest, engineVersion: "1.0.0", signatures: { witnesses: 2, notary: true } });
    const upgraded = parseStoredDocument(stored);
    expect(upgraded.engineVersion).toBe(ENGINE_VERSION);
    expect(upgraded.execution.map((block) => block.id)).toContain("self-proving-affidavit");
    expect(toText(upgraded)).toContain("BEFORE YOU SIGN");
  });

  it("a row that is not a document is refused, not rendered", () => {
    const doc = fromJsonb(generate(request("nda"))) as Record<string, unknown>;
    expect(() => parseStoredDocument({})).toThrow(ZodError);
    expect(() => parseStoredDocument({ ...doc, sections: "none" })).toThrow(ZodError);
    expect(() => parseStoredDocument({ ...doc, type: "tax-return" })).toThrow(ZodError);
  });

  it("requests parse back as stored and are refused when malformed", () => {
    const stored = request("lease", { jurisdiction: "New York" });
    expect(parseStoredRequest(fromJsonb(stored))).toEqual(fromJsonb(stored));
    expect(() => parseStoredRequest({ ...stored, parties: null })).toThrow(ZodError);
    expect(() => parseStoredRequest({ ...stored, useAI: "yes" })).toThrow(ZodError);
  });
});

describe("an AI proposal's edits read back from storage", () => {
  const edits: StructuredEdit[] = [
    { kind: "set-answer", field: "monthlyRent", value: 2500, reason: "Rent raised." },
    { kind: "set-party", field: "party2Name", value: "Ana Ruiz", reason: "Tenant's full name." },
    { kind: "include-clause", clauseId: "lease.pets.policy", reason: "Pets." },
    { kind: "exclude-clause", clauseId: "lease.pets.policy", reason: "No pets." },
    { kind: "set-tone", tone: "plain", reason: "Plainer." },
    { kind: "rewrite-clause", clauseId: "lease.use.guests", text: "Guests may stay ten days.", reason: "Shorter." },
    {
      kind: "add-clause",
      sectionId: "additional-terms",
      heading: "Bikes",
      text: "Bikes stay outside.",
      reason: "Asked.",
    },
  ];

  it("each kind of edit parses back unchanged", () => {
    for (const edit of edits) expect(storedEditSchema.parse(fromJsonb(edit))).toEqual(edit);
  });

  it("an edit of an unknown kind, or with a value of the wrong type, is refused", () => {
    expect(() => storedEditSchema.parse({ kind: "delete-everything", reason: "x" })).toThrow(ZodError);
    expect(() => storedEditSchema.parse({ kind: "set-answer", field: "rent", value: null, reason: "x" })).toThrow(
      ZodError,
    );
    expect(() => storedEditSchema.parse({ kind: "set-party", field: "party3Name", value: "x", reason: "x" })).toThrow(
      ZodError,
    );
  });
});
