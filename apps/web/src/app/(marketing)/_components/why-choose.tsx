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
    title: "Lawyer-Verified Templates",
    text: "Every document starts from templates reviewed by attorneys and kept current with each state's rules.",
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
    title: "Trusted by Thousands",
    text: "Individuals and small businesses have generated more than 100,000 documents with us.",
  },
  {
    icon: ThumbsUp,
    title: "100% Satisfaction Guarantee",
    text: "If a document is not right for you, contact support and we will fix it or give your money back.",
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
