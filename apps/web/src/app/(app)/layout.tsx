import { TRPCReactProvider } from "~/trpc/react";

/** Signed-in pages: a main landmark (the skip link targets #main) inside the root layout's header and footer. */
export default function AppLayout({ children }: { children: React.ReactNode }) {
  return (
    <main id="main" className="flex-1 bg-muted/30">
      <TRPCReactProvider>{children}</TRPCReactProvider>
    </main>
  );
}
