import {
  ArrowRight,
  BadgeCheck,
  Clock,
  Download,
  Globe2,
  HeartHandshake,
  Lightbulb,
  MapPin,
  ShieldCheck,
  Sparkles,
  Wallet,
} from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { Button } from "@lexforge/ui/button";

import { PRODUCT_NAME } from "~/lib/product";
import { SectionHeading } from "../_components/section-heading";

export const metadata: Metadata = {
  title: "About Us",
  description: `Why we built ${PRODUCT_NAME}: affordable, state-specific legal documents for individuals and small businesses, founded in 2023.`,
};

const VALUES = [
  {
    icon: Globe2,
    title: "Accessibility",
    text: "Everyone deserves clear, affordable legal documents, not only those who can pay hourly legal fees.",
  },
  {
    icon: ShieldCheck,
    title: "Quality",
    text: "Our templates are verified by lawyers and checked against each state's rules before they reach you.",
  },
  {
    icon: Lightbulb,
    title: "Innovation",
    text: "We use AI to tailor every document to your situation and explain each section in plain English.",
  },
];

const BENEFITS = [
  {
    icon: Sparkles,
    title: "AI-powered tailoring",
    text: "Clauses are chosen and worded from your answers.",
  },
  {
    icon: BadgeCheck,
    title: "Rules cited to the statute",
    text: "Every state rule names its statute and date, and says when it is not yet checked.",
  },
  {
    icon: MapPin,
    title: "Jurisdiction-specific",
    text: "Rules and citations for all 50 states and DC.",
  },
  { icon: Clock, title: "Ready in minutes", text: "Most documents take between 5 and 30 minutes." },
  {
    icon: Download,
    title: "Word or PDF downloads",
    text: "Edit in Word or share a finished PDF, with your logo.",
  },
  {
    icon: Wallet,
    title: "Fair, one-time pricing",
    text: "Your first credit is free and template documents cost nothing.",
  },
];

export default function AboutPage() {
  return (
    <main id="main">
      <section aria-labelledby="about-heading" className="bg-gradient-to-b from-blue-50 to-background">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 md:py-24 lg:px-8">
          <h1 id="about-heading" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            About {PRODUCT_NAME}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">
            We make professional legal documents simple, fast and affordable for individuals and small businesses, so
            you can protect what matters without waiting days or paying hundreds in fees.
          </p>
          <Button asChild size="lg" className="mt-8">
            <Link href="/documents">
              Browse Documents
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="values-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <SectionHeading id="values-heading" title="Our Values" />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border bg-card p-6 text-center shadow-sm">
              <Icon className="mx-auto size-10 text-primary" aria-hidden />
              <h3 className="mt-4 text-xl font-semibold">{title}</h3>
              <p className="mt-2 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="story-heading" className="bg-slate-50">
        <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="story-heading" className="flex items-center gap-3 text-3xl font-bold tracking-tight">
            <HeartHandshake className="size-8 text-primary" aria-hidden />
            Our Story
          </h2>
          <div className="mt-6 space-y-4 text-lg text-muted-foreground">
            <p>
              {PRODUCT_NAME} was founded in 2023 by a small team of lawyers and engineers who kept seeing the same
              problem: people signing leases, NDAs and loan agreements they had copied from the internet, because a
              lawyer&apos;s first draft cost more than the deal itself.
            </p>
            <p>
              We started with a handful of templates and a guided form that asked the right questions. Today our library
              covers twelve document types across every US state and the District of Columbia.
            </p>
            <p>
              We are not a law firm and we do not give legal advice. We give you a clear, well-drafted starting point
              and explain what each section does, so you know what you are signing.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="benefits-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <SectionHeading id="benefits-heading" title={`Why Choose ${PRODUCT_NAME}?`} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm">
              <Icon className="size-6 shrink-0 text-primary" aria-hidden />
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-cta-heading" className="bg-primary text-primary-foreground">
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 lg:px-8">
          <h2 id="about-cta-heading" className="text-3xl font-bold tracking-tight">
            Ready to create your first document?
          </h2>
          <p className="mt-4 text-lg text-primary-foreground/90">
            Pick a document, answer a few questions and download it in minutes. Your first credit is on us.
          </p>
          <Button asChild size="lg" variant="secondary" className="mt-8">
            <Link href="/documents">Create a Document</Link>
          </Button>
        </div>
      </section>
    </main>
  );
}
