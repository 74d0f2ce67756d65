"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useState } from "react";

import { Button } from "@lexforge/ui/button";
import { Icon } from "@lexforge/ui/icon";
import { cn } from "@lexforge/ui/utils";

import { isActive, NAV_LINKS } from "./site-nav";

export function DesktopNav() {
  return (
    <nav aria-label="Main" className="hidden md:block">
      <NavList className="flex items-center gap-1" linkClassName="nav-link text-sm" idle="text-muted-foreground" />
    </nav>
  );
}

/** The main links, the current page's marked; the desktop bar and the phone menu style them differently. */
function NavList({ className, linkClassName, idle }: { className: string; linkClassName: string; idle: string }) {
  const pathname = usePathname();
  return (
    <ul className={className}>
      {NAV_LINKS.map((link) => {
        const active = isActive(pathname, link.href);
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={active ? "page" : undefined}
              className={cn(linkClassName, active ? "text-primary" : idle)}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Below 768 px the nav collapses into this toggled panel; choosing a link closes it. */
export function MobileMenu({ children }: { children: React.ReactNode }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const menuId = useId();

  // Closes after any navigation, including the browser's back button.
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div className="md:hidden">
      <Button
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name={open ? "x" : "menu"} className="size-5" />
      </Button>
      {/* Rendered only while open: a hidden copy of the nav and account buttons was in every page's HTML. */}
      {open ? (
        <div
          id={menuId}
          className="absolute inset-x-0 top-16 border-b bg-background px-4 pt-2 pb-4 shadow-md"
          // Links inside (nav and account buttons) all navigate, so any click on one closes the menu.
          onClick={(event) => {
            if ((event.target as HTMLElement).closest("a")) setOpen(false);
          }}
        >
          <nav aria-label="Mobile">
            <NavList className="flex flex-col gap-1" linkClassName="nav-link block text-base" idle="text-foreground" />
          </nav>
          <div className="mt-3 flex flex-col gap-2 border-t pt-3">{children}</div>
        </div>
      ) : null}
    </div>
  );
}
