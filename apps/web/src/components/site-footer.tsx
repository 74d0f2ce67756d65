import Link from "next/link";

import { Icon } from "@lexforge/ui/icon";

import { PRODUCT_NAME } from "~/lib/product";

const COLUMNS = [
  {
    heading: "Documents",
    links: [
      { href: "/documents/contracts", label: "Contracts" },
      { href: "/documents/agreements", label: "Agreements" },
      { href: "/documents/letters", label: "Letters" },
      { href: "/documents/wills", label: "Wills" },
    ],
  },
  {
    heading: "Company",
    links: [
      { href: "/about", label: "About" },
      { href: "/pricing", label: "Pricing" },
      { href: "/contact", label: "Contact" },
      { href: "/careers", label: "Careers" },
    ],
  },
  {
    heading: "Legal",
    links: [
      { href: "/terms", label: "Terms of Service" },
      { href: "/privacy", label: "Privacy Policy" },
      { href: "/disclaimer", label: "Disclaimer" },
      { href: "/cookies", label: "Cookie Policy" },
      { href: "/state-rules", label: "State Rules" },
    ],
  },
] as const;

/** The social links have no destination, so they are labelled placeholders rather than dead hrefs. */
const SOCIAL = ["Twitter", "LinkedIn", "Facebook"] as const;

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-slate-900 text-slate-100">
      <div className="page-width grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Link href="/" className="footer-link inline-flex items-center gap-2 text-lg font-bold text-white">
            <Icon name="scale" className="size-6" />
            {PRODUCT_NAME}
          </Link>
          <p className="mt-3 max-w-sm text-sm text-slate-300">
            State-specific legal documents, every rule cited, generated in minutes. Download as Word or PDF.
          </p>
          <ul className="mt-4 flex gap-4" aria-label="Social media">
            {SOCIAL.map((name) => (
              <li key={name}>
                <a href="#" className="footer-link" aria-label={`${PRODUCT_NAME} on ${name}`}>
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="footer-heading">{column.heading}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="footer-link">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <p className="page-width py-6 text-sm text-slate-400">
          © {year} {PRODUCT_NAME}. All rights reserved. {PRODUCT_NAME} provides document templates and is not a law
          firm; nothing on this site is legal advice.
        </p>
      </div>
    </footer>
  );
}
