import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";

/** Signed-in pages: the site header and footer around a main landmark (the skip link targets #main). */
export default function AppLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="flex-1 bg-muted/30">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
