import { CATALOGUE, LANDING_TYPES } from "@lexforge/doc-engine";

import { DocumentCard } from "~/components/document-card";
import { SectionHeading } from "./section-heading";

/** The eight types the landing page features, in the catalogue's order. */
const LANDING_ENTRIES = CATALOGUE.filter((entry) => LANDING_TYPES.includes(entry.type));

export function PopularDocuments() {
  return (
    <section aria-labelledby="popular-heading" className="bg-slate-50">
      <div className="section">
        <SectionHeading
          id="popular-heading"
          title="Popular Legal Documents"
          lead="Start with one of our most requested documents, tailored to your state."
        />
        <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {LANDING_ENTRIES.map((entry) => (
            <DocumentCard key={entry.type} entry={entry} />
          ))}
        </div>
      </div>
    </section>
  );
}
