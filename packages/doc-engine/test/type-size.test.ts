/**
 * A statute that sets a minimum type size (New York's power of attorney: "no less than twelve point", GOL
 * § 5-1501B(1)(a)) binds every part of every download: the caution notice, the footers and the "Before you
 * sign" appendix included. The sizes are read out of the files themselves: the runs of the Word file (and the
 * styles they use) and every font selection (`Tf`) in the PDF's page content.
 */
import JSZip from "jszip";
import { describe, expect, it } from "vitest";

import { generate, JURISDICTIONS } from "../src/index";
import { LEASE_DISCLOSURES } from "../src/jurisdictions/lease-disclosures";
import { toDocx } from "../src/render/docx";
import { toPdf } from "../src/render/pdf";
import { request } from "./fixtures";

const newYorkPoa = () => generate(request("poa", { jurisdiction: "New York" }));

/** Every run size in half-points the Word file can show: run properties, the styles paragraphs use, defaults. */
async function docxSizes(bytes: Uint8Array): Promise<number[]> {
  const zip = await JSZip.loadAsync(bytes);
  const parts = Object.keys(zip.files).filter((name) => /^word\/(document|footer\d*|header\d*)\.xml$/.test(name));
  const xml = await Promise.all(parts.map((name) => zip.file(name)?.async("string") ?? Promise.resolve("")));
  const styles = (await zip.file("word/styles.xml")?.async("string")) ?? "";
  const sizesIn = (text: string) => [...text.matchAll(/<w:sz(?:Cs)? w:val="(\d+)"/g)].map((m) => Number(m[1]));
  const used = new Set(xml.flatMap((text) => [...text.matchAll(/<w:pStyle w:val="([^"]+)"/g)].map((m) => m[1])));
  const styleSizes = [...styles.matchAll(/<w:style [^>]*w:styleId="([^"]+)"[\s\S]*?<\/w:style>/g)]
    .filter((m) => used.has(m[1]))
    .flatMap((m) => sizesIn(m[0]));
  const defaults = sizesIn(/<w:docDefaults>[\s\S]*?<\/w:docDefaults>/.exec(styles)?.[0] ?? "");
  return [...xml.flatMap(sizesIn), ...styleSizes, ...defaults];
}

/** Every font size the PDF's pages select (uncompressed, so the content streams are readable). */
function pdfSizes(bytes: Uint8Array): number[] {
  const text = Buffer.from(bytes).toString("latin1");
  return [...text.matchAll(/\/F\d+ ([\d.]+) Tf/g)].map((m) => Number(m[1]));
}

describe("a statutory minimum type size holds in every format", () => {
  it("New York's power of attorney: nothing in the Word file or the PDF is smaller than 12 points", async () => {
    const doc = newYorkPoa();
    expect(doc.typeSize).toBe(12);
    expect(doc.notices.length).toBeGreaterThan(0);

    const word = await docxSizes(await toDocx(doc));
    expect(word.length).toBeGreaterThan(0);
    expect(word.filter((halfPoints) => halfPoints < 24)).toEqual([]);

    const pdf = pdfSizes(await toPdf(doc, { compress: false }));
    expect(pdf.length).toBeGreaterThan(0);
    expect(pdf.filter((points) => points < 12)).toEqual([]);
  });

  it("documents without a statutory size keep the smaller notice and footer (the check can tell them apart)", async () => {
    const doc = generate(request("poa", { jurisdiction: "California", answers: { durable: true } }));
    expect(doc.typeSize).toBeUndefined();
    expect(Math.min(...(await docxSizes(await toDocx(doc))))).toBeLessThan(24);
    expect(Math.min(...pdfSizes(await toPdf(doc, { compress: false })))).toBeLessThan(12);
  });
});

/** The runs of the Word file whose text includes `words`: whether each is bold, and its size in half-points. */
async function docxRunsWith(bytes: Uint8Array, words: string) {
  const zip = await JSZip.loadAsync(bytes);
  const xml = (await zip.file("word/document.xml")?.async("string")) ?? "";
  return [...xml.matchAll(/<w:r>([\s\S]*?)<\/w:r>/g)]
    .map((m) => m[1] ?? "")
    .filter((run) => run.includes(words))
    .map((run) => ({ bold: /<w:b\/>/.test(run), size: Number(/<w:sz w:val="(\d+)"/.exec(run)?.[1] ?? 0) }));
}

/** The sizes at which the PDF selects its bold font (the font whose BaseFont name says Bold). */
function pdfBoldSizes(bytes: Uint8Array): number[] {
  const text = Buffer.from(bytes).toString("latin1");
  const boldObjects = new Set(
    [...text.matchAll(/(\d+) 0 obj\s*<<[^>]*?\/BaseFont \/[A-Z]{6}\+[\w-]*Bold/g)].map((m) => m[1]),
  );
  const boldNames = new Set(
    [...text.matchAll(/\/(F\d+) (\d+) 0 R/g)].filter((m) => boldObjects.has(m[2] ?? "")).map((m) => m[1]),
  );
  return [...text.matchAll(/\/(F\d+) ([\d.]+) Tf/g)].filter((m) => boldNames.has(m[1] ?? "")).map((m) => Number(m[2]));
}

it("California's durable power: the § 4128 warning is in boldface of at least 10 points in both files", async () => {
  const doc = generate(request("poa", { jurisdiction: "California", answers: { durable: true } }));
  const runs = await docxRunsWith(await toDocx(doc), "A durable power of attorney is an important legal document");
  expect(runs.length).toBeGreaterThan(0);
  for (const run of runs) expect(run).toEqual({ bold: true, size: expect.any(Number) as number });
  expect(Math.min(...runs.map((run) => run.size))).toBeGreaterThanOrEqual(20);

  const bold = pdfBoldSizes(await toPdf(doc, { compress: false }));
  expect(bold.length).toBeGreaterThan(0);
  expect(bold.filter((points) => points < 10)).toEqual([]);
});

describe("lease disclosures the statute says to print in bold or at a least size", () => {
  const styled = Object.entries(LEASE_DISCLOSURES).flatMap(([code, list]) =>
    list.filter((d) => d.print?.bold || d.print?.points).map((d) => ({ code, d, name: `${code} ${d.id}` })),
  );

  it.each(styled)("$name: bold, at the size the statute sets, in the Word file and the PDF", async ({ code, d }) => {
    const jurisdiction = JURISDICTIONS.find((j) => j.code === code)?.name ?? code;
    const doc = generate(
      request("lease", {
        jurisdiction,
        answers: { monthlyRent: 2000, securityDeposit: 1000, builtBefore1978: "yes" },
      }),
    );
    // Words of the disclosure before any blank, box or filled-in fact, long enough to be its own.
    const words =
      d.paragraphs
        .map((text) => text.replace(/^☐ /, "").split(/[⟦_☐]/)[0]?.trim().slice(0, 40) ?? "")
        .find((w) => w.length >= 15) ?? "";
    const runs = await docxRunsWith(await toDocx(doc), words);
    expect(runs.length, `${d.id}: "${words}" in the Word file`).toBeGreaterThan(0);
    for (const run of runs) expect(run.bold).toBe(true);
    expect(Math.min(...runs.map((run) => run.size))).toBeGreaterThanOrEqual(2 * (d.print?.points ?? 0));
    const bold = pdfBoldSizes(await toPdf(doc, { compress: false }));
    expect(Math.max(...bold)).toBeGreaterThanOrEqual(d.print?.points ?? 0);
  });
});
