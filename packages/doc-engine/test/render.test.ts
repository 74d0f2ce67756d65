import { describe, expect, it } from "vitest";

import { escapeMarkdown, fileName, generate, toMarkdown, toText } from "../src/index";
import { request } from "./fixtures";

const nasty = {
  party1Name: "<script>alert('x')</script> **Bold** Corp",
  party1Address: "# 1 [Main](http://evil) St",
  party2Name: "_Under_ & <b>Sons</b>",
  party2Address: "- 2 Oak Ave\n1. not a list",
};

describe("markdown", () => {
  const doc = generate(request("nda", { parties: nasty, details: "See <img src=x onerror=alert(1)> and `code`" }));
  const markdown = toMarkdown(doc);

  it("has the title, recitals, numbered sections and clauses, and signatures", () => {
    expect(markdown.startsWith("# Non-Disclosure Agreement\n\n")).toBe(true);
    expect(markdown).toContain("\n## RECITALS\n");
    expect(markdown).toContain("\n## 1. DEFINITION OF CONFIDENTIAL INFORMATION\n");
    expect(markdown).toContain("\n1.1 This Agreement is one-way.");
    expect(markdown).toContain("\n## 12. GENERAL PROVISIONS\n");
    expect(markdown).toContain("\n## SIGNATURES\n");
    expect(markdown).toContain("**FIRST PARTY**");
    expect(markdown).toContain("**SECOND PARTY**");
  });

  it("prints markup in party names and details as literal text", () => {
    expect(markdown).not.toContain("<script>");
    expect(markdown).not.toContain("**Bold**");
    // No "<" survives unescaped anywhere in the output.
    expect(markdown).not.toMatch(/(^|[^\\])</m);
    expect(markdown).toContain("\\<script\\>alert('x')\\</script\\> \\*\\*Bold\\*\\* Corp");
    expect(markdown).toContain("Address: \\# 1 \\[Main\\](http://evil) St");
    expect(markdown).toContain("\\_Under\\_ \\& \\<b\\>Sons\\</b\\>");
    // A line break in an address cannot open a list.
    expect(markdown).toContain("\\- 2 Oak Ave\n1\\. not a list");
  });

  it("escapes every CommonMark-active character", () => {
    expect(escapeMarkdown("a*b_c`d[e]f<g>h#i|j~k\\l&m!n")).toBe(
      "a\\*b\\_c\\`d\\[e\\]f\\<g\\>h\\#i\\|j\\~k\\\\l\\&m\\!n",
    );
  });

  it("shows witness, notary and self-proving lines when the rules ask for them", () => {
    const will = generate(request("will", { jurisdiction: "Texas" }));
    const withLines = {
      ...will,
      signatures: {
        ...will.signatures,
        witnesses: 2,
        notary: true,
        selfProvingAffidavit: true,
        notes: ["Signed before two witnesses."],
      },
    };
    const md = toMarkdown(withLines);
    expect(md).toContain("**WITNESS 1**");
    expect(md).toContain("**WITNESS 2**");
    expect(md).toContain("**NOTARY ACKNOWLEDGMENT**");
    expect(md).toContain("State: Texas");
    expect(md).toContain("**SELF-PROVING AFFIDAVIT**");
    expect(md).toContain("Signed before two witnesses.");
  });
});

describe("text", () => {
  it("is raw: user text is printed exactly as typed", () => {
    const text = toText(generate(request("lease", { parties: nasty })));
    expect(text).toContain("<script>alert('x')</script> **Bold** Corp");
    expect(text.startsWith("LEASE AGREEMENT\n\n")).toBe(true);
    expect(text).toContain("LANDLORD\n\nSignature: ____");
  });

  it("names files from the title", () => {
    expect(fileName(generate(request("nda")), ".txt")).toBe("non-disclosure-agreement.txt");
    expect(fileName(generate(request("will")), "docx")).toBe("last-will-and-testament.docx");
    expect(fileName(generate(request("llc")), ".pdf")).toBe("llc-operating-agreement.pdf");
  });
});
