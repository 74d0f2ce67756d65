/** The header's navigation, shared by the desktop bar and the mobile menu so both list the same items. */
export const NAV_LINKS = [
  { href: "/", label: "Home" },
  { href: "/documents", label: "Documents" },
  { href: "/pricing", label: "Pricing" },
  { href: "/about", label: "About" },
] as const;

export function isActive(pathname: string, href: string) {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}
