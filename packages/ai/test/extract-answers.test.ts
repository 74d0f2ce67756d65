import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";

import { createAiModel, extractAnswers } from "../src/index";
import type { StandIn } from "./stand-in";
import { startStandIn } from "./stand-in";

const TEXT =
  "I'm renting my flat at 12 Elm Court, Portland to Priya Raman. Rent is $1,850 a month. I'm Harbor View Properties LLC. We are in Oregon.";

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());

const ai = () => createAiModel({ baseURL: standIn.url, model: "stand-in-1", timeoutMs: 5_000 });

it("keeps suggestions whose quote is the user's own words and whose value the form accepts", async () => {
  standIn.script({
    raw: JSON.stringify({
      answers: [
        {
          field: "party2Name",
          value: "Priya Raman",
          quote: "I'm renting my flat at 12 Elm Court, Portland to Priya Raman.",
        },
        { field: "monthlyRent", value: 1850, quote: "Rent is $1,850 a month." },
        { field: "jurisdiction", value: "Oregon", quote: "We are in Oregon." },
        // Invented: the quote is not in the description.
        { field: "securityDeposit", value: 3700, quote: "The deposit is $3,700." },
        // The number is not in its quote.
        { field: "lateFee", value: 50, quote: "Rent is $1,850 a month." },
        // A name the description never gives.
        { field: "party1Name", value: "John Smith", quote: "I'm Harbor View Properties LLC." },
        // Not an option of the select.
        { field: "pets", value: "dragons only", quote: "We are in Oregon." },
      ],
    }),
  });
  const calls: string[] = [];
  const result = await extractAnswers({
    ai: ai(),
    type: "lease",
    text: TEXT,
    onCall: (call) => void calls.push(call.outcome),
  });
  if (!result.ok) throw new Error(result.reason);
  expect(result.suggestions).toEqual([
    expect.objectContaining({ field: "party2Name", value: "Priya Raman", label: "Tenant name" }),
    expect.objectContaining({ field: "monthlyRent", value: 1850, quote: "Rent is $1,850 a month." }),
    expect.objectContaining({ field: "jurisdiction", value: "Oregon" }),
  ]);
  expect(result.dropped).toBe(4);
  expect(calls).toEqual(["verified"]);
  expect(standIn.requests[0]?.user).toContain(TEXT);
});

it("names a provider failure", async () => {
  standIn.script({ status: 429 });
  const result = await extractAnswers({ ai: ai(), type: "lease", text: TEXT });
  expect(result).toMatchObject({ ok: false, failure: "rate-limited" });
});
