import { ClipboardCheckIcon } from "lucide-react";
import Link from "next/link";

import type { LegalDocument } from "@lexforge/doc-engine";
import {
  checklistLine,
  formLines,
  noRuleChanged,
  RULE_FAMILY_NAMES,
  ruleLine,
  stateRulesPath,
} from "@lexforge/doc-engine/view";

/**
 * The "Before you sign" page, as every download prints it after the document: the state rules applied,
 * each with its citation, and how to sign (who, witnesses, notary, who may not witness, filing).
 */
export function BeforeYouSign({ document }: { document: LegalDocument }) {
  const policy = document.shape === "policy";
  const title = policy ? "Before you publish" : "Before you sign";
  const forms = formLines(document);
  return (
    <section
      data-testid="before-you-sign"
      aria-labelledby="before-you-sign-title"
      className="space-y-4 rounded-lg border bg-card p-4 sm:p-6"
    >
      <h3 id="before-you-sign-title" className="flex items-center gap-2 text-lg font-semibold">
        <ClipboardCheckIcon aria-hidden className="size-5" /> {title}
      </h3>
      <p className="text-sm text-muted-foreground">
        Printed on the last page of the Word, PDF and text files. It is not part of the {document.title}.
      </p>
      <div className="space-y-2">
        <h4 className="font-semibold">{document.jurisdiction.name} rules applied</h4>
        {document.warnings.length === 0 ? (
          <p className="text-sm">{noRuleChanged(document)}</p>
        ) : (
          <ul className="list-disc space-y-2 pl-5 text-sm">
            {document.warnings.map((warning, i) => (
              <li key={`${warning.family}-${i}`}>
                {ruleLine(warning)}{" "}
                {warning.family in RULE_FAMILY_NAMES ? (
                  <Link
                    href={stateRulesPath(document.jurisdiction.name, document.type, warning.family)}
                    className="font-medium text-primary underline underline-offset-2"
                  >
                    Source and status<span className="sr-only"> of this {document.jurisdiction.name} rule</span>
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm">
          <Link
            href={stateRulesPath(document.jurisdiction.name, document.type)}
            className="font-medium text-primary underline underline-offset-2"
          >
            Every {document.jurisdiction.name} rule for this document, with its source
          </Link>
        </p>
      </div>
      <div className="space-y-2">
        <h4 className="font-semibold">{policy ? "Publishing checklist" : "Signing checklist"}</h4>
        <ul className="list-disc space-y-2 pl-5 text-sm">
          {document.checklist.map((item, i) => (
            <li key={i}>{checklistLine(item)}</li>
          ))}
        </ul>
      </div>
      {forms.length > 0 && (
        <div className="space-y-2">
          <h4 className="font-semibold">Statutory forms used</h4>
          <ul className="list-disc space-y-2 pl-5 text-sm">
            {forms.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
