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
    expect(markdown).toMatch(/\nB\. [^\n]+ is willing to receive/);
    // The words of agreement close the recitals without a letter of their own.
    expect(markdown).toMatch(/\nNOW, THEREFORE, in consideration/);
    expect(markdown).not.toMatch(/\n[A-Z]\. NOW, THEREFORE/);
    expect(markdown).toContain("\n## 1. DEFINITION OF CONFIDENTIAL INFORMATION\n");
    expect(markdown).toContain("\n1.1 This Agreement is one-way:");
    expect(markdown).toContain("\n## 12. GENERAL PROVISIONS\n");
    expect(markdown).toContain("\n## SIGNATURES\n");
    expect(markdown).toContain("**DISCLOSING PARTY**");
    expect(markdown).toContain("**RECEIVING PARTY**");
    expect(markdown).toContain("\n## BEFORE YOU SIGN\n");
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

  it("prints a will's attestation, self-proving affidavit with jurat, and the Before you sign page", () => {
    const md = toMarkdown(generate(request("will", { jurisdiction: "Texas" })));
    expect(md).toContain("## ATTESTATION OF WITNESSES");
    expect(md).toContain("**WITNESS 1**");
    expect(md).toContain("**WITNESS 2**");
    expect(md).toContain("## SELF-PROVING AFFIDAVIT");
    expect(md).toContain("STATE OF TEXAS");
    expect(md).toContain("Subscribed and sworn to before me");
    expect(md).toContain("**NOTARY PUBLIC**");
    expect(md).toContain("Tex. Est. Code § 251.104(e)");
  });

  it("prints a statutory notice as a quoted box, and a letter with its letterhead and no title", () => {
    const poa = toMarkdown(generate(request("poa", { jurisdiction: "California" })));
    expect(poa).toContain("> **Notice to Person Executing Durable Power of Attorney**");
    const letter = toMarkdown(generate(request("cease-desist")));
    expect(letter.startsWith("**Northwind Traders LLC**\n\n100 Market Street")).toBe(true);
    expect(letter).not.toContain("# Cease and Desist Letter");
    expect(letter).toContain("Dear Contoso Partners Inc.:");
    expect(letter).not.toContain("GOVERNING LAW");
    expect(letter).not.toContain("RECITALS");
  });
});

describe("text", () => {
  it("is raw: user text is printed exactly as typed", () => {
    const text = toText(generate(request("lease", { parties: nasty })));
    expect(text).toContain("<script>alert('x')</script> **Bold** Corp");
    expect(text.startsWith("LEASE AGREEMENT\n\n")).toBe(true);
    // "… Corp" is a company's name: it signs through an officer, "By: / Name: / Title:".
    expect(text).toContain("LANDLORD\n\n<script>alert('x')</script> **Bold** Corp\n\nBy: ____");
  });

  it("names files from the title and the parties, in plain letters, cut at a word", () => {
    expect(fileName(generate(request("nda")), ".txt")).toBe(
      "non-disclosure-agreement-northwind-traders-llc-and-contoso-partners-inc.txt",
    );
    const lease = generate(
      request("lease", {
        parties: { ...request("lease").parties, party1Name: "Zoë Łukasz", party2Name: "Renée Dupont" },
      }),
    );
    expect(fileName(lease, "docx")).toBe("lease-agreement-zoe-ukasz-and-renee-dupont.docx");
    const long = generate(request("llc", { parties: { ...request("llc").parties, party1Name: "A".repeat(200) } }));
    expect(fileName(long, ".pdf")).toBe("llc-operating-agreement.pdf");
  });
});
