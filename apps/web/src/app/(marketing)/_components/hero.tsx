import { ArrowRight, CheckCircle2, FileText, Sparkles } from "lucide-react";
import Link from "next/link";

import { Button } from "@lexforge/ui/button";

const PROMISES = ["Every state rule cited", "No credit card required to start", "Download as Word or PDF"];

export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-blue-50 to-background">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-blue-200 bg-white px-3 py-1 text-sm font-medium text-blue-800">
            <Sparkles className="size-4" aria-hidden />
            AI-Powered Legal Documents
          </p>
          <h1 id="hero-heading" className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            Legal Documents Created in Minutes, Not Hours
          </h1>
          <p className="mt-6 max-w-xl text-lg text-muted-foreground">
            Answer a few guided questions and get a professional, state-specific document you can review, refine and
            download, without the legal fees.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link href="/documents">
                Create a Document
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/about">
                {/* Said in full to screen readers and search engines ("Learn More" alone names no destination). */}
                Learn More<span className="sr-only"> about Lexforge</span>
              </Link>
            </Button>
          </div>
          <ul className="mt-8 grid gap-2 text-sm text-muted-foreground sm:grid-cols-3">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex items-center gap-2">
                <CheckCircle2 className="size-4 shrink-0 text-green-700" aria-hidden />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <DocumentPreview />
      </div>
    </section>
  );
}

/** A decorative sketch of a generated document; hidden from assistive technology. */
function DocumentPreview() {
  return (
    <div aria-hidden className="relative mx-auto hidden w-full max-w-md lg:block">
      <div className="absolute -inset-4 rotate-3 rounded-2xl bg-blue-100" />
      <div className="relative rounded-2xl border bg-white p-8 shadow-xl">
        <div className="flex items-center gap-3">
          <FileText className="size-8 text-primary" />
          <div>
            <p className="font-semibold">Non-Disclosure Agreement</p>
            <p className="text-xs text-muted-foreground">California · Generated in 4 min</p>
          </div>
        </div>
        <div className="mt-6 space-y-3">
          {["w-full", "w-11/12", "w-4/5", "w-full", "w-3/4", "w-5/6", "w-2/3"].map((width, index) => (
            <div key={index} className={`h-2.5 rounded bg-slate-200 ${width}`} />
          ))}
        </div>
        <div className="mt-8 flex justify-between border-t pt-4 text-xs text-muted-foreground">
          <span>Disclosing Party</span>
          <span>Receiving Party</span>
        </div>
      </div>
    </div>
  );
}
