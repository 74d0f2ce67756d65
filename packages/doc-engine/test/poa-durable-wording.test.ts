/**
 * Missouri: a power of attorney survives incapacity only if it is titled "Durable Power of Attorney" and
 * states so in the statute's words (Mo. Rev. Stat. § 404.705.1). A durable one there carries both; a
 * non-durable one, or one in another state, carries neither.
 */
import { describe, expect, it } from "vitest";

import { generate, toText } from "../src/index";
import { request } from "./fixtures";

const SENTENCE = "This is a durable power of attorney and the authority of my attorney in fact shall not terminate";
const poa = (jurisdiction: string, durable: boolean) =>
  generate(request("poa", { jurisdiction, date: "2026-11-26", answers: { durable } }));

describe("durability in the statute's words", () => {
  it("a durable Missouri power is titled and worded as § 404.705.1 requires, and says so with the citation", () => {
    const doc = poa("Missouri", true);
    expect(doc.title).toBe("Durable Power of Attorney");
    expect(toText(doc).startsWith("DURABLE POWER OF ATTORNEY\n")).toBe(true);
    expect(toText(doc)).toContain(SENTENCE);
    expect(doc.warnings.find((w) => w.citation === "Mo. Rev. Stat. § 404.705.1")?.message).toContain(
      'titled "Durable Power of Attorney"',
    );
  });

  it("a non-durable Missouri power, and a durable one elsewhere, keep the plain title and wording", () => {
    for (const doc of [poa("Missouri", false), poa("Kansas", true)]) {
      expect(doc.title).toBe("Power of Attorney");
      expect(toText(doc)).not.toContain(SENTENCE);
      expect(doc.warnings.map((w) => w.citation)).not.toContain("Mo. Rev. Stat. § 404.705.1");
    }
  });
});
