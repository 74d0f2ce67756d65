import Link from "next/link";

import type { CatalogueEntry } from "@lexforge/doc-engine";
import { Badge } from "@lexforge/ui/badge";
import { Button } from "@lexforge/ui/button";
import { Icon } from "@lexforge/ui/icon";
import { cn } from "@lexforge/ui/utils";

import { DocumentIcon } from "./document-icon";

/** One catalogue entry as a card: the home page's Popular Legal Documents and the library share it. */
type Props = { entry: CatalogueEntry; headingLevel?: "h2" | "h3"; className?: string };

export function DocumentCard({ entry, headingLevel = "h3", className }: Props) {
  const Heading = headingLevel;
  return (
    <article className={cn("tile flex flex-col transition-shadow hover:shadow-md", className)}>
      <div className="tile-head">
        <span className="icon-tile">
          <DocumentIcon name={entry.icon} className="size-6" />
        </span>
        {entry.popular ? <Badge className="bg-amber-100 text-amber-900">Popular</Badge> : null}
      </div>
      <Heading className="tile-title">{entry.title}</Heading>
      <p className="tile-text flex-1">{entry.description}</p>
      <div className="tile-meta">
        <Badge variant="secondary">{entry.category}</Badge>
        <span className="inline-flex items-center gap-1">
          <Icon name="clock" className="size-4" />
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
