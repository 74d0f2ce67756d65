import { FileSignatureIcon, PrinterIcon } from "lucide-react";

import type { LegalDocument } from "@lexforge/doc-engine";
import { CHECK_WITH_A_LAWYER } from "@lexforge/doc-engine/view";

/**
 * How the document may be signed: electronically where the law allows it, otherwise on paper with the reason
 * (a will, a custody agreement, a power of attorney that needs a notary). Nothing for what nobody signs.
 */
export function SigningPathNotice({ document, children }: { document: LegalDocument; children?: React.ReactNode }) {
  const path = document.signing;
  if (!path) return null;
  const Icon = path.electronic ? FileSignatureIcon : PrinterIcon;
  return (
    <section
      data-testid="signing-path"
      aria-labelledby="signing-path-title"
      className="space-y-2 rounded-lg border bg-card p-4 sm:p-6"
    >
      <h3 id="signing-path-title" className="flex items-center gap-2 text-lg font-semibold">
        <Icon aria-hidden className="size-5" />{" "}
        {path.electronic ? "Electronic signatures are valid" : "Print and sign on paper"}
      </h3>
      <p className="text-sm">{path.reason}</p>
      <p className="text-xs text-muted-foreground">
        {path.citation}.{path.verified === false ? ` ${CHECK_WITH_A_LAWYER}` : ""}
      </p>
      {path.electronic && children}
    </section>
  );
}
