import { describe, expect, it } from "vitest";
import { ZodError } from "zod";

import {
  DOCUMENT_TYPES,
  ENGINE_VERSION,
  generate,
  parseStoredDocument,
  parseStoredRequest,
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
