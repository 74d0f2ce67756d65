/**
 * The reviewing attorney's critical cases: figures the user gave are printed as given (never "equal" beside
 * unequal shares), and figures that cannot be used are refused with a message instead of replaced.
 */
import { describe, expect, it } from "vitest";

import { answerProblems, generate, toText } from "../src/index";
import { request } from "./fixtures";

describe("LLC members are rows: percentages and contributions as entered", () => {
  const members = [
    { name: "Greta Lindqvist", contribution: 55000, percent: 55 },
    { name: "Owen Fischer", contribution: 35000, percent: 35 },
    { name: "Heidi Lindqvist", contribution: 10000, percent: 10 },
  ];

  it("Wisconsin, custom ownership 55/35/10: printed as entered, no 'equal'", () => {
    const answers = { ownership: "custom", members };
    expect(answerProblems("llc", answers)).toEqual([]);
    const text = toText(generate(request("llc", { jurisdiction: "Wisconsin", answers })));
    expect(text).toContain("Greta Lindqvist (55%), Owen Fischer (35%) and Heidi Lindqvist (10%)");
    expect(text).toContain("were agreed by the Members and do not depend on the amount of their capital contributions");
    expect(text).not.toMatch(/equal Percentage Interests/);
    expect(text).not.toContain("33.33%");
  });

  it("Nevada, in proportion to contributions: $40,000 and $10,000 give 80% and 20%", () => {
    const answers = {
      ownership: "contributions",
      members: [
        { name: "Marcus Bell", contribution: "$40,000" },
        { name: "Dana Ruiz", contribution: 10000, contributed: "office equipment" },
      ],
    };
    expect(answerProblems("llc", answers)).toEqual([]);
    const text = toText(generate(request("llc", { jurisdiction: "Nevada", answers })));
    expect(text).toContain("Marcus Bell (80%) and Dana Ruiz (20%)");
    expect(text).toContain("Marcus Bell: $40,000.00");
    expect(text).toContain("Dana Ruiz: $10,000.00, contributed as office equipment");
    expect(text).toContain(
      "in proportion to the agreed value of the Members' initial capital contributions, rounded to three decimal places",
    );
    expect(text).not.toMatch(/equal Percentage Interests/);
  });

  it("refuses what it cannot follow, each with a message, instead of printing equal shares", () => {
    expect(
      answerProblems("llc", {
        ownership: "contributions",
        members: [{ name: "Marcus Bell", contribution: 40000 }, { name: "Dana Ruiz" }],
      }),
    ).toEqual([
      { field: "members", row: 1, column: "contribution", message: "Enter the member's capital contribution." },
    ]);
    expect(
      answerProblems("llc", {
        ownership: "custom",
        members: [
          { name: "A", percent: 60 },
          { name: "B", percent: 30 },
        ],
      }),
    ).toEqual([{ field: "members", message: "The ownership shares add up to 90%; they must add up to 100%." }]);
    expect(answerProblems("llc", { ownership: "custom" })).toEqual([
      { field: "members", message: "Add each member to give their ownership share." },
    ]);
    expect(answerProblems("llc", { members: [{ name: "A", contribution: "a lot" }] })).toEqual([
      {
        field: "members",
        row: 0,
        column: "contribution",
        message: "Enter an amount in dollars, for example 2,400 or $2,400.00.",
      },
    ]);
    expect(answerProblems("llc", { members: [{ contribution: 500 }] })).toEqual([
      { field: "members", row: 0, column: "name", message: "Enter the member's name." },
    ]);
    // The engine follows a share only above 0%, and contributions only when they total more than $0.
    expect(
      answerProblems("llc", {
        ownership: "custom",
        members: [
          { name: "A", percent: 0 },
          { name: "B", percent: 100 },
        ],
      }),
    ).toEqual([{ field: "members", row: 0, column: "percent", message: "The ownership share must be above 0%." }]);
    expect(
      answerProblems("llc", {
        ownership: "contributions",
        members: [
          { name: "A", contribution: 0 },
          { name: "B", contribution: "$0" },
        ],
      }),
    ).toEqual([{ field: "members", message: "At least one member's capital contribution must be above $0." }]);
  });

  it("a stored request whose members are text lines keeps their shares", () => {
    const answers = { ownership: "custom", members: "Susan Hale (70%)\nMarcus Bell (30%)" };
    expect(answerProblems("llc", answers)).toEqual([]);
    expect(toText(generate(request("llc", { jurisdiction: "Ohio", answers })))).toContain(
      "Susan Hale (70%) and Marcus Bell (30%)",
    );
  });

  it("shares a stored request gives that cannot be followed are equal, and the agreement says why", () => {
    const text = toText(
      generate(request("llc", { answers: { ownership: "custom", members: "Susan Hale (70%)\nMarcus Bell (20%)" } })),
    );
    expect(text).toContain("Susan Hale (50%) and Marcus Bell (50%)");
    expect(text).toContain("the figures given could not be used");
    expect(text).not.toMatch(/were agreed by the Members/);
  });

  it("nobody chosen as partnership representative: a blank for the members and a checklist line", () => {
    const memberManaged = generate(request("llc", { answers: { companyName: "X LLC" } }));
    expect(toText(memberManaged)).toContain(
      '____________, chosen by the Members, is designated the "partnership representative"',
    );
    expect(memberManaged.checklist.map((item) => item.text)).toContainEqual(
      expect.stringContaining("partnership representative"),
    );
    const managed = generate(
      request("llc", { answers: { management: "manager-managed", managerName: "Pat Manager" } }),
    );
    expect(toText(managed)).toContain('Pat Manager is designated the "partnership representative"');
  });
});

describe("will residue: shares as entered", () => {
  const beneficiaries = [
    { name: "Susan Whitaker Hale", share: 70 },
    { name: "Robert Whitaker", share: 30 },
  ];

  it("North Carolina, 70/30: the shares are printed, never 'equal shares'", () => {
    const answers = { residuaryBeneficiaries: beneficiaries };
    expect(answerProblems("will", answers)).toEqual([]);
    const text = toText(generate(request("will", { jurisdiction: "North Carolina", answers })));
    expect(text).toContain("in the following shares: 70% to Susan Whitaker Hale and 30% to Robert Whitaker.");
    expect(text).not.toContain("in equal shares");
  });

  it("no residuary beneficiary named: the residue follows the state's intestacy rules, as the form says", () => {
    const text = toText(generate(request("will", { jurisdiction: "Texas", answers: { residuaryBeneficiaries: [] } })));
    expect(text).toContain(
      "to the persons who would inherit it under the intestacy laws of Texas in force at my death, in the shares those laws provide.",
    );
    expect(text).not.toContain("in the following shares");
  });

  it("a spouse as sole residuary taker who dies first: the residue goes to the testator's descendants, not hers", () => {
    const answers = {
      maritalStatus: "married",
      spouseName: "Ruth Kline",
      residuaryBeneficiaries: [{ name: "Ruth Kline" }],
    };
    const text = toText(generate(request("will", { jurisdiction: "Pennsylvania", answers })));
    expect(text).toContain("if the beneficiary is my descendant, to the beneficiary's descendants who survive me");
    expect(text).toContain(
      "If no part of my Residuary Estate can pass under the paragraphs above, I give it to my descendants who survive me",
    );
  });

  it("no shares: equal shares, as the question says", () => {
    const answers = { residuaryBeneficiaries: [{ name: "Susan Whitaker Hale" }, { name: "Robert Whitaker" }] };
    expect(toText(generate(request("will", { answers })))).toContain(
      "in equal shares to Susan Whitaker Hale and Robert Whitaker.",
    );
  });

  it("a will stored with shares written into the names reads them as shares", () => {
    const answers = { residuaryBeneficiaries: "Susan Whitaker Hale (70%)\nRobert Whitaker - 30%" };
    expect(answerProblems("will", answers)).toEqual([]);
    expect(toText(generate(request("will", { answers })))).toContain(
      "70% to Susan Whitaker Hale and 30% to Robert Whitaker.",
    );
  });

  it("refuses shares that do not add up, or given for some beneficiaries only", () => {
    expect(
      answerProblems("will", {
        residuaryBeneficiaries: [
          { name: "A", share: 70 },
          { name: "B", share: 20 },
        ],
      }),
    ).toEqual([{ field: "residuaryBeneficiaries", message: "The shares add up to 90%; they must add up to 100%." }]);
    expect(answerProblems("will", { residuaryBeneficiaries: [{ name: "A", share: 70 }, { name: "B" }] })).toEqual([
      { field: "residuaryBeneficiaries", message: "Give every beneficiary a share, or leave them all blank." },
    ]);
  });
});

describe("typed answers", () => {
  it("amounts are read as people type them, and garbage or negatives are refused", () => {
    for (const rent of ["2400 dollars", "$2,400/month", "USD 2,400", "2,400"]) {
      expect(answerProblems("lease", { monthlyRent: rent })).toEqual([]);
      expect(toText(generate(request("lease", { answers: { monthlyRent: rent } })))).toContain("$2,400.00");
    }
    expect(answerProblems("lease", { monthlyRent: "2.4k" })).toEqual([]);
    // Separators that are not thousands in threes are not guessed at: "2.400,00" is not $2.40.
    for (const rent of ["abc", "-500", "2.400,00", "24,00", "0x10", "1e3"]) {
      expect(answerProblems("lease", { monthlyRent: rent })).toEqual([
        { field: "monthlyRent", message: "Enter an amount in dollars per month, for example 2,400 or $2,400.00." },
      ]);
    }
  });
});

describe("plain-English notes follow what is printed", () => {
  it("a non-compete the state voids: the covenant section's note names the law that removed it", () => {
    const doc = generate(request("employment", { jurisdiction: "California", answers: { nonCompete: true } }));
    const section = doc.sections.find((s) => s.clauses.some((c) => c.id === "employment.non-compete"));
    expect(section?.explanation).toContain("There is no non-compete after employment ends: California law voids it");
  });

  it("a will without a named guardian or a no-contest clause says so in its notes", () => {
    const doc = generate(request("will", { answers: { hasChildren: true, noContest: false } }));
    const note = (id: string) => doc.sections.find((s) => s.id === id)?.explanation ?? "";
    expect(note("guardian")).toContain("Asks the court to choose a guardian");
    expect(note("no-contest")).toContain("no penalty for challenging the will");
  });
});
