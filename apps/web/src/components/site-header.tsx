import { Scale } from "lucide-react";
import Link from "next/link";

import { Button } from "@lexforge/ui/button";

import { PRODUCT_NAME } from "~/lib/product";
import { auth } from "~/server/auth";
import { DesktopNav, MobileMenu } from "./site-header-menu";

/** Site-wide header: logo, nav, and either Log In + Get Started or the Dashboard button. */
export async function SiteHeader() {
  const session = await auth();
  const signedIn = Boolean(session?.user);
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
          <AccountButtons signedIn={signedIn} />
        </div>
        <MobileMenu>
          <AccountButtons signedIn={signedIn} stacked />
        </MobileMenu>
      </div>
    </header>
  );
}

function AccountButtons({ signedIn, stacked = false }: { signedIn: boolean; stacked?: boolean }) {
  const width = stacked ? "w-full" : undefined;
  if (signedIn) {
    return (
      <Button asChild className={width}>
        <Link href="/dashboard">Dashboard</Link>
      </Button>
    );
  }
  return (
    <>
      <Button asChild variant={stacked ? "outline" : "ghost"} className={width}>
        <Link href="/sign-in">Log In</Link>
      </Button>
      <Button asChild className={width}>
        <Link href="/sign-up">Get Started</Link>
      </Button>
    </>
  );
}
