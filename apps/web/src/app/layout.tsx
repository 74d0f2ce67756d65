import type { Metadata, Viewport } from "next";

import { Toaster } from "@lexforge/ui/toaster";

import { TRPCReactProvider } from "~/trpc/react";

import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Lexforge - AI-Powered Legal Documents", template: "%s | Lexforge" },
  description:
    "Create lawyer-verified legal documents in minutes: NDAs, leases, wills and more, tailored to your state.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">
        <TRPCReactProvider>
          {children}
          <Toaster />
        </TRPCReactProvider>
      </body>
    </html>
  );
}
