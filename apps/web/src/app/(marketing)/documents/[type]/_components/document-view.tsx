import { AlertTriangleIcon, InfoIcon } from "lucide-react";

import type { LegalDocument, Section } from "@lexforge/doc-engine";

/**
 * The document as the engine structured it: numbered sections and clauses, each section with its
 * plain-English explanation beside it, optional clauses marked with why they were added.
 */
export function DocumentView({ document, logoUrl }: { document: LegalDocument; logoUrl?: string | null }) {
  return (
    <article data-testid="document-preview" aria-label={document.title} className="space-y-6">
      {document.warnings.length > 0 && <RuleWarnings document={document} />}
      <div className="space-y-6 rounded-lg border bg-white p-4 font-serif text-[15px] leading-relaxed sm:p-8">
        {logoUrl && (
          // eslint-disable-next-line @next/next/no-img-element -- an object URL of the account's logo
          <img src={logoUrl} alt="" className="max-h-16 max-w-[200px] object-contain" />
        )}
        <h3 className="text-center text-xl font-bold tracking-wide uppercase">{document.title}</h3>
        <p>{document.preamble}</p>
        {document.recitals.length > 0 && (
          <div className="space-y-2">
            <p className="font-semibold">RECITALS</p>
            {document.recitals.map((recital, i) => (
              <p key={i}>{recital}</p>
            ))}
          </div>
        )}
        <ol className="space-y-6">
          {document.sections.map((section, index) => (
            <SectionView key={section.id} section={section} number={index + 1} />
          ))}
        </ol>
        <Signatures document={document} />
      </div>
    </article>
  );
}

function SectionView({ section, number }: { section: Section; number: number }) {
  return (
    <li className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_14rem] lg:gap-6">
      <div className="space-y-2">
        <h4 className="font-bold uppercase">
          {number}. {section.heading}
        </h4>
        {section.clauses.map((clause, i) => (
          <div
            key={clause.id}
            className={clause.addedBecause ? "rounded-md border-l-4 border-primary/60 bg-accent/40 py-1 pl-3" : ""}
          >
            <p>
              <span className="font-semibold">
                {number}.{i + 1}
              </span>{" "}
              {clause.text}
            </p>
            {clause.addedBecause && (
              <p className="mt-1 font-sans text-xs text-muted-foreground">
                <span className="font-semibold">Added because:</span> {clause.addedBecause}
              </p>
            )}
          </div>
        ))}
      </div>
      <aside className="self-start rounded-md bg-muted/70 p-3 font-sans text-sm text-muted-foreground">
        <p className="mb-1 flex items-center gap-1 text-xs font-semibold tracking-wide uppercase">
          <InfoIcon aria-hidden className="size-3.5" /> In plain English
        </p>
        <p>{section.explanation}</p>
      </aside>
    </li>
  );
}

function RuleWarnings({ document }: { document: LegalDocument }) {
  return (
    <section
      aria-labelledby="rule-warnings-title"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h3 id="rule-warnings-title" className="mb-2 flex items-center gap-2 font-semibold">
        <AlertTriangleIcon aria-hidden className="size-4" /> {document.jurisdiction.name} rules to know
      </h3>
      <ul className="space-y-2 text-sm">
        {document.warnings.map((warning, i) => (
          <li key={`${warning.family}-${i}`}>
            {warning.message} <cite className="font-medium not-italic">({warning.citation})</cite>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Signatures({ document }: { document: LegalDocument }) {
  const { signatures } = document;
  return (
    <div className="space-y-4 pt-4">
      <p className="font-semibold">
        IN WITNESS WHEREOF, the parties have executed this document as of the date first written above.
      </p>
      <div className="grid gap-6 sm:grid-cols-2">
        {signatures.parties.map((party) => (
          <div key={party.label} className="space-y-1 text-sm">
            <p className="font-semibold">{party.label}</p>
            <p className="pt-6">______________________________</p>
            <p>{party.name}</p>
            <p className="text-muted-foreground">{party.address}</p>
          </div>
        ))}
      </div>
      {signatures.witnesses > 0 && <p className="text-sm">Witnesses required: {signatures.witnesses}</p>}
      {signatures.notary && <p className="text-sm">Notary acknowledgment required.</p>}
      {signatures.notes.map((note, i) => (
        <p key={i} className="text-sm text-muted-foreground">
          {note}
        </p>
      ))}
    </div>
  );
}
