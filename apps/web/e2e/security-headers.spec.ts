import { expect, test } from "@playwright/test";

import { signUp, signUpOverApi } from "./support/auth";
import { useOnePageForm } from "./support/form-mode";

/** Every response carries the security headers; per-request pages get a nonce policy, others a static one. */
const COMMON = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
};

test.describe("security headers", () => {
  for (const path of ["/", "/pricing", "/sign-in", "/api/health", "/does-not-exist"]) {
    test(`${path} carries nosniff, Referrer-Policy, Permissions-Policy, frame-ancestors 'none'`, async ({
      request,
    }) => {
      const res = await request.get(path);
      const headers = res.headers();
      expect(headers).toMatchObject(COMMON);
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["content-security-policy"]).toMatch(/(object|default)-src 'none'/);
      expect(headers["content-security-policy"]).toMatch(/base-uri '(self|none)'/);
    });
  }

  test("HSTS is sent by the production build", async ({ request }) => {
    const res = await request.get("/");
    expect(res.headers()["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
  });

  test("prerendered pages carry one ETag per build, for the deployment's proxy to revalidate", async ({ request }) => {
    const etag = (await request.get("/")).headers().etag ?? "";
    expect(etag).toMatch(/^W\/"[\w-]{8,}"$/);
    for (const path of ["/pricing", "/documents/agreements", "/state-rules/california"])
      expect((await request.get(path)).headers().etag, path).toBe(etag);
    // Per-request pages have no validator: they differ per user and per request.
    for (const path of ["/sign-in", "/documents/nda"]) expect((await request.get(path)).headers().etag).toBeUndefined();
  });

  // The proxy's matcher (src/proxy.ts) and next.config.ts's headers each name these pages; each page must get
  // exactly one policy, the right one.
  const PER_REQUEST = ["/sign-in", "/sign-up", "/verify-email", "/reset-password", "/dashboard", "/checkout"];
  const GENERATORS = ["/documents/nda", "/documents/lease", "/documents/will"];
  const PRERENDERED = ["/", "/pricing", "/documents", "/documents/agreements", "/documents/wills", "/forgot-password"];
  const OTHERS = ["/state-rules/california", "/payment", "/does-not-exist", "/documents/nda/extra", "/signature"];
  test("each page gets exactly one policy: a nonce where it is rendered per request, none elsewhere", async ({
    request,
  }) => {
    for (const path of [...PER_REQUEST, ...GENERATORS, ...PRERENDERED, ...OTHERS]) {
      const answer = await request.get(path, { maxRedirects: 0 });
      const policies = answer.headersArray().filter(({ name }) => name.toLowerCase() === "content-security-policy");
      expect(policies, path).toHaveLength(1);
      expect(policies[0]?.value.includes("'nonce-"), path).toBe([...PER_REQUEST, ...GENERATORS].includes(path));
    }
  });

  test("every answer names its request with a fresh id, never one the client sent", async ({ request }) => {
    const ids = new Set<string>();
    for (const path of ["/", "/sign-in", "/api/health", "/does-not-exist"]) {
      const answer = await request.get(path, { headers: { "x-request-id": "chosen-by-the-client" } });
      const id = answer.headers()["x-request-id"] ?? "";
      expect(id, path).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      ids.add(id);
    }
    expect(ids.size).toBe(4);
  });

  for (const path of ["/sign-in", "/dashboard", "/documents/nda", "/documents/lease"]) {
    test(`${path} shows a user's own content: a fresh nonce with strict-dynamic, and no inline-script allowance`, async ({
      page,
    }) => {
      // Signed in for /dashboard, so it is the dashboard itself and not the sign-in page it redirects to (and
      // signed out elsewhere: a signed-in visitor of /sign-in is sent on).
      if (path === "/dashboard") await signUpOverApi(page);
      const get = async () => {
        const answer = await page.request.get(path, { maxRedirects: 0 });
        expect(answer.status(), path).toBe(200);
        return answer.headers()["content-security-policy"] ?? "";
      };
      const first = await get();
      const second = await get();
      const nonce = /'nonce-([^']+)'/.exec(first)?.[1];
      expect(nonce).toBeTruthy();
      expect(second).not.toContain(`'nonce-${nonce}'`);
      const scripts = /script-src ([^;]*)/.exec(first)?.[1] ?? "";
      expect(scripts).toContain("'strict-dynamic'");
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("unsafe-eval");
    });
  }

  test("prerendered pages without personal content keep the static policy", async ({ request }) => {
    for (const path of ["/", "/pricing", "/documents"]) {
      const policy = (await request.get(path)).headers()["content-security-policy"] ?? "";
      expect(policy, path).not.toContain("'nonce-");
      expect(policy, path).toContain("frame-ancestors 'none'");
    }
  });

  test("a failed API call prints nothing of what the user typed in the browser's console", async ({ page }) => {
    const { email } = await signUpOverApi(page);
    await page.context().clearCookies();
    const printed: Promise<string>[] = [];
    // The text and every logged object (tRPC's logger prints the call's input as an object).
    page.on("console", (message) =>
      printed.push(
        Promise.all(message.args().map((arg) => arg.jsonValue().catch(() => null))).then(
          (args) => `${message.text()} ${JSON.stringify(args)}`,
        ),
      ),
    );
    await page.goto("/sign-up");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("a-password-nobody-should-see");
    await page.getByLabel("Confirm Password", { exact: true }).fill("a-password-nobody-should-see");
    await page.getByRole("button", { name: "Create account & Get Free Credit" }).click();
    // The failed call's answer is on screen, so whatever it would log has been logged; console messages
    // arrive in order, so once a line logged after it has been collected, every earlier one has been too.
    await expect(page.getByText("An account with this email already exists")).toBeVisible();
    const sentinel = `console-flushed-${Date.now()}`;
    await page.evaluate((text) => console.log(text), sentinel);
    await expect
      .poll(async () => (await Promise.all(printed)).some((text) => text.startsWith(`${sentinel} `)))
      .toBe(true);
    const texts = await Promise.all(printed);
    expect(texts.filter((text) => text.includes(email) || text.includes("a-password-nobody-should-see"))).toEqual([]);
  });

  test("pages work under the policy: no CSP violation while signing up, using the dashboard and the generator", async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
    });
    // A violation that the page's code catches (zod's eval probe) logs nothing, but still fires this event.
    await page.exposeFunction("reportViolation", (violation: string) => violations.push(violation));
    await page.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (event) => {
        const report = (window as unknown as { reportViolation: (violation: string) => void }).reportViolation;
        report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
      }),
    );
    await page.goto("/");
    await signUp(page);
    await expect(page.getByRole("heading", { name: /dashboard/i }).first()).toBeVisible();
    // The generator validates with zod in the browser.
    await useOnePageForm(page);
    await page.goto("/documents/nda");
    await page.getByRole("button", { name: "Generate Document" }).click();
    await expect(page.getByRole("alert").first()).toBeVisible();
    expect(violations).toEqual([]);
  });
});
