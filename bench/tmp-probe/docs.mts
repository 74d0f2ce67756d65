import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { signInBenchUser, startServer } from "../server";

const P = (a: string, b: string, c: string, d: string) => ({ party1Name: a, party1Address: b, party2Name: c, party2Address: d });
const CASES: [string, Record<string, unknown>][] = [
  ["bos-ca-vehicle", { documentType: "bill-of-sale", jurisdiction: "California", parties: P("Zoë Ortiz", "1 Pine St, Fresno, CA 93701", "Liam Chen", "2 Oak St, Fresno, CA 93702"), purpose: "Sale of my car", answers: { itemType: "vehicle", itemDescription: "2016 Honda Civic", price: 9000, vin: "2HGFC2F59GH512345", odometer: 64000 } }],
  ["custody-pa", { documentType: "child-custody", jurisdiction: "Pennsylvania", parties: P("Ada Cole", "14 Walnut St, Pittsburgh, PA 15232", "Ben Cole", "80 Grant Ave, Erie, PA 16501"), purpose: "Parenting plan", answers: { children: [{ name: "Maya Cole", birthDate: "2018-03-04" }], relocationNoticeDays: 30 } }],
  ["lease-ct", { documentType: "lease", jurisdiction: "Connecticut", parties: P("Harbor Rentals LLC", "9 Elm St, Hartford, CT 06103", "Renée Dupont", "3 Main St, Hartford, CT 06103"), purpose: "Home", additionalTerms: "Landlord may enter at any time without notice. The security deposit is non-refundable.", answers: { propertyAddress: "12 Elm Ct, Hartford, CT 06105", monthlyRent: 2000, securityDeposit: 2000, maxOccupants: 2 } }],
  ["lease-va", { documentType: "lease", jurisdiction: "Virginia", parties: P("Harbor Rentals LLC", "9 Elm St, Richmond, VA 23219", "Renée Dupont", "3 Main St, Richmond, VA 23219"), purpose: "Home", answers: { propertyAddress: "12 Elm Ct, Richmond, VA 23220", monthlyRent: 1800, securityDeposit: 1800 } }],
  ["lease-ny", { documentType: "lease", jurisdiction: "New York", parties: P("Harbor Rentals LLC", "9 Elm St, Albany, NY 12207", "Renée Dupont", "3 Main St, Albany, NY 12207"), purpose: "Home", answers: { propertyAddress: "12 Elm Ct, Albany, NY 12208", monthlyRent: 1800, maxOccupants: 2 } }],
  ["note-vehicle", { documentType: "promissory-note", jurisdiction: "Texas", parties: P("Sam Lee", "1 Main St, Austin, TX 78701", "Kim Park", "2 Oak St, Austin, TX 78702"), purpose: "Car loan", answers: { principal: 12000, interestRate: 6, secured: true, collateralKind: "titled-vehicle", collateralDescription: "2019 Toyota Tacoma, VIN 3TMCZ5AN2KM123456" } }],
  ["employment-co", { documentType: "employment", jurisdiction: "Colorado", parties: P("Peak Data LLC", "1 Main St, Denver, CO 80202", "Jo Reyes", "2 Oak St, Denver, CO 80203"), purpose: "Hiring", answers: { jobTitle: "Engineer", salary: 128000, nonCompete: true } }],
  ["will-mo", { documentType: "will", jurisdiction: "Missouri", parties: P("Margaret Lopez", "1 Main St, St. Louis, MO 63101", "Daniel Lopez", "2 Oak St, St. Louis, MO 63102"), purpose: "My will", answers: {} }],
  ["will-ga", { documentType: "will", jurisdiction: "Georgia", parties: P("Margaret Lopez", "1 Main St, Atlanta, GA 30303", "Daniel Lopez", "2 Oak St, Atlanta, GA 30304"), purpose: "My will", answers: {} }],
];

const { base, stop } = await startServer(3401);
try {
  const cookie = await signInBenchUser(base);
  mkdirSync("/tmp/docs", { recursive: true });
  for (const [name, input] of CASES) {
    const res = await fetch(`${base}/api/trpc/documents.generate?batch=1`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ 0: { json: { details: "", additionalTerms: "", useAI: false, ...input } } }),
    });
    const body = (await res.json()) as { result?: { data: { json: { document: { id: string } } } }; error?: unknown }[];
    const id = body[0]?.result?.data.json.document.id;
    if (!id) { console.log(name, "GENERATE FAILED", res.status, JSON.stringify(body).slice(0, 400)); continue; }
    for (const format of ["txt", "docx", "pdf"]) {
      const r = await fetch(`${base}/api/documents/${id}/${format}`, { headers: { cookie, "sec-fetch-site": "same-origin" } });
      const bytes = Buffer.from(await r.arrayBuffer());
      const file = `/tmp/docs/${name}.${format}`;
      writeFileSync(file, bytes);
      console.log(name, format, r.status, bytes.length, r.headers.get("content-disposition"));
    }
    execFileSync("pdftotext", ["-layout", `/tmp/docs/${name}.pdf`, `/tmp/docs/${name}.pdf.txt`]);
  }
} finally {
  stop();
}
