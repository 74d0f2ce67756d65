import { describe, expect, it } from "vitest";

import { stateInAddress, stateMismatch } from "../src/data";

describe("the state an address is in", () => {
  it.each([
    ["12 Alder St, Portland, OR 97205", "Oregon"],
    ["350 5th Ave, New York, NY 10118-0110", "New York"],
    ["1 Main St, Springfield, Illinois", "Illinois"],
    ["1600 Pennsylvania Ave NW, Washington, DC 20500", "District of Columbia"],
    ["Flat 2, 10 Downing Street, London", undefined],
    ["12 Main St, Delaware, Ohio 43015", "Ohio"],
    ["3 Elm St, Nevada, Iowa", "Iowa"],
    ["", undefined],
  ])("%s → %s", (address, state) => {
    expect(stateInAddress(address)).toBe(state);
  });

  it("warns when neither party lives in the chosen state, and only then", () => {
    const newYork = ["350 5th Ave, New York, NY 10118", "20 W 34th St, New York, NY 10001"];
    expect(stateMismatch("California", newYork)).toMatch(
      /^Both addresses are in New York, but the document follows California law/,
    );
    expect(stateMismatch("New York", newYork)).toBeUndefined();
    expect(stateMismatch("New Jersey", [newYork[0] ?? "", "1 Main St, Newark, NJ 07102"])).toBeUndefined();
    expect(stateMismatch("Texas", ["12 Alder St, Portland, OR 97205", "1 Main St, Newark, NJ 07102"])).toMatch(
      /^The addresses are in Oregon and New Jersey/,
    );
    expect(stateMismatch("Texas", ["somewhere", ""])).toBeUndefined();
  });
});
