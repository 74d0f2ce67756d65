/** The rules as generate() applies them, with the answer names the type files use. */
import JSZip from "jszip";
import { describe, expect, it } from "vitest";

import { generate } from "../src/generate";
import type { DocumentRequest, DocumentType } from "../src/model";
import { toDocx } from "../src/render/docx";
import { toPdf } from "../src/render/pdf";
import { toText } from "../src/render/text";
import { DEPOSIT_CLAUSE_ID, NON_COMPETE_CLAUSE_ID, STATE_RIGHTS_CLAUSE_ID } from "../src/rules";

const request = (
  documentType: DocumentType,
  jurisdiction: string,
  date: string,
  answers: Record<string, unknown> = {},
): DocumentRequest => ({
  documentType,
  jurisdiction,
  parties: {
    party1Name: "Acme <script>x</script> LLC",
    party1Address: "1 Main St",
    party2Name: "Jordan O'Neil",
    party2Address: "2 Oak Ave",
  },
  purpose: "Test of the jurisdiction rules",
  useAI: false,
  answers,
  date,
});

const clauseText = (doc: ReturnType<typeof generate>, id: string) =>
  doc.sections.flatMap((s) => s.clauses).find((c) => c.id === id)?.text;

describe("rules through generate()", () => {
  it("California lease: 2-month deposit warns after 2024-07-01, not before", () => {
    const answers = { monthlyRent: 2000, securityDeposit: 4000 };
    const after = generate(request("lease", "California", "2024-08-01", answers));
    expect(after.warnings.map((w) => w.citation)).toContain("Cal. Civ. Code § 1950.5(c) (as amended by AB 12)");
    expect(clauseText(after, DEPOSIT_CLAUSE_ID)).toContain("21 days");
    const before = generate(request("lease", "California", "2024-06-01", answers));
    expect(before.warnings.filter((w) => w.family === "security-deposit")).toEqual([]);
  });

  it("will: attestation and self-proving affidavit with its jurat after the testator's signature", () => {
    const doc = generate(request("will", "Texas", "2026-01-05"));
    expect(doc.execution.map((block) => block.id)).toEqual(["signatures", "attestation", "self-proving-affidavit"]);
    expect(toText(doc)).toContain("Subscribed and sworn to before me by the said");
  });

  it("poa: notary and two witnesses in Florida", () => {
    const doc = generate(request("poa", "Florida", "2026-01-05"));
    expect(doc.execution.map((block) => block.id)).toEqual(["signatures", "witnesses", "notary-acknowledgment"]);
    expect(doc.warnings.some((w) => w.family === "poa-execution")).toBe(true);
  });

  it("employment: a California non-compete is replaced", () => {
    const doc = generate(request("employment", "California", "2026-01-05", { nonCompete: true }));
    expect(clauseText(doc, NON_COMPETE_CLAUSE_ID)).toContain("does not permit");
    expect(doc.warnings.find((w) => w.family === "non-compete")?.citation).toContain("16600");
  });

  it("privacy policy: Virginia rights paragraph", () => {
    const doc = generate(request("privacy-policy", "Virginia", "2026-01-05"));
    expect(clauseText(doc, STATE_RIGHTS_CLAUSE_ID)).toContain("VCDPA");
  });

  it("renders a generated document to DOCX and PDF with the names as text", async () => {
    const doc = generate(request("lease", "New York", "2026-01-05", { monthlyRent: 3000, securityDeposit: 3000 }));
    const zip = await JSZip.loadAsync(await toDocx(doc));
    const xml = (await zip.file("word/document.xml")?.async("string")) ?? "";
    expect(xml).toContain("Acme &lt;script&gt;x&lt;/script&gt; LLC");
    expect(xml).toMatch(/Jordan O(&apos;|')Neil/);
    const pdf = Buffer.from(await toPdf(doc, { compress: false })).toString("latin1");
    expect(pdf.startsWith("%PDF")).toBe(true);
    const pages = (pdf.match(/\/Type \/Page\b/g) ?? []).length;
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(pages).toBeLessThanOrEqual(15);
  });
});
