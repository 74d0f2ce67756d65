import type { BrowserContext } from "@playwright/test";
import { expect, test } from "@playwright/test";

import { HOSTILE_CALLBACKS, KEPT_CALLBACKS } from "../../../packages/validators/test/redirect-corpus";
import { signUpOverApi, TEST_PASSWORD } from "./support/auth";

/**
 * Post-sign-in destinations (the corpus in packages/validators test/redirect-corpus.ts) asked for through the
 * sign-in page's callbackUrl, in a real browser: wherever the page sends the browser after signing in must be
 * on this site, and no request may reach another host.
 */
test.describe("open redirect after sign-in", () => {
  test("a real sign-in with a dot-segment destination lands on this site's dashboard; a same-site one is honoured", async ({
    page,
    browser,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? "").origin;
    const { email } = await signUpOverApi(page);
    for (const [callbackUrl, lands] of [
      ["/.//evil.example/phish", "/dashboard"],
      ["/pricing", "/pricing"],
    ] as const) {
      const context = await browser.newContext({ baseURL: origin });
      const other = await context.newPage();
      const offSite: string[] = [];
      other.on("request", (req) => void (new URL(req.url()).origin !== origin && offSite.push(req.url())));
      await other.goto(`/sign-in?callbackUrl=${encodeURIComponent(callbackUrl)}`);
      await other.getByLabel("Email", { exact: true }).fill(email);
      await other.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
      await other.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(other).toHaveURL(`${origin}${lands}`);
      expect(offSite).toEqual([]);
      await context.close();
    }
  });

  test("every destination of the corpus: the page sends the browser to this site only", async ({
    browser,
    baseURL,
  }) => {
    // About 80 sign-in pages, each loaded and hydrated: 1.3 minutes alone on 2 cores, more beside the other
    // suites' servers.
    test.setTimeout(240_000);
    const origin = new URL(baseURL ?? "").origin;
    const cases = [
      ...HOSTILE_CALLBACKS.map((value) => ({ value, lands: "/dashboard" })),
      ...KEPT_CALLBACKS.map((value) => ({ value, lands: value })),
    ];
    // The corpus is imported: an empty or truncated one would pass the loop below without trying anything.
    expect(cases.length).toBeGreaterThan(60);
    const offSite: string[] = [];

    // The credentials check answers as a successful sign-in does; what is under test is where the page goes
    // next. The page's next request (a document load or its RSC fetch) is recorded and not served.
    async function run(context: BrowserContext, share: typeof cases) {
      let next: ((url: URL) => void) | undefined;
      await context.route(
        (url) => url.origin !== origin,
        (route) => {
          offSite.push(route.request().url());
          return route.abort();
        },
      );
      await context.route(
        (url) => url.pathname === "/api/auth/callback/credentials",
        (route) => route.fulfill({ json: { url: `${origin}/dashboard` } }),
      );
      await context.route(
        (url) =>
          url.origin === origin &&
          url.pathname !== "/sign-in" &&
          !url.pathname.startsWith("/_next/") &&
          !url.pathname.startsWith("/api/"),
        (route) => {
          // Link prefetches of the header and footer are not where the page goes.
          if (!route.request().headers()["next-router-prefetch"]) next?.(new URL(route.request().url()));
          return route.abort();
        },
      );
      for (const { value, lands } of share) {
        // A page per destination: the aborted navigation of the last one may still be falling back to a reload.
        const tab = await context.newPage();
        await tab.goto(`/sign-in?callbackUrl=${encodeURIComponent(value)}`);
        // Hydrated (React has put its props on the form), so the form's own submit handler answers the click.
        await tab.waitForFunction(() => {
          const form = document.querySelector('form[aria-label="Sign in with email"]');
          return !!form && Object.keys(form).some((key) => key.startsWith("__reactProps"));
        });
        await tab.getByLabel("Email", { exact: true }).fill("someone@example.com");
        await tab.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
        const went = new Promise<URL>((resolve) => (next = resolve));
        await tab.getByRole("button", { name: "Sign in", exact: true }).click();
        const url = await Promise.race([
          went,
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error(`no navigation for ${JSON.stringify(value)}`)), 10_000),
          ),
        ]);
        // Next's RSC fetch adds its own _rsc parameter; the rest is the query exactly as requested.
        const search = url.search.replace(/([?&])_rsc=[^&]*&?/, "$1").replace(/[?&]$/, "");
        expect(`${url.pathname}${search}`, JSON.stringify(value)).toBe(lands.replace(/#.*$/, ""));
        await tab.close();
      }
    }

    const contexts = await Promise.all(Array.from({ length: 4 }, () => browser.newContext({ baseURL: origin })));
    await Promise.all(
      contexts.map((context, i) =>
        run(
          context,
          cases.filter((_, n) => n % 4 === i),
        ),
      ),
    );
    await Promise.all(contexts.map((context) => context.close()));
    expect(offSite).toEqual([]);
  });
});
