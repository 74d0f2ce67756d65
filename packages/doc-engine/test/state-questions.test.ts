import { describe, expect, it } from "vitest";

import { DOCUMENT_TYPES, generate, stateQuestionsFor } from "../src";
import { questionsFor } from "../src/questions";

const TODAY = "2026-11-22";

describe("state-only questions, from the rule data", () => {
  it("asks the small-landlord question where the deposit rule has a small-landlord cap (California)", () => {
    expect(stateQuestionsFor("lease", TODAY)).toEqual({ smallLandlord: ["California"] });
    // Before AB 12 California had no small-landlord exception: the question is not asked for that date.
    expect(stateQuestionsFor("lease", "2024-01-01")).toEqual({ smallLandlord: [] });
  });

  it("asks for the non-compete's parishes where the non-compete limit requires them (Louisiana)", () => {
    expect(stateQuestionsFor("employment", TODAY)).toEqual({ nonCompeteParishes: ["Louisiana"] });
  });

  it("marks only questions whose answer changes the document in the states that ask them", () => {
    const lease = {
      documentType: "lease" as const,
      parties: { party1Name: "A", party1Address: "1 A St", party2Name: "B", party2Address: "2 B St" },
      purpose: "Home",
      useAI: false,
      date: TODAY,
      answers: { monthlyRent: 2000, securityDeposit: 4000, smallLandlord: true },
    };
    const text = (jurisdiction: string, smallLandlord: boolean) =>
      JSON.stringify(generate({ ...lease, jurisdiction, answers: { ...lease.answers, smallLandlord } }).sections);
    // In California the answer decides the cap; in Oregon it changes nothing.
    expect(text("California", true)).not.toBe(text("California", false));
    expect(text("Oregon", true)).toBe(text("Oregon", false));
    for (const type of DOCUMENT_TYPES)
      for (const question of questionsFor(type).filter((item) => item.stateRule))
        expect(stateQuestionsFor(type, TODAY)[question.name]?.length).toBeGreaterThan(0);
  });
});
