import { AlertTriangleIcon, InfoIcon } from "lucide-react";

import type { ExecutionBlock, ExecutionPart, LegalDocument, Section, SignatureLine } from "@lexforge/doc-engine";
import {
  CHECK_WITH_A_LAWYER,
  CLAUSE_BADGES,
  isMovableClause,
  movableIds,
  recitalText,
  ruleLine,
} from "@lexforge/doc-engine/view";

import { BeforeYouSign } from "./before-you-sign";
import { SigningPathNotice } from "./signing-path";
import type { ClauseEditing } from "./clause-editor";
import { AddClauseForm, canEditClause, EditClauseButton, MoveClauseButtons } from "./clause-editor";

const BLANK = "______________________________";

/**
 * The document as the engine structured it, in the same order as the downloads: a letter's head or the
 * title, statutory notices, numbered sections (each with its plain-English explanation beside it), the
 * signature pages (attestation, affidavit, notary certificates) and the "Before you sign" page.
 */
export function DocumentView({
  document,
  logoUrl,
  editing,
  signing,
}: {
  document: LegalDocument;
  logoUrl?: string | null;
  editing?: ClauseEditing;
  /** Shown under the signing path where electronic signatures are valid (the owner's Sign online panel). */
  signing?: React.ReactNode;
}) {
  const letter = document.shape === "letter";
  return (
    <article data-testid="document-preview" aria-label={document.title} className="space-y-6">
      {document.warnings.length > 0 && <RuleWarnings document={document} />}
      <div className="space-y-6 rounded-lg border bg-white p-4 font-serif text-[15px] leading-relaxed sm:p-8">
        {logoUrl && (
          // eslint-disable-next-line @next/next/no-img-element -- an object URL of the account's logo
          <img src={logoUrl} alt="" className="max-h-16 max-w-[200px] object-contain" />
        )}
        {document.letter ? (
          <LetterHead head={document.letter} />
        ) : (
          <h3 className="text-center text-xl font-bold tracking-wide uppercase">{document.title}</h3>
        )}
        {document.notices.map((block) => (
          <ExecutionBlockView key={block.id} block={block} />
        ))}
        <p>{document.preamble}</p>
        {document.recitals.length > 0 && (
          <div className="space-y-2">
            <p className="font-semibold">RECITALS</p>
            {document.recitals.map((recital, i) => (
              <p key={i}>{recitalText(recital, i)}</p>
            ))}
          </div>
        )}
        <ol className="space-y-6">
          {document.sections.map((section, index) => (
            <SectionView key={section.id} section={section} number={index + 1} letter={letter} editing={editing} />
          ))}
        </ol>
        {document.execution.length > 0 && (
          <div data-testid="execution" className="space-y-8 border-t pt-6">
            {document.execution.map((block) => (
              <ExecutionBlockView key={block.id} block={block} />
            ))}
          </div>
        )}
        {document.pageFooter && (
          <p className="border-t pt-3 font-sans text-xs text-muted-foreground">
            Printed at the foot of every page of the PDF and Word files: {document.pageFooter}
          </p>
        )}
      </div>
      <SigningPathNotice document={document}>{signing}</SigningPathNotice>
      <BeforeYouSign document={document} />
    </article>
  );
}

function LetterHead({ head }: { head: NonNullable<LegalDocument["letter"]> }) {
  return (
    <div className="space-y-4">
      <address className="not-italic">
        <span className="block font-bold">{head.sender.name}</span>
        <span className="whitespace-pre-line">{head.sender.address}</span>
      </address>
      <p>{head.dateLine}</p>
      <address className="not-italic">
        <span className="block">{head.recipient.name}</span>
        <span className="whitespace-pre-line">{head.recipient.address}</span>
      </address>
      <p className="font-semibold">{head.reference}</p>
    </div>
  );
}

function SectionView({
  section,
  number,
  letter,
  editing,
}: {
  section: Section;
  number: number;
  letter: boolean;
  editing?: ClauseEditing;
}) {
  const movable = movableIds(section.clauses);
  const label = (clause: Section["clauses"][number], i: number) =>
    letter ? clause.heading || section.heading : `clause ${number}.${i + 1}`;
  return (
    // minmax(0, 1fr) on phones too: a grid column otherwise grows to its longest unbreakable line.
    <li className="grid grid-cols-[minmax(0,1fr)] gap-3 lg:grid-cols-[minmax(0,1fr)_14rem] lg:gap-6">
      <div className="space-y-2">
        <h4 className={letter ? "font-bold" : "font-bold uppercase"}>
          {letter ? section.heading : `${number}. ${section.heading}`}
        </h4>
        {section.clauses.map((clause, i) => (
          <div
            key={clause.id}
            className={
              clause.addedBecause || clause.origin
                ? "rounded-md border-l-4 border-primary/60 bg-accent/40 py-1 pl-3"
                : ""
            }
          >
            <p>
              {!letter && (
                <>
                  <span className="font-semibold">
                    {number}.{i + 1}
                  </span>{" "}
                </>
              )}
              {clause.heading && <span className="font-semibold">{clause.heading}. </span>}
              {clause.text}
              {clause.origin && (
                <span
                  data-testid="clause-badge"
                  className="ml-2 inline-block rounded-full border border-primary/40 bg-primary/10 px-2 py-0.5 align-middle font-sans text-xs font-medium text-primary"
                >
                  {CLAUSE_BADGES[clause.origin]}
                </span>
              )}
            </p>
            {editing && canEditClause(section, clause) && (
              <EditClauseButton clause={clause} editing={editing} label={label(clause, i)} />
            )}
            {editing && movable.length > 1 && isMovableClause(clause) && (
              <MoveClauseButtons
                clauseId={clause.id}
                label={label(clause, i)}
                first={movable[0] === clause.id}
                last={movable.at(-1) === clause.id}
                editing={editing}
              />
            )}
            {clause.originReason && (
              <p className="mt-1 font-sans text-xs text-muted-foreground">
                <span className="font-semibold">Why:</span> {clause.originReason}
              </p>
            )}
            {clause.addedBecause && (
              <p className="mt-1 font-sans text-xs text-muted-foreground">
                <span className="font-semibold">Added because:</span> {clause.addedBecause}
              </p>
            )}
          </div>
        ))}
        {editing && section.id !== "governing-law" && <AddClauseForm section={section} editing={editing} />}
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

type TextPart = Exclude<ExecutionPart, { kind: "signature" }>;

/** Consecutive signature lines are shown side by side on wide screens, like a signature page. */
function groupParts(parts: ExecutionPart[]): (TextPart | SignatureLine[])[] {
  const out: (TextPart | SignatureLine[])[] = [];
  for (const part of parts) {
    const last = out[out.length - 1];
    if (part.kind !== "signature") out.push(part);
    else if (Array.isArray(last)) last.push(part.line);
    else out.push([part.line]);
  }
  return out;
}

function ExecutionBlockView({ block }: { block: ExecutionBlock }) {
  return (
    <section aria-label={block.heading || undefined} className="space-y-3">
      {block.heading && <h4 className="font-bold uppercase">{block.heading}</h4>}
      {groupParts(block.parts).map((part, i) =>
        Array.isArray(part) ? (
          <div key={i} className="grid gap-6 sm:grid-cols-2">
            {part.map((line, j) => (
              <SignatureLineView key={j} line={line} />
            ))}
          </div>
        ) : (
          <PartView key={i} part={part} />
        ),
      )}
      {block.citation && (
        <p className="font-sans text-xs text-muted-foreground">
          Source: {block.citation}.{block.verified === false ? ` ${CHECK_WITH_A_LAWYER}` : ""}
        </p>
      )}
    </section>
  );
}

function PartView({ part }: { part: TextPart }) {
  switch (part.kind) {
    case "text":
      return <p>{part.text}</p>;
    case "venue":
      return (
        <p className="font-semibold">
          {part.lines.map((line, i) => (
            <span key={i} className="block">
              {line}
            </span>
          ))}
        </p>
      );
    case "notice":
      return (
        <div className="space-y-2 border-2 border-foreground p-3 text-sm font-bold">
          {part.title && <p className="text-center">{part.title}</p>}
          {part.paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
      );
  }
}

function SignatureLineView({ line }: { line: SignatureLine }) {
  return (
    <div className="space-y-1 text-sm">
      {line.role && <p className="font-semibold">{line.role}</p>}
      {line.entity ? (
        <>
          <p className="font-semibold">{line.name}</p>
          <p>By: {BLANK}</p>
          <p>Name: {line.entity.signerName ?? BLANK}</p>
          <p>Title: {line.entity.signerTitle ?? BLANK}</p>
        </>
      ) : (
        <>
          <p className="pt-6">{BLANK}</p>
          <p>{line.name ?? "Name: ______________________"}</p>
        </>
      )}
      {line.fields.map((field) => (
        <p key={field.label} className={field.value ? "text-muted-foreground" : ""}>
          {field.label}: {field.value ?? BLANK}
        </p>
      ))}
    </div>
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
          <li key={`${warning.family}-${i}`}>{ruleLine(warning)}</li>
        ))}
      </ul>
    </section>
  );
}
