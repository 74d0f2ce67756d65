import type { Metadata } from "next";
import { Suspense } from "react";

import { PRODUCT_NAME } from "~/lib/product";
import { DocumentLibrary, DocumentLibraryFallback } from "./_components/document-library";

export const metadata: Metadata = {
  title: "Legal Document Library",
  description: `Browse ${PRODUCT_NAME}'s library of legal document templates: contracts, agreements, letters, wills and more, each tailored to your state.`,
};

export default function DocumentsPage() {
  return (
    <main id="main" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h1 className="text-4xl font-extrabold tracking-tight">Legal Document Library</h1>
          <p className="mt-4 text-lg text-muted-foreground">
            Choose from our collection of templates, tailored to your state's rules in minutes.
          </p>
        </div>
        <div className="mt-10">
          {/* The filters read the URL's query string, which needs a Suspense boundary when prerendered; the
              fallback is the unfiltered library itself, so the page has its full height from the first paint. */}
          <Suspense fallback={<DocumentLibraryFallback />}>
            <DocumentLibrary />
          </Suspense>
        </div>
      </div>
    </main>
  );
}
