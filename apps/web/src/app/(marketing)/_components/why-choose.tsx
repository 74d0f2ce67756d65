import type { SpriteIconName } from "@lexforge/ui/icon-sprite";
import { Icon } from "@lexforge/ui/icon";

import { PRODUCT_NAME } from "~/lib/product";
import { SectionHeading } from "./section-heading";

const FEATURES: { icon: SpriteIconName; title: string; text: string }[] = [
  {
    icon: "sparkles",
    title: "AI-Powered Generation",
    text: "Our engine tailors every clause to your answers, choosing the provisions your situation actually needs.",
  },
  {
    icon: "badge-check",
    title: "State Rules, Cited",
    text: "Each state rule that shapes your document is cited to its statute with the date it took effect, and a rule not yet checked against the statute's text says so.",
  },
  {
    icon: "zap",
    title: "Fast and Efficient Process",
    text: "Go from a blank page to a finished document in minutes instead of waiting days for a first draft.",
  },
  {
    icon: "user-round-cog",
    title: "Personalized Documents",
    text: "Names, addresses, terms and your company logo are placed exactly where they belong.",
  },
  {
    icon: "users",
    title: "Signing Made Clear",
    text: "A Before You Sign page lists who signs, the witnesses or notary your state requires and the notices to hand over.",
  },
  {
    icon: "thumbs-up",
    title: "One-Time Plans",
    text: "Buy credits once, with no subscription: nothing renews or charges you again.",
  },
];

export function WhyChoose() {
  return (
    <section aria-labelledby="why-heading" className="section">
      <SectionHeading
        id="why-heading"
        title={`Why Choose ${PRODUCT_NAME}?`}
        lead="Professional legal documents without the legal fees or the waiting."
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon, title, text }) => (
          <li key={title} className="tile">
            <span className="icon-tile">
              <Icon name={icon} className="size-6" />
            </span>
            <h3 className="tile-title">{title}</h3>
            <p className="tile-text">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
