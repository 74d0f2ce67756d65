import type { Metadata } from "next";
import Link from "next/link";

import { JURISDICTION_NAMES, stateRulesPath } from "@lexforge/doc-engine";

import { ContentPage } from "../_components/content-page";

export const metadata: Metadata = {
  title: "State Rules",
  description:
    "Every state rule our documents apply, with the statute it comes from, the date it took effect and whether we have checked it against the statute's own text.",
};

export default function StateRulesIndexPage() {
  return (
    <ContentPage
      title="State Rules"
      lead="Every rule our documents apply for a state, with the statute it comes from, the date it took effect, and whether we have checked it against the statute's own text. Pick a state."
    >
      <nav aria-label="States">
        <ul className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3 [&_li]:ml-0 [&_li]:list-none">
          {JURISDICTION_NAMES.map((name) => (
            <li key={name}>
              <Link href={stateRulesPath(name)}>{name}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </ContentPage>
  );
}
