import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import type JSZip from "jszip";
import { getDocumentProxy } from "unpdf";

import { signUpOverApi } from "./support/auth";
import { generateDocument } from "./support/dashboard";
import { downloaded, pdfText, wordText } from "./support/files";
import { useOnePageForm } from "./support/form-mode";
import { fillCoreTerms } from "./support/core-terms";

/**
 * The reviewing attorney's five critical cases, made in the browser from the production build and read back
 * from the Word and PDF files the user downloads: figures printed as entered (never "equal" beside unequal
 * shares), the Florida initial line beside the gift power, and New York's 12-point minimum in every part of
 * both files.
 */
test.beforeEach(async ({ page }) => {
  await useOnePageForm(page);
  await signUpOverApi(page);
});

type Party = [label: string, value: string];

async function fillForm(page: Page, type: string, state: string, parties: Party[], purpose: string) {
  await page.goto(`/documents/${type}`);
  await page.getByLabel("Jurisdiction").selectOption(state);
  for (const [label, value] of parties) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel("Purpose", { exact: true }).fill(purpose);
  await fillCoreTerms(page, type);
  await page.getByLabel(/Template/).check();
}

async function generate(page: Page) {
  await page.getByRole("button", { name: "Generate Document" }).click();
  await expect(page.getByRole("region", { name: "Document Summary" })).toBeVisible({ timeout: 30_000 });
}

/** Fills the rows of a list question: one object per row, keyed by the column labels. */
async function fillRows(page: Page, add: string, rows: Record<string, string>[]) {
  for (const [index, row] of rows.entries()) {
    await page.getByRole("button", { name: add }).click();
    for (const [label, value] of Object.entries(row))
      await page.getByLabel(label, { exact: true }).nth(index).fill(value);
  }
}

/** The text of both downloads, for assertions that must hold in each. */
async function bothFiles(page: Page) {
  const word = await wordText(await downloaded(page, "Download as Word"));
  const pdf = await pdfText(await downloaded(page, "Download as PDF"));
  return [word.text, pdf.text];
}

/**
 * Every type size (w:sz and w:szCs, in points) the Word file can show: every part under word/ (body, headers,
 * footers, notes, numbering), and from styles.xml the defaults every run inherits and the styles those parts
 * use. The styles nothing uses are left out: the docx library writes its own (a 9-point caption, 10-point
 * foot- and endnote text) into every file, and Word shows them only when a paragraph or run names them.
 */
async function wordSizes(zip: JSZip): Promise<number[]> {
  const names = Object.keys(zip.files).filter((name) => /^word\/[^/]+\.xml$/.test(name) && name !== "word/styles.xml");
  const parts = await Promise.all(names.map((name) => zip.file(name)?.async("string") ?? Promise.resolve("")));
  const styles = (await zip.file("word/styles.xml")?.async("string")) ?? "";
  const sizesIn = (xml: string) => [...xml.matchAll(/<w:sz(?:Cs)? w:val="(\d+)"/g)].map((m) => Number(m[1]) / 2);
  const used = new Set(parts.flatMap((xml) => [...xml.matchAll(/<w:[pr]Style w:val="([^"]+)"/g)].map((m) => m[1])));
  const styleSizes = [...styles.matchAll(/<w:style [^>]*w:styleId="([^"]+)"[\s\S]*?<\/w:style>/g)]
    .filter((m) => used.has(m[1]))
    .flatMap((m) => sizesIn(m[0]));
  const defaults = sizesIn(/<w:docDefaults>[\s\S]*?<\/w:docDefaults>/.exec(styles)?.[0] ?? "");
  expect(names, "the Word file has its body part").toContain("word/document.xml");
  expect(defaults.length, "styles.xml sets the default size").toBeGreaterThan(0);
  return [...parts.flatMap(sizesIn), ...styleSizes, ...defaults];
}

const LLC_PARTIES: Party[] = [
  ["First member's name", "Greta Lindqvist"],
  ["First member's address", "14 Lake St, Madison, WI 53703"],
  ["Second member's name", "Owen Fischer"],
  ["Second member's address", "9 Pine Ave, Madison, WI 53704"],
];

test("LLC, Wisconsin: custom percentages 55/35/10 are printed as entered; a total of 95 is refused inline", async ({
  page,
}) => {
  await fillForm(page, "llc", "Wisconsin", LLC_PARTIES, "A bakery and catering business");
  await page.getByLabel("Ownership percentages").selectOption("custom");
  await fillRows(page, "Add member", [
    { "Member name": "Greta Lindqvist", "Ownership share (%)": "55" },
    { "Member name": "Owen Fischer", "Ownership share (%)": "35" },
    { "Member name": "Heidi Lindqvist", "Ownership share (%)": "5" },
  ]);
  await page.getByRole("button", { name: "Generate Document" }).click();
  await expect(page.getByText("The ownership shares add up to 95%; they must add up to 100%.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Document Summary" })).toHaveCount(0);

  await page.getByLabel("Ownership share (%)", { exact: true }).nth(2).fill("10");
  await expect(page.getByText("Total: 100% of 100%")).toBeVisible();
  await generate(page);
  for (const text of await bothFiles(page)) {
    expect(text).toContain("Greta Lindqvist (55%), Owen Fischer (35%) and Heidi Lindqvist (10%)");
    expect(text).not.toContain("equal Percentage Interests");
    expect(text).not.toContain("33.33%");
  }
});

test("LLC, Nevada: ownership in proportion to contributions follows the amounts entered", async ({ page }) => {
  await fillForm(
    page,
    "llc",
    "Nevada",
    [
      ["First member's name", "Marcus Bell"],
      ["First member's address", "300 Fremont St, Las Vegas, NV 89101"],
      ["Second member's name", "Dana Ruiz"],
      ["Second member's address", "12 Desert Rd, Henderson, NV 89002"],
    ],
    "A print shop",
  );
  await page.getByLabel("Ownership percentages").selectOption("contributions");
  await fillRows(page, "Add member", [
    { "Member name": "Marcus Bell", "Capital contribution ($)": "$40,000" },
    { "Member name": "Dana Ruiz" },
  ]);
  await page.getByRole("button", { name: "Generate Document" }).click();
  await expect(page.getByText("Enter the member's capital contribution.")).toBeVisible();

  await page.getByLabel("Capital contribution ($)", { exact: true }).nth(1).fill("10000");
  await page.getByLabel("Contributed as (if not cash)", { exact: true }).nth(1).fill("office equipment");
  await generate(page);
  for (const text of await bothFiles(page)) {
    expect(text).toContain("Marcus Bell (80%) and Dana Ruiz (20%)");
    expect(text).toContain("Dana Ruiz: $10,000.00, contributed as office equipment");
    expect(text).not.toContain("equal Percentage Interests");
  }
});

test("Will, North Carolina: residue shares 70/30 are printed, with no 'equal'", async ({ page }) => {
  await fillForm(
    page,
    "will",
    "North Carolina",
    [
      ["Testator's full legal name", "Eleanor Whitaker"],
      ["Testator's home address", "21 Oak St, Raleigh, NC 27601"],
      ["Executor's full name", "Susan Whitaker Hale"],
      ["Executor's address", "5 Elm St, Durham, NC 27701"],
    ],
    "To leave my estate to my family",
  );
  await fillRows(page, "Add beneficiary", [
    { "Beneficiary's full name": "Susan Whitaker Hale", "Share (%)": "70" },
    { "Beneficiary's full name": "Robert Whitaker", "Share (%)": "30" },
  ]);
  await generate(page);
  for (const text of await bothFiles(page)) {
    expect(text).toContain("in the following shares: 70% to Susan Whitaker Hale and 30% to Robert Whitaker.");
    expect(text).not.toContain("in equal shares");
  }
});

const POA_PARTIES = (state: string): Party[] => [
  ["Principal's full legal name", "Rosa Delgado"],
  ["Principal's home address", `1 Main St, Springfield, ${state}`],
  ["Agent's full name", "Miguel Delgado"],
  ["Agent's address", `2 Main St, Springfield, ${state}`],
];

test("POA, Florida, with the gift power: the principal's initial line stands beside it (§ 709.2202)", async ({
  page,
}) => {
  await fillForm(page, "poa", "Florida", POA_PARTIES("FL"), "To manage my finances if I cannot");
  await page.getByLabel("Making gifts").check();
  await generate(page);
  await expect(page.getByTestId("before-you-sign")).toContainText("Fla. Stat. § 709.2202(1)(c)");
  for (const text of await bothFiles(page)) {
    expect(text).toContain(
      "only if the Principal has initialed beside it (Fla. Stat. § 709.2202(1)(c)): (c) Make a gift",
    );
    expect(text).toMatch(/Principal's initials: _{6,}/);
    expect(text).toContain('the principal initials beside "(c) Make a gift"');
  }
});

test("POA, New York: every part of the Word file and the PDF is at least 12-point, the caution included", async ({
  page,
}) => {
  await fillForm(page, "poa", "New York", POA_PARTIES("NY"), "To manage my finances");
  await generate(page);

  const word = await wordText(await downloaded(page, "Download as Word"));
  expect(word.text).toContain("CAUTION TO THE PRINCIPAL");
  const points = await wordSizes(word.zip);
  expect(points.length).toBeGreaterThan(0);
  expect(points.filter((size) => size < 12)).toEqual([]);

  const pdf = await getDocumentProxy(new Uint8Array(await downloaded(page, "Download as PDF")));
  const heights: number[] = [];
  let caution = false;
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    for (const item of content.items) {
      if (!("str" in item) || item.str.trim() === "") continue;
      if (item.str.includes("CAUTION TO THE PRINCIPAL")) caution = true;
      const [, , skew = 0, scale = 0] = item.transform as number[];
      heights.push(Math.hypot(skew, scale));
    }
  }
  expect(caution).toBe(true);
  expect(heights.length).toBeGreaterThan(100);
  expect(heights.filter((points) => points < 11.99)).toEqual([]);
});

test("Will stored with its residue as text (before rows): it opens as rows, and removing one checks the shares again", async ({
  page,
}) => {
  const { id } = await generateDocument(page, {
    documentType: "will",
    jurisdiction: "North Carolina",
    parties: {
      party1Name: "Eleanor Whitaker",
      party1Address: "21 Oak St, Raleigh, NC 27601",
      party2Name: "Susan Whitaker Hale",
      party2Address: "5 Elm St, Durham, NC 27701",
    },
    purpose: "To leave my estate to my family",
    answers: { residuaryBeneficiaries: "Kim Lee (70%)\nSam Lee - 30%" },
  });
  await page.goto(`/documents/will?doc=${id}&edit=1`);
  const names = page.getByLabel("Beneficiary's full name", { exact: true });
  const shares = page.getByLabel("Share (%)", { exact: true });
  await expect(names).toHaveCount(2);
  await expect(names.nth(0)).toHaveValue("Kim Lee");
  await expect(names.nth(1)).toHaveValue("Sam Lee");
  await expect(shares.nth(0)).toHaveValue("70");
  await expect(shares.nth(1)).toHaveValue("30");

  await page.getByRole("button", { name: "Remove beneficiary 2" }).click();
  await expect(names).toHaveCount(1);
  await page.getByRole("button", { name: "Update Document" }).click();
  await expect(page.getByText("The shares add up to 70%; they must add up to 100%.")).toBeVisible();
});

test("Custody, Pennsylvania: each child a row with a date of birth; a 30-day relocation notice becomes 60 under § 5337", async ({
  page,
}) => {
  await page.goto("/documents/child-custody");
  await page.getByLabel("Jurisdiction").selectOption("Pennsylvania");
  const parents: Party[] = [
    ["First parent's full legal name", "Ada Cole"],
    ["First parent's address", "14 Walnut St, Pittsburgh, PA 15232"],
    ["Second parent's full legal name", "Ben Cole"],
    ["Second parent's address", "80 Grant Ave, Erie, PA 16501"],
  ];
  for (const [label, value] of parents) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel("Purpose", { exact: true }).fill("A parenting plan for our children");
  await page.getByLabel(/Template/).check();
  await page.getByRole("button", { name: "Generate Document" }).click();
  await expect(page.getByText("Add each child.")).toBeVisible();

  await fillRows(page, "Add child", [
    { "Child's full name": "Maya Cole", "Date of birth": "2018-03-04" },
    { "Child's full name": "Leo Cole", "Date of birth": "2021-11-30" },
  ]);
  await page.getByLabel("Notice before moving away (days)").fill("30");
  await generate(page);
  // The preview letters the recitals as the files do.
  await expect(page.getByTestId("document-preview")).toContainText("A. Ada Cole, Parent A, and Ben Cole, Parent B");
  for (const text of await bothFiles(page)) {
    const flat = text.replace(/Page \d+ of \d+/g, " ").replace(/\s+/g, " ");
    expect(flat).toContain("Maya Cole, born March 4, 2018; Leo Cole, born November 30, 2021");
    expect(flat).toContain("at least sixty (60) days before the move");
    expect(flat).toContain("This is the least notice Pennsylvania law allows");
    expect(flat).toContain("by certified mail, return receipt requested");
  }
});
