import { Scale } from "lucide-react";
import Link from "next/link";

import { PRODUCT_NAME } from "~/lib/product";
import { AccountButtons } from "./account-buttons";
import { DesktopNav, MobileMenu } from "./site-header-menu";

/** Site-wide header: logo, nav, and either Log In + Get Started or the Dashboard button. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:ring-2 focus:ring-ring"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          href="/"
          className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <Scale className="size-6 text-primary" aria-hidden />
          {PRODUCT_NAME}
        </Link>
        <DesktopNav />
        <div className="hidden items-center gap-2 md:flex">
          <AccountButtons />
        </div>
        <MobileMenu>
          <AccountButtons stacked />
        </MobileMenu>
      </div>
    </header>
  );
}
