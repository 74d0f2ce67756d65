import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import type { RuleStatus, StateRule } from "@lexforge/doc-engine";
import {
  formatDate,
  generatorTitle,
  JURISDICTION_NAMES,
  RULE_STATUS_LABEL,
  STATE_RULE_TYPES,
  stateRules,
  stateRulesPath,
} from "@lexforge/doc-engine";

type Props = { params: Promise<{ state: string }> };

const slugOf = (name: string) => stateRulesPath(name).split("/").pop() ?? "";
const stateFor = (slug: string) => JURISDICTION_NAMES.find((name) => slugOf(name) === slug);

/** One page per state, made at build time; any other slug is a 404. */
export const dynamicParams = false;
export function generateStaticParams() {
  return JURISDICTION_NAMES.map((name) => ({ state: slugOf(name) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const state = stateFor((await params).state);
  if (!state) return { title: "Page Not Found" };
  return {
    title: `${state} Rules`,
    description: `The ${state} rules our documents apply, each with its statute, effective date and source.`,
  };
}

const STATUS_STYLE: Record<RuleStatus, string> = {
  checked: "border-emerald-600/40 bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  official: "border-sky-600/40 bg-sky-50 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  copy: "border-amber-600/40 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  unchecked: "border-slate-400/50 bg-slate-50 text-slate-800 dark:bg-slate-900 dark:text-slate-100",
};

function RuleCard({ rule, anchor }: { rule: StateRule; anchor?: string }) {
  return (
    <li id={anchor} className="scroll-mt-24 rounded-lg border bg-card p-4">
      <h3 className="font-semibold">{rule.topic}</h3>
      <p className="mt-1 text-sm leading-6">{rule.rule}</p>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted-foreground">Law</dt>
        <dd>{rule.citation}</dd>
        <dt className="text-muted-foreground">In force since</dt>
        <dd>{formatDate(rule.effectiveDate)}</dd>
        <dt className="text-muted-foreground">Status</dt>
        <dd>
          <span className={`inline-block rounded border px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[rule.status]}`}>
            {RULE_STATUS_LABEL[rule.status]}
          </span>
          {rule.status === "checked" ? null : <span className="ml-2">Check with a lawyer.</span>}
        </dd>
        {rule.source ? (
          <>
            <dt className="text-muted-foreground">Source</dt>
            <dd>
              <a
                href={rule.source.url}
                rel="noopener noreferrer"
                target="_blank"
                className="break-all font-medium text-primary underline underline-offset-2"
              >
                {new URL(rule.source.url).hostname}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              <span className="text-muted-foreground">, read {formatDate(rule.source.read)}: </span>
              <q>{rule.source.quote}</q>
            </dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}

/**
 * /state-rules/{state}: every rule the engine holds for the state, by document type, each with its citation,
 * the date it took effect, whether it was checked against the statute and where it was read. "Before you
 * sign" links each rule it applied here. Prerendered: the rules are those in force when the site was built.
 */
export default async function StateRulesPage({ params }: Props) {
  const state = stateFor((await params).state);
  if (!state) notFound();
  const today = new Date().toISOString().slice(0, 10);
  const rules = stateRules(state, today);
  const counts = { checked: 0, official: 0, copy: 0, unchecked: 0 };
  for (const rule of rules) counts[rule.status] += 1;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
      <p className="text-sm">
        <Link href="/state-rules" className="font-medium text-primary underline underline-offset-2">
          State Rules
        </Link>{" "}
        / {state}
      </p>
      <h1 className="mt-2 text-4xl font-extrabold tracking-tight">{state} Rules</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        The {state} rules our documents apply, as in force on {formatDate(today)}: {counts.checked} of {rules.length}{" "}
        checked against the statute&apos;s own text. The other {rules.length - counts.checked} ({counts.official} read
        on an official page with a figure or date still to confirm, {counts.copy} read in a copy of the statute,{" "}
        {counts.unchecked} not yet checked) say &ldquo;check with a lawyer&rdquo; wherever a document uses them.
      </p>
      <nav aria-label="Document types" className="mt-6">
        <ul className="flex flex-wrap gap-2 text-sm">
          {STATE_RULE_TYPES.map((type) => (
            <li key={type}>
              <a href={`#${type}`} className="inline-block rounded-full border px-3 py-1 hover:bg-muted">
                {generatorTitle(type)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {STATE_RULE_TYPES.map((type) => {
        const forType = rules.filter((rule) => rule.type === type);
        const seen = new Set<string>();
        return (
          <section key={type} id={type} aria-labelledby={`${type}-heading`} className="mt-12 scroll-mt-24">
            <h2 id={`${type}-heading`} className="text-2xl font-bold tracking-tight">
              {generatorTitle(type)}
            </h2>
            {forType.length === 0 ? (
              <p className="mt-3 text-sm text-muted-foreground">
                Our rule tables hold no {state} rule for this document. State law still applies.
              </p>
            ) : (
              <ul className="mt-4 space-y-3">
                {forType.map((rule, i) => {
                  const first = !seen.has(rule.family);
                  seen.add(rule.family);
                  return (
                    <RuleCard
                      key={`${rule.family}-${i}`}
                      rule={rule}
                      anchor={first ? `${type}-${rule.family}` : undefined}
                    />
                  );
                })}
              </ul>
            )}
          </section>
        );
      })}
    </main>
  );
}
