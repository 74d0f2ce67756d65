import type { LegalDocument } from "@lexforge/doc-engine";
import { rolesFor } from "@lexforge/doc-engine/view";

/** The 'Document Summary' panel: jurisdiction, both parties and the purpose the document was made from. */
export function DocumentSummary({ document }: { document: LegalDocument }) {
  const { parties, purpose, answers } = document.request;
  const roles = rolesFor(document.type, answers);
  return (
    <section aria-labelledby="document-summary-title" className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="document-summary-title" className="mb-3 font-semibold">
        Document Summary
      </h2>
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="text-muted-foreground">Jurisdiction</dt>
          <dd className="font-medium">{document.jurisdiction.name}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Parties</dt>
          <dd className="font-medium">
            <span className="text-muted-foreground">{roles.party1.label}: </span>
            {parties.party1Name}
          </dd>
          <dd className="font-medium">
            <span className="text-muted-foreground">{roles.party2.label}: </span>
            {parties.party2Name}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Purpose</dt>
          <dd className="font-medium break-words">{purpose}</dd>
        </div>
      </dl>
    </section>
  );
}
