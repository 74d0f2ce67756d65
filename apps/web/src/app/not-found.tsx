import type { Metadata } from "next";
import Link from "next/link";

import { Button } from "@lexforge/ui/button";
import { Icon } from "@lexforge/ui/icon";

export const metadata: Metadata = {
  title: "Page Not Found",
  description: "The page you are looking for could not be found.",
};

export default function NotFound() {
  return (
    <main id="main" className="flex flex-1 items-center justify-center px-4 py-24">
      <div className="max-w-lg text-center">
        <Icon name="file-question-mark" className="mx-auto size-16 text-primary" />
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight">404 Page Not Found</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          We couldn&apos;t find the page you&apos;re looking for. It might have been moved, deleted, or never existed.
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link href="/">Return to Home</Link>
        </Button>
      </div>
    </main>
  );
}
