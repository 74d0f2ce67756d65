import { Info } from "lucide-react";

/** Spec §2: the blue test-environment notice. */
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
          No real payment is taken. Use the test card number <strong>4242 4242 4242 4242</strong>{" "}
          with any future expiry date, any 3-digit CVC and any name.
        </p>
      </div>
    </aside>
  );
}
