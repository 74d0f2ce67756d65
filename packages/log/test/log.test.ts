import { describe, expect, it } from "vitest";

import { errorFacts } from "../src/index";

describe("errorFacts", () => {
  it("keeps an error's class and code, never its message", () => {
    const error = Object.assign(new TypeError('duplicate key value "ana@example.com"'), { code: "23505" });
    const facts = errorFacts(error);
    expect(facts).toEqual({ errorType: "TypeError", errorCode: "23505" });
    expect(JSON.stringify(facts)).not.toContain("example.com");
  });

  it("names what was thrown when it is not an Error", () => {
    expect(errorFacts("a string")).toEqual({ errorType: "string" });
    expect(errorFacts(undefined)).toEqual({ errorType: "undefined" });
  });
});
