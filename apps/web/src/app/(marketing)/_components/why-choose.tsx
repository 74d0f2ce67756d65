import { BadgeCheck, Sparkles, ThumbsUp, UserRoundCog, Users, Zap } from "lucide-react";

import { PRODUCT_NAME } from "~/lib/product";
import { SectionHeading } from "./section-heading";

const FEATURES = [
  {
    icon: Sparkles,
    title: "AI-Powered Generation",
    text: "Our engine tailors every clause to your answers, choosing the provisions your situation actually needs.",
  },
  {
    icon: BadgeCheck,
    title: "State Rules, Cited",
    text: "Each state rule that shapes your document is cited to its statute with the date it took effect, and a rule not yet checked against the statute's text says so.",
  },
  {
    icon: Zap,
    title: "Fast and Efficient Process",
    text: "Go from a blank page to a finished document in minutes instead of waiting days for a first draft.",
  },
  {
    icon: UserRoundCog,
    title: "Personalized Documents",
    text: "Names, addresses, terms and your company logo are placed exactly where they belong.",
  },
  {
    icon: Users,
    title: "Signing Made Clear",
    text: "A Before You Sign page lists who signs, the witnesses or notary your state requires and the notices to hand over.",
  },
  {
    icon: ThumbsUp,
    title: "One-Time Plans",
    text: "Buy credits once, with no subscription: nothing renews or charges you again.",
  },
];

export function WhyChoose() {
  return (
    <section aria-labelledby="why-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-24 lg:px-8">
      <SectionHeading
        id="why-heading"
        title={`Why Choose ${PRODUCT_NAME}?`}
        lead="Professional legal documents without the legal fees or the waiting."
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
            <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon className="size-6" aria-hidden />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
