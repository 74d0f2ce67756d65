import type { Browser, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";

import { checkSeal, sealKeyCertificateSha256 } from "@lexforge/doc-engine/seal";

import { signUpOverApi, uniqueEmail } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { generateDocument } from "./support/dashboard";
import { bytesOf, download, pdfText } from "./support/files";
import { mailedLink } from "./support/mail";
import { E2E_SEAL_PASSPHRASE, e2eSealFile } from "./support/seal.mjs";
import { DESKTOP, PHONE } from "./support/viewports";

/**
 * Signing online, as two people do it: the owner sends an NDA from their document, each party opens the link
 * mailed to them in a browser of their own, agrees to electronic records and signs (one typed, one drawn), and
 * both download the sealed PDF, whose digital signature verifies and breaks when a byte changes. The other
 * party has an account, so the signed copy is also in their dashboard.
 */
async function signThroughLink(page: Page, email: string, how: "typed" | "drawn") {
  await page.goto(await mailedLink(email, "/sign"));
  await expect(page.getByRole("heading", { name: "Review and sign" })).toBeVisible();
  await expect(page.getByTestId("document-preview")).toContainText("CONFIDENTIAL INFORMATION", { ignoreCase: true });
  // The PDF offered before signing is the very file whose hash the page shows (and the certificate will print).
  const sent = await bytesOf(await download(page, () => page.getByRole("link", { name: "Download PDF" }).click()));
  await expect(page.getByText(`Document SHA-256: ${createHash("sha256").update(sent).digest("hex")}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const sign = page.getByRole("button", { name: "Sign", exact: true });
  await expect(sign).toBeDisabled();
  await page
    .getByRole("checkbox", { name: "I agree to use electronic records and signatures for this document." })
    .check();
  if (how === "drawn") {
    await page.getByRole("radio", { name: "Draw it" }).check();
    const pad = page.getByTestId("signature-pad");
    // Strokes count once signature_pad has attached (its own chunk): the canvas says so by no longer being busy.
    await expect(pad).toHaveAttribute("aria-busy", "false");
    await pad.scrollIntoViewIfNeeded();
    const box = await pad.boundingBox();
    if (!box) throw new Error("the signature pad is not on screen");
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++)
      await page.mouse.move(box.x + 20 + i * 15, box.y + box.height / 2 + (i % 2 ? 15 : -15));
    await page.mouse.up();
  }
  await expect(sign).toBeEnabled();
  await page
    .getByRole("region", { name: "Sign this document" })
    .screenshot({ path: `test-results/signing-form-${how}-${page.viewportSize()?.width}.png` });
  await sign.click();
}

/**
 * The certificate the server under test seals with (SEAL_P12, made by start-server.mjs with openssl): a seal by
 * any other key is refused. Where openssl is missing the server makes its own key, and only the seal is checked.
 */
function serverSeal(page: Page) {
  const file: string = e2eSealFile(new URL(page.url()).port);
  if (!existsSync(file)) return undefined;
  const p12 = readFileSync(file);
  return { certificateSha256: sealKeyCertificateSha256({ p12, passphrase: E2E_SEAL_PASSPHRASE }) };
}

async function sealedDownload(page: Page) {
  const button = page.getByRole("link", { name: "Download signed PDF" });
  const bytes = await bytesOf(await download(page, () => button.click()));
  const seal = serverSeal(page);
  expect(checkSeal(bytes, seal)).toMatchObject(seal ? { valid: true, signer: "Lexforge e2e seal" } : { valid: true });
  const { text } = await pdfText(bytes);
  expect(text).toContain("CERTIFICATE OF COMPLETION");
  expect(text).toMatch(/By: \/s\/ .+/);
  return bytes;
}

async function newPage(browser: Browser, viewport: { width: number; height: number }) {
  return (await browser.newContext({ viewport })).newPage();
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`an NDA is sent, signed by both parties online and downloaded sealed by both (${viewport.width} px)`, async ({
    browser,
  }) => {
    test.slow();
    const owner = await newPage(browser, viewport);
    const { email: ownerEmail } = await signUpOverApi(owner);
    const { id } = await generateDocument(owner);
    await owner.goto(`/documents/nda?doc=${id}`);

    const panel = owner.getByTestId("send-for-signature");
    const otherEmail = uniqueEmail("signer");
    await panel.getByRole("group", { name: "Disclosing Party" }).getByLabel("E-mail").fill(ownerEmail);
    await panel.getByRole("group", { name: "Receiving Party" }).getByLabel("Signer's name").fill("Jane Doe");
    await panel.getByRole("group", { name: "Receiving Party" }).getByLabel("E-mail").fill(otherEmail);
    await panel.getByRole("button", { name: "Send for signature" }).click();
    await expect(panel).toContainText("Out for signature");
    await expect(panel.getByRole("list", { name: "Signers" })).toContainText("Jane Doe");
    await panel.screenshot({ path: `test-results/signing-owner-sent-${viewport.width}.png` });
    await expectNoSeriousA11yViolations(owner);

    // The other party has an account at the address the owner typed: the request is among their documents too.
    const signer = await newPage(browser, viewport);
    await signUpOverApi(signer, otherEmail);
    await signThroughLink(signer, otherEmail, "drawn");
    await expect(signer.getByRole("status").filter({ hasText: "You have signed" })).toBeVisible();
    await signer.screenshot({ path: `test-results/signing-signer-${viewport.width}.png` });

    await signThroughLink(owner, ownerEmail, "typed");
    await expect(owner.getByRole("status").filter({ hasText: "Everyone has signed" })).toBeVisible();

    await signer.reload();
    await expect(signer.getByRole("status").filter({ hasText: "Everyone has signed" })).toBeVisible();
    await expectNoSeriousA11yViolations(signer);
    const signerCopy = await sealedDownload(signer);
    expect(signerCopy.toString("latin1")).toContain("/Subtype /Image");
    await signer.goto("/dashboard");
    const received = signer.getByRole("heading", { name: "Sent to you for signature" });
    await expect(received).toBeVisible();
    await received.scrollIntoViewIfNeeded();
    await signer.screenshot({ path: `test-results/signing-dashboard-${viewport.width}.png` });
    expect(Buffer.compare(await sealedDownload(signer), signerCopy)).toBe(0);

    await owner.goto(`/documents/nda?doc=${id}`);
    await expect(panel).toContainText("Signed by everyone");
    const ownerCopy = await sealedDownload(owner);
    expect(Buffer.compare(ownerCopy, signerCopy)).toBe(0);

    const tampered = Buffer.from(ownerCopy);
    const middle = Math.floor(tampered.length / 2);
    tampered.writeUInt8(tampered.readUInt8(middle) ^ 0x01, middle);
    expect(checkSeal(tampered).valid).toBe(false);
  });
}

test("an unknown signing link answers clearly", async ({ page }) => {
  await page.goto(`/sign/${"x".repeat(43)}`);
  await expect(page.getByRole("alert").filter({ hasText: "This link cannot be used" })).toContainText(
    "This signing link is not valid. Use the link in the latest e-mail you received.",
  );
  await expectNoSeriousA11yViolations(page);
});
