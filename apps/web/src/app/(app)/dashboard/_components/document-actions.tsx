"use client";

import { useQuery } from "@tanstack/react-query";
import { ChevronDown, Download, Pencil, Sparkles } from "lucide-react";
import Link from "next/link";
import { useRef, useState } from "react";

import { needsUpgradeToDownload } from "@lexforge/validators/credits";
import { Button } from "@lexforge/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@lexforge/ui/dropdown-menu";

import { ChoosePlanDialog } from "~/components/choose-plan-dialog";
import { upgradeRequiredFor } from "~/components/upgrade-required";
import { useTRPC } from "~/trpc/react";
import { DocumentMoreActions } from "./document-more-actions";

const FORMATS = [
  { format: "docx", label: "Word (.docx)" },
  { format: "pdf", label: "PDF (.pdf)" },
  { format: "txt", label: "Text (.txt)" },
] as const;

type ActionDocument = { id: string; name: string; type: string };

/**
 * Download (Word/PDF/Text), Refine, Edit and More (rename, use as a starting point, delete); the generator page picks up ?doc= with refine/edit. Downloads
 * follow the same rule as the generator's: with no credit left, Word and PDF say 'Upgrade Required'.
 */
export function DocumentActions({ document }: { document: ActionDocument }) {
  const trpc = useTRPC();
  const credits = useQuery(trpc.credits.balance.queryOptions()).data;
  const [planOpen, setPlanOpen] = useState(false);
  // The menu item that opened the plans is gone when they close: focus goes back to Download.
  const downloadButton = useRef<HTMLButtonElement>(null);
  const generatorUrl = (mode: "refine" | "edit") =>
    `/documents/${encodeURIComponent(document.type)}?doc=${document.id}&${mode}=1`;
  const context = <span className="sr-only"> {document.name}</span>;

  return (
    <div className="flex flex-wrap items-center gap-2 md:justify-end">
      {/* Not modal, like More: the plans dialog opens from it, and a modal menu hides the page with
          aria-hidden while its links stay focusable (axe aria-hidden-focus). */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button ref={downloadButton} variant="outline" size="sm">
            <Download aria-hidden />
            Download{context}
            <ChevronDown aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {FORMATS.map(({ format, label }) =>
            // A link would still fetch the file (a failed 402 download) behind the dialog, so a format the
            // user cannot download yet is a plain item that opens the plans.
            credits !== undefined && needsUpgradeToDownload(format, credits) ? (
              <DropdownMenuItem key={format} onSelect={() => setPlanOpen(upgradeRequiredFor(format, credits))}>
                {label}
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem key={format} asChild>
                <a href={`/api/documents/${document.id}/${format}`} download>
                  {label}
                </a>
              </DropdownMenuItem>
            ),
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <Button asChild variant="outline" size="sm">
        <Link href={generatorUrl("refine")}>
          <Sparkles aria-hidden />
          Refine{context}
        </Link>
      </Button>
      <Button asChild variant="outline" size="sm">
        <Link href={generatorUrl("edit")}>
          <Pencil aria-hidden />
          Edit{context}
        </Link>
      </Button>
      <DocumentMoreActions document={document} />
      {planOpen && (
        <ChoosePlanDialog
          open
          onOpenChange={setPlanOpen}
          credits={credits ?? 0}
          signedIn
          forDownload
          returnTo={`/documents/${encodeURIComponent(document.type)}?doc=${document.id}`}
          returnFocus={() => downloadButton.current?.focus()}
        />
      )}
    </div>
  );
}
