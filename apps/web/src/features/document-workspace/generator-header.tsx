import { ArrowLeftIcon, CoinsIcon } from "lucide-react";
import Link from "next/link";

import { Button } from "@lexforge/ui/button";

import { formatCredits } from "./credits-text";

/** Back button, '{type title} Generator', the credit count (signed-in only) and Get More Credits. */
export function GeneratorHeader(props: {
  title: string;
  credits: number | undefined;
  signedIn: boolean;
  onMoreCredits: () => void;
}) {
  return (
    <div className="space-y-4">
      <Button variant="ghost" size="sm" asChild className="-ml-3">
        <Link href="/documents">
          <ArrowLeftIcon aria-hidden /> Back to Documents
        </Link>
      </Button>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{props.title}</h1>
        <div className="flex flex-wrap items-center gap-3">
          {props.signedIn && (
            <p className="flex items-center gap-2 rounded-md border bg-card px-3 py-1.5 text-sm" aria-live="polite">
              <CoinsIcon aria-hidden className="size-4 text-primary" />
              <span className="text-muted-foreground">Credits:</span>
              <span data-testid="credits" className="font-semibold">
                {props.credits === undefined ? "…" : formatCredits(props.credits)}
              </span>
            </p>
          )}
          <Button variant="outline" onClick={props.onMoreCredits}>
            Get More Credits
          </Button>
        </div>
      </div>
    </div>
  );
}
