import type { Metadata } from "next";
import { Suspense } from "react";

import { auth } from "~/server/auth";
import { PaymentSuccess } from "./_components/payment-success";

export const metadata: Metadata = { title: "Payment Successful", robots: { index: false } };

export default async function PaymentSuccessPage() {
  const session = await auth();
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl items-center justify-center px-4 py-16">
      <Suspense>
        <PaymentSuccess signedIn={Boolean(session?.user?.id)} />
      </Suspense>
    </div>
  );
}
