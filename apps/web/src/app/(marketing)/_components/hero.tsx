import Link from "next/link";

import { Button } from "@lexforge/ui/button";
import { Icon } from "@lexforge/ui/icon";

const PROMISES = ["Every state rule cited", "No credit card required to start", "Download as Word or PDF"];

export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-blue-50 to-background">
      <div className="section grid items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-blue-200 bg-white px-3 py-1 text-sm font-medium text-blue-800">
            <Icon name="sparkles" className="size-4" />
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
                <Icon name="arrow-right" />
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
                <Icon name="circle-check" className="size-4 shrink-0 text-green-700" />
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

/**
 * A decorative sketch of a generated document, as an image: drawn in markup it was ~2.5 kB of the page's HTML
 * and RSC payload. Hidden from assistive technology (empty alt) and fetched only where shown (lg and up).
 */
function DocumentPreview() {
  return (
    <div className="mx-auto hidden w-full max-w-md lg:block">
      {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG: nothing for the optimiser to do */}
      <img src="/document-preview.svg" alt="" width={480} height={400} loading="lazy" className="h-auto w-full" />
    </div>
  );
}
