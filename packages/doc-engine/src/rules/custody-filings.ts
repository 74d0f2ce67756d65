/** Court filings a state requires beside a custody agreement (jurisdictions/custody-filings.ts), on "Before you sign". */
import type { GenerationContext } from "../define";
import { CUSTODY_FILINGS } from "../jurisdictions/custody-filings";
import type { StateCode } from "../jurisdictions/states";
import type { LegalDocument } from "../model";
import { warning, withChecklist, withWarnings } from "./shared";

const FAMILY = "custody-filings";

export function applyCustodyFilings(doc: LegalDocument, ctx: GenerationContext): LegalDocument {
  const filings = (CUSTODY_FILINGS[ctx.jurisdiction.code as StateCode] ?? []).filter(
    (f) => f.effectiveDate <= doc.date,
  );
  if (filings.length === 0) return doc;
  return withChecklist(
    withWarnings(
      doc,
      filings.map((filing) =>
        warning(
          FAMILY,
          `${ctx.jurisdiction.name} court rules require a filing beside this Agreement: see the checklist.`,
          filing,
        ),
      ),
    ),
    filings.map((filing) => ({
      text: filing.action,
      citation: filing.citation,
      ...(filing.verified === false ? { verified: false } : {}),
    })),
  );
}
