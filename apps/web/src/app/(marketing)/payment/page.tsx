import type { Metadata } from "next";

import { PaymentRedirect } from "./_components/payment-redirect";

export const metadata: Metadata = { title: "Payment", robots: { index: false } };

/** A placeholder that sends visitors to /pricing, where purchases start. */
export default function PaymentPage() {
  return (
    <main id="main" className="mx-auto flex min-h-[50vh] max-w-xl items-center justify-center px-4 py-16">
      <PaymentRedirect />
    </main>
  );
}
