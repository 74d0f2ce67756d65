import Link from "next/link";

import { Icon } from "@lexforge/ui/icon";

import { PRODUCT_NAME } from "~/lib/product";
import { AccountButtons } from "./account-buttons";
import { DesktopNav, MobileMenu } from "./site-header-menu";

/** Site-wide header: logo, nav, and either Log In + Get Started or the Dashboard button. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <div className="page-width flex h-16 items-center justify-between gap-4">
        <Link
          href="/"
          className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <Icon name="scale" className="size-6 text-primary" />
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
