/**
 * Which documents may be signed electronically, as generate() records it: never a will or a custody agreement
 * (ESIGN § 7003(a)), never a power of attorney whose state asks for a notary or witnesses; the contracts may.
 */
import { describe, expect, it } from "vitest";

import type { DocumentType } from "../src/index";
import { DOCUMENT_TYPES, generate, JURISDICTIONS } from "../src/index";
import { request } from "./fixtures";

const signing = (type: DocumentType, jurisdiction = "Texas") => generate(request(type, { jurisdiction })).signing;

describe("the signing path", () => {
  it.each([
    ["will", false, "15 U.S.C. § 7003(a)(1); UETA § 3(b)(1)"],
    ["child-custody", false, "15 U.S.C. § 7003(a)(2)"],
    ["poa", false, "Tex. Est. Code § 751.0021; statutory form § 752.051"],
    ["nda", true, "15 U.S.C. § 7001(a)"],
    ["lease", true, "15 U.S.C. § 7001(a)"],
    ["promissory-note", true, "15 U.S.C. § 7001(a)"],
  ] as [DocumentType, boolean, string][])("%s in Texas: electronic %s (%s)", (type, electronic, citation) => {
    const path = signing(type);
    expect(path?.electronic).toBe(electronic);
    expect(path?.citation).toBe(citation);
    expect(path?.reason.length).toBeGreaterThan(40);
  });

  it("a power of attorney is signed on paper in every state, where each asks for a notary", () => {
    for (const j of JURISDICTIONS) {
      const path = signing("poa", j.name);
      expect(path?.electronic, j.name).toBe(false);
      expect(path?.reason, j.name).toContain("a notary public");
    }
  });

  it("a will and a custody agreement are never electronic, in any state", () => {
    for (const j of JURISDICTIONS)
      for (const type of ["will", "child-custody"] as DocumentType[])
        expect(signing(type, j.name)?.electronic).toBe(false);
  });

  it("what nobody signs has no signing path; every other type has one", () => {
    expect(signing("privacy-policy")).toBeUndefined();
    for (const type of DOCUMENT_TYPES.filter((t) => t !== "privacy-policy")) expect(signing(type)).toBeDefined();
  });
});
