import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";

type PlanId = "basic" | "standard" | "premium";

/** Seeds billing rows for the signed-in user through the test-only route (404 in production). */
export async function seedBilling(
  page: Page,
  body: {
    transactions?: { planId: PlanId; date: string; amountCents?: number }[];
    subscription?: { planId: PlanId; autoRenew?: boolean };
    paymentMethod?: { brand: string; lastFour: string; expMonth: number; expYear: number };
    /** The balance to set; -1 for unlimited. */
    credits?: number;
  },
) {
  const response = await page.request.post("/api/test/seed", { data: body });
  expect(response.status(), await response.text()).toBe(200);
}

/** The generator's request for a template NDA; override any field. */
export const ndaRequest = (overrides: Record<string, unknown> = {}) => ({
  documentType: "nda",
  jurisdiction: "California",
  parties: {
    party1Name: "Acme Robotics LLC",
    party1Address: "1 Market St, San Francisco, CA 94105",
    party2Name: "Jane Q. Public",
    party2Address: "200 Main St, Oakland, CA 94607",
  },
  purpose: "Evaluating a potential software development partnership",
  useAI: false,
  ...overrides,
});

/** An Oregon lease's overrides of ndaRequest, for the documents-list specs' second document. */
export const oregonLease = {
  documentType: "lease",
  jurisdiction: "Oregon",
  parties: {
    party1Name: "Łukasz Nowak",
    party1Address: "12 Alder St, Portland, OR 97205",
    party2Name: "Renée Dupont",
    party2Address: "40 Burnside Ave, Portland, OR 97209",
  },
  purpose: "Residential use as the tenant's home",
};

/** Generates a document through the tRPC HTTP API, as the generator page does. */
export async function generateDocument(page: Page, overrides: Record<string, unknown> = {}) {
  const input = ndaRequest(overrides);
  const response = await page.request.post("/api/trpc/documents.generate?batch=1", {
    data: { 0: { json: input } },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const [result] = (await response.json()) as { result: { data: { json: { document: { id: string } } } } }[];
  const id = result?.result.data.json.document.id;
  if (!id) throw new Error("generate returned no document id");
  return { id, input };
}
