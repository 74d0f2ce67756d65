import { AlertTriangle, Info } from "lucide-react";

import type { CheckoutMode } from "@lexforge/api";
import { PAYMENTS_UNAVAILABLE_MESSAGE } from "@lexforge/validators";

/** What the checkout mode means for a buyer: the test-card notice, a "not available" notice, or nothing. */
export function CheckoutModeNotice({ mode }: { mode: CheckoutMode }) {
  if (mode === "test") return <TestModeNotice />;
  if (mode === "unavailable") return <PaymentsUnavailableNotice />;
  return null;
}

export function PaymentsUnavailableNotice() {
  return (
    <aside
      aria-label="Payments unavailable"
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <p>{PAYMENTS_UNAVAILABLE_MESSAGE}</p>
    </aside>
  );
}

/** The blue notice that checkout is a test environment, with the test card to use. */
export function TestModeNotice() {
  return (
    <aside
      aria-label="Test environment"
      className="flex gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm text-blue-900"
    >
      <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-blue-700" />
      <div>
        <p className="font-semibold">This is a test environment</p>
        <p>
          No real payment is taken. Use the test card number <strong>4242 4242 4242 4242</strong> with any future expiry
          date, any 3-digit CVC and any name.
        </p>
      </div>
    </aside>
  );
}
