import { expect, test } from "@playwright/test";

import { signUpOverApi } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { generateDocument } from "./support/dashboard";
import { PHONE } from "./support/viewports";

/**
 * Whether a document may be signed electronically is the law's to say: a will and a custody agreement (ESIGN
 * leaves wills and family law to the states) and a power of attorney that needs a notary show the
 * print-and-sign path with the reason, and no way to send it for signature; an NDA may be signed electronically,
 * and offers it (signing-online.spec.ts follows it through).
 */
const parties = (one: string, two: string) => ({
  party1Name: one,
  party1Address: "1 Main St, Austin, TX 78701",
  party2Name: two,
  party2Address: "2 Main St, Austin, TX 78701",
});

for (const [type, path, words] of [
  ["will", "will", "15 U.S.C. § 7003(a)(1)"],
  ["child-custody", "child-custody", "15 U.S.C. § 7003(a)(2)"],
  ["poa", "poa", "valid only when signed before a notary public"],
] as const)
  test(`a ${type.replace("-", " ")} shows the print-and-sign path with the reason, never a way to sign online`, async ({
    page,
  }) => {
    await signUpOverApi(page);
    await page.setViewportSize(PHONE);
    const { id } = await generateDocument(page, {
      documentType: type,
      jurisdiction: "Texas",
      parties: parties("Maria Lopez", "David Lopez"),
      ...(type === "child-custody" ? { answers: { children: [{ name: "Sam Lopez", birthDate: "2018-04-02" }] } } : {}),
    });
    await page.goto(`/documents/${path}?doc=${id}`);
    const notice = page.getByTestId("signing-path");
    await expect(notice.getByRole("heading", { name: "Print and sign on paper" })).toBeVisible();
    await expect(notice).toContainText(words);
    await expect(page.getByRole("button", { name: /sign online|send for signature|e-?sign/i })).toHaveCount(0);
    await notice.screenshot({ path: `test-results/signing-path-${type}-390.png` });
    await expectNoSeriousA11yViolations(page);
  });

test("an NDA may be signed electronically, and says under which law", async ({ page }) => {
  await signUpOverApi(page);
  const { id } = await generateDocument(page);
  await page.goto(`/documents/nda?doc=${id}`);
  const notice = page.getByTestId("signing-path");
  await expect(notice.getByRole("heading", { name: "Electronic signatures are valid" })).toBeVisible();
  await expect(notice).toContainText("15 U.S.C. § 7001(a)");
  await expect(notice.getByRole("button", { name: "Send for signature" })).toBeVisible();
});
