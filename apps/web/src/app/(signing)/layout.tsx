import { TRPCReactProvider } from "~/trpc/react";

/** Pages a signer reaches through the link mailed to them, without an account. */
export default function SigningLayout({ children }: { children: React.ReactNode }) {
  return (
    <main id="main" className="flex-1 bg-muted/30">
      <TRPCReactProvider>{children}</TRPCReactProvider>
    </main>
  );
}
