import type { Metadata, Viewport } from "next";

import { LazyToaster } from "~/components/lazy-toaster";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";

import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Lexforge - AI-Powered Legal Documents", template: "%s | Lexforge" },
  description:
    "Create state-specific legal documents in minutes: NDAs, leases, wills and more, tailored to your state.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">
        {/* The shell lives here, once: in a group layout or not-found.tsx it was serialised again per page.
            The tRPC provider is not: it wraps only the subtrees that call the API, so the marketing pages do
            not load react-query, the tRPC client and superjson. */}
        <div className="flex min-h-screen flex-col">
          <SiteHeader />
          <div className="flex flex-1 flex-col">{children}</div>
          <SiteFooter />
        </div>
        <LazyToaster />
      </body>
    </html>
  );
}
