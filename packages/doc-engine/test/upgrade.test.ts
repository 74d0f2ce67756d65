import { describe, expect, it } from "vitest";

import { currentDocument, ENGINE_VERSION, generate, parseStoredDocument, toText } from "../src/index";
import { request } from "./fixtures";

describe("documents stored by an earlier engine", () => {
  it("are rebuilt from their request in the current structure", () => {
    const now = generate(request("will", { jurisdiction: "Texas" }));
    // What version 1.0.0 stored: a flat signature block, no execution pages, no checklist.
    const { execution: _e, notices: _n, checklist: _c, shape: _s, ...rest } = now;
    const stored: unknown = JSON.parse(
      JSON.stringify({
        ...rest,
        engineVersion: "1.0.0",
        signatures: { parties: [], witnesses: 2, notary: true, selfProvingAffidavit: true, notes: [] },
      }),
    );
    // Read back as the app reads a row: checked, then brought to the current structure.
    const upgraded = parseStoredDocument(stored);
    expect(upgraded.engineVersion).toBe(ENGINE_VERSION);
    expect(upgraded.execution.map((block) => block.id)).toContain("self-proving-affidavit");
    expect(toText(upgraded)).toContain("BEFORE YOU SIGN");
  });

  it("are returned unchanged when made by this version", () => {
    const doc = generate(request("nda"));
    expect(currentDocument(doc)).toBe(doc);
  });
});
