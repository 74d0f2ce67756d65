/**
 * Security headers. Two Content-Security-Policies, chosen per path:
 *
 * - Pages rendered per request get a fresh nonce and `'strict-dynamic'`: Next puts the nonce on every script
 *   it renders, and nothing else runs. These are every page that shows a user's own content: the signed-in
 *   pages, sign-in/up and e-mail links, and the document generator (/documents/<type>), whose previews, saved
 *   parties and stored documents are the user's own text.
 * - Every other page gets a policy without a nonce, so it can be prerendered once and served from a CDN.
 *   Next's inline bootstrap scripts differ per page and per build, so they cannot be listed by hash in a
 *   header either: these pages allow inline scripts from this origin only. They show no personal data and
 *   take no user content; everything else in the policy (no framing, no plugins, no <base> hijack, no
 *   requests or form posts to other origins) holds on them too.
 */
/** Paths whose pages are rendered per request and so can carry a nonce. */
const DYNAMIC_PAGE_PREFIXES = [
  "/dashboard",
  "/checkout",
  "/payment-success",
  "/sign-in",
  "/sign-up",
  "/verify-email",
  "/reset-password",
  // A signer's link: the document under signature is the sender's own text.
  "/sign",
];

/** The prerendered catalogue pages under /documents; any other /documents/<name> is the generator. */
const DOCUMENT_CATEGORY_PAGES = ["agreements", "contracts", "letters", "wills"];

/**
 * next.config.ts headers() source for every path but the API, build assets and the pages above: these get the
 * static policy and the build's validator without running the proxy (whose matcher lists the pages above).
 */
export const PRERENDERED_PAGES_SOURCE = `/((?!api(?:/|$)|_next/|(?:${DYNAMIC_PAGE_PREFIXES.map((prefix) => prefix.slice(1)).join("|")})(?:/|$)|documents/(?!(?:${DOCUMENT_CATEGORY_PAGES.join("|")})$)[^/]+$).*)`;

export function contentSecurityPolicy(nonce: string | null, dev = false): string {
  // `next dev` evaluates modules with eval() for fast refresh; a build never does.
  const evalForDev = dev ? " 'unsafe-eval'" : "";
  const scripts = nonce
    ? `'self' 'nonce-${nonce}' 'strict-dynamic'${evalForDev}`
    : `'self' 'unsafe-inline'${evalForDev}`;
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    // React and Radix set style attributes; styles cannot run script.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** For /api responses (JSON, files): nothing may load, run or frame them. */
export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox";

/** Headers for every response (next.config.ts); the CSP comes per path (next.config.ts, or proxy.ts with a nonce). */
export function staticSecurityHeaders(production: boolean): { key: string; value: string }[] {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    {
      key: "Permissions-Policy",
      value: "camera=(), microphone=(), geolocation=(), usb=(), payment=(), interest-cohort=()",
    },
    // For browsers that predate frame-ancestors.
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    // Browsers ignore HSTS over plain http, and `next dev` runs on http://localhost: production builds only.
    ...(production ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
  ];
}
