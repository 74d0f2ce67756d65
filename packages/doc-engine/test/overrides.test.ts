import JSZip from "jszip";
import { describe, expect, it } from "vitest";

import type { DocumentRequest, LegalDocument } from "../src/index";
import { DocumentEngineError, generate, refine, toMarkdown, toText } from "../src/index";
import { toDocx } from "../src/render/docx";
import { toPdf } from "../src/render/pdf";
import { DEPOSIT_CLAUSE_ID } from "../src/rules";
import { request } from "./fixtures";
import { pdfText } from "./pdf-text";

const CAT = "The Tenant may keep one cat at the Premises.";
const REMOTE = "The Employee may work remotely up to two days a week with the Employer's approval.";

const lease = (extra: Partial<DocumentRequest> = {}) =>
  request("lease", {
    clauseOverrides: { "lease.pets.policy": { text: CAT, source: "ai", reason: "The tenant asked to keep one cat." } },
    ...extra,
  });

const clause = (doc: LegalDocument, id: string) =>
  doc.sections.flatMap((section) => section.clauses).find((item) => item.id === id);

const engineError = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof DocumentEngineError ? error : undefined;
  }
  return undefined;
};

describe("clause overrides", () => {
  it("replace a clause's wording and mark its origin and reason", () => {
    const doc = generate(lease());
    expect(clause(doc, "lease.pets.policy")).toMatchObject({
      text: CAT,
      origin: "ai",
      originReason: expect.any(String),
    });
    expect(doc.request.clauseOverrides?.["lease.pets.policy"]?.text).toBe(CAT);
    expect(clause(generate(request("lease")), "lease.pets.policy")?.text).not.toBe(CAT);
  });

  it("survive a refine and a regenerate from the stored request, untouched by tone", () => {
    const doc = generate(lease());
    const refined = refine(doc, "Make it more formal");
    if (!refined.applied) throw new Error(refined.reason);
    expect(clause(refined.document, "lease.pets.policy")).toMatchObject({ text: CAT, origin: "ai" });
    const shorter = refine(refined.document, "Make it shorter");
    if (!shorter.applied) throw new Error(shorter.reason);
    expect(clause(shorter.document, "lease.pets.policy")?.text).toBe(CAT);
    expect(clause(generate(shorter.document.request), "lease.pets.policy")?.text).toBe(CAT);
  });

  it("badge the clause in markdown and text; user wording reads 'Edited by you'", () => {
    const doc = generate(lease());
    expect(toMarkdown(doc)).toContain(`${CAT} _\\[AI wording\\]_`);
    expect(toText(doc)).toContain(`${CAT} [AI wording]`);
    const mine = generate(
      request("lease", { clauseOverrides: { "lease.pets.policy": { text: CAT, source: "user" } } }),
    );
    expect(toText(mine)).toContain(`${CAT} [Edited by you]`);
    expect(toText(generate(request("lease")))).not.toMatch(/\[AI wording\]|\[Edited by you\]/);
  });

  it("wait, unapplied, while their clause is not in the document", () => {
    const doc = generate(
      request("lease", { clauseOverrides: { "lease.parking": { text: "Parking text.", source: "ai" } } }),
    );
    expect(clause(doc, "lease.parking")).toBeUndefined();
    const withParking = generate({ ...doc.request, style: { include: ["lease.parking"] } });
    expect(clause(withParking, "lease.parking")).toMatchObject({ text: "Parking text.", origin: "ai" });
  });

  it.each([
    ["governing law", "lease", "lease.governing-law.law", "governing law"],
    ["a clause the state rules wrote", "lease", DEPOSIT_CLAUSE_ID, "state's rules"],
    ["the signature block", "lease", "signatures", "signature pages"],
    ["a statutory notice", "poa", "statutory-notice", "statutory notice"],
    ["a will's attestation", "will", "attestation", "signature pages"],
  ] as const)("refuse %s with a typed engine error", (_name, type, id, words) => {
    const error = engineError(() =>
      generate(request(type, { clauseOverrides: { [id]: { text: "Anything at all.", source: "ai" } } })),
    );
    expect(error?.code).toBe("protected-clause");
    expect(error?.message).toContain(words);
  });

  it("refuse empty wording", () => {
    const error = engineError(() =>
      generate(request("lease", { clauseOverrides: { "lease.pets.policy": { text: "  ", source: "user" } } })),
    );
    expect(error?.code).toBe("invalid-override");
  });
});

describe("custom clauses", () => {
  const remote = {
    id: "custom.remote-work",
    sectionId: "additional-terms",
    heading: "Remote Work",
    text: REMOTE,
    source: "ai" as const,
    reason: "The instruction asked for a remote-work clause.",
  };

  it("are added at the end of their section with a heading and a badge, and survive refine", () => {
    const doc = generate(request("employment", { customClauses: [remote] }));
    const section = doc.sections.find((item) => item.id === "additional-terms");
    expect(section?.clauses.at(-1)).toMatchObject({
      id: remote.id,
      heading: "Remote Work",
      text: REMOTE,
      origin: "ai",
    });
    expect(toText(doc)).toContain(`Remote Work. ${REMOTE} [AI wording]`);
    const refined = refine(doc, "Use plain English");
    if (!refined.applied) throw new Error(refined.reason);
    expect(clause(refined.document, remote.id)?.text).toBe(REMOTE);
  });

  it("go to additional terms when the section does not exist", () => {
    const doc = generate(request("employment", { customClauses: [{ ...remote, sectionId: "no-such-section" }] }));
    expect(doc.sections.find((item) => item.id === "additional-terms")?.clauses.at(-1)?.id).toBe(remote.id);
  });

  it("refuse a repeated id and the governing-law section", () => {
    const repeated = engineError(() =>
      generate(request("employment", { customClauses: [{ ...remote, id: "employment.governing-law.law" }] })),
    );
    expect(repeated?.code).toBe("invalid-override");
    const law = engineError(() =>
      generate(request("employment", { customClauses: [{ ...remote, sectionId: "governing-law" }] })),
    );
    expect(law?.code).toBe("protected-clause");
  });
});

describe("badges in the exported bytes", () => {
  it("DOCX and PDF print '[AI wording]' after the AI's clause and '[Edited by you]' after the user's", async () => {
    const doc = generate(
      lease({
        customClauses: [
          {
            id: "custom.bikes",
            sectionId: "pets",
            heading: "Bicycles",
            text: "Bicycles may be kept indoors.",
            source: "user",
          },
        ],
      }),
    );
    const zip = await JSZip.loadAsync(await toDocx(doc));
    const xml = (await zip.file("word/document.xml")?.async("string")) ?? "";
    expect(xml).toContain(CAT);
    expect(xml).toMatch(/<w:i\/>[\s\S]{0,200}<w:t xml:space="preserve"> \[AI wording\]<\/w:t>/);
    expect(xml).toContain(" [Edited by you]");
    const pdf = pdfText(Buffer.from(await toPdf(doc, { compress: false })).toString("latin1")).replace(/\s+/g, " ");
    expect(pdf).toContain("one cat at the Premises. [AI wording]");
    expect(pdf).toContain("Bicycles may be kept indoors. [Edited by you]");
  });

  it("a document without overrides renders the same bytes as before the feature (no badge)", async () => {
    const plain = generate(request("lease"));
    const zip = await JSZip.loadAsync(await toDocx(plain));
    expect(await zip.file("word/document.xml")?.async("string")).not.toContain("AI wording");
    expect(toMarkdown(plain)).toBe(toMarkdown(generate(request("lease", { clauseOverrides: {}, customClauses: [] }))));
  });
});
