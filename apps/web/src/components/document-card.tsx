import { Clock } from "lucide-react";
import Link from "next/link";

import type { CatalogueEntry } from "@lexforge/doc-engine";
import { Badge } from "@lexforge/ui/badge";
import { Button } from "@lexforge/ui/button";
import { cn } from "@lexforge/ui/utils";

import { DocumentIcon } from "./document-icon";

/** One catalogue entry as a card: the home page's Popular Legal Documents and the library share it. */
type Props = { entry: CatalogueEntry; headingLevel?: "h2" | "h3"; className?: string };

export function DocumentCard({ entry, headingLevel = "h3", className }: Props) {
  const Heading = headingLevel;
  return (
    <article
      className={cn(
        "flex flex-col rounded-xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md",
        className,
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <DocumentIcon name={entry.icon} className="size-6" />
        </span>
        {entry.popular ? <Badge className="bg-amber-100 text-amber-900">Popular</Badge> : null}
      </div>
      <Heading className="mt-4 text-lg font-semibold">{entry.title}</Heading>
      <p className="mt-2 flex-1 text-sm text-muted-foreground">{entry.description}</p>
      <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground">
        <Badge variant="secondary">{entry.category}</Badge>
        <span className="inline-flex items-center gap-1">
          <Clock className="size-4" aria-hidden />
          <span className="sr-only">Estimated time:</span>
          {entry.timeEstimate}
        </span>
      </div>
      <Button asChild className="mt-5 w-full">
        <Link href={entry.path}>
          Create Document<span className="sr-only">: {entry.title}</span>
        </Link>
      </Button>
    </article>
  );
}
