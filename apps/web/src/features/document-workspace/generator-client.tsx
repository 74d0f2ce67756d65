"use client";

import dynamic from "next/dynamic";

import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";

import type { DocumentType } from "@lexforge/doc-engine";
import { Button } from "@lexforge/ui/button";
import { Card, CardContent } from "@lexforge/ui/card";
import { toast } from "@lexforge/ui/toast";
import type { TDocumentRequest } from "@lexforge/validators";
import { isUnlimited } from "@lexforge/validators/credits";

import { AuthRequiredDialog } from "~/components/auth-required-dialog";
import { ChoosePlanDialog } from "~/components/choose-plan-dialog";
import { upgradeRequiredFor } from "~/components/upgrade-required";
import { TRPCReactProvider, useTRPC } from "~/trpc/react";
import type { LastRefinement } from "./document-preview";
import { DocumentPreview } from "./document-preview";
import { downloadFile, downloadText } from "./download";
import type { GeneratorFormValues } from "./form-values";
import { emptyValues, toFormValues } from "./form-values";
import { AiSuggestions } from "./ai-suggestions";
import { ConfirmRegenerateDialog } from "./confirm-regenerate-dialog";
import { DescribeSituation } from "./describe-situation";
import { GeneratorForm } from "./generator-form";
import { GeneratorHeader } from "./generator-header";
import type { StateQuestions } from "./interview-steps";
import { HelpTips } from "./help-tips";
import { HistoryPanel } from "./history-panel";
import { LogoPanel } from "./logo-panel";
import { PartyBookProvider, usePartyBookState } from "./party-book";
import { RefineDialog } from "./refine-dialog";
import { documentRequest } from "./request-resolver";
import { bodyOf } from "./use-document-mutations";
import { useCredits } from "./use-credits";
import { useDraft } from "./use-draft";
import { useClauseEditing } from "./use-clause-editing";
import { useStartingPoint } from "./use-starting-point";
import { useAiGeneration } from "./use-ai-generation";
import { useGeneratorFlow } from "./use-generator-flow";
import { useQuestionSet } from "./question-set";
import { useAccountLogo } from "./use-logo";

// The send form validates with zod: loaded when a document that may be signed online is shown, not with the
// generator page (whose first load keeps zod out until the form is used).
const SendForSignature = dynamic(() => import("./send-for-signature").then((m) => m.SendForSignature), {
  ssr: false,
});

/** The generator with the tRPC provider it calls the API through (the page loads both lazily). */
export function ProvidedGeneratorClient(props: React.ComponentProps<typeof GeneratorClient>) {
  return (
    <TRPCReactProvider>
      <GeneratorClient {...props} />
    </TRPCReactProvider>
  );
}

export type OpenMode = "view" | "edit" | "refine";

export function GeneratorClient(props: {
  type: DocumentType;
  title: string;
  signedIn: boolean;
  initialDocumentId: string | null;
  openMode: OpenMode;
  /** "Use as a starting point": a stored document whose answers fill the form for a new document. */
  startFrom?: string | null;
  stateQuestions?: StateQuestions;
}) {
  const { type, signedIn } = props;
  const trpc = useTRPC();
  const router = useRouter();
  const [documentId, setDocumentId] = useState(props.initialDocumentId);
  const [view, setView] = useState<"form" | "preview">(props.openMode === "edit" || !documentId ? "form" : "preview");
  const [authOpen, setAuthOpen] = useState(false);
  // Why the plans were opened: a Word or PDF download says so in the dialog.
  const [planOpen, setPlanOpen] = useState<false | "credits" | "download">(false);
  const [refineOpen, setRefineOpen] = useState(props.openMode === "refine");
  const [historyOpen, setHistoryOpen] = useState(false);
  const [lastRefinement, setLastRefinement] = useState<LastRefinement | null>(null);
  const [confirmRegenerate, setConfirmRegenerate] = useState(false);
  const questionSet = useQuestionSet();
  const { credits, spent } = useCredits(signedIn);
  const logo = useAccountLogo(signedIn);
  const partyBook = usePartyBookState(signedIn, type);

  const form = useForm<GeneratorFormValues, unknown, TDocumentRequest>({
    resolver: documentRequest.resolver,
    defaultValues: emptyValues(type, questionSet),
  });
  useDraft(form, type, { enabled: !props.initialDocumentId && !props.startFrom });
  const startedFrom = useStartingPoint({ form, type, signedIn, id: props.startFrom ?? null });

  const documentQuery = useQuery({
    ...trpc.documents.get.queryOptions({ id: documentId ?? "" }),
    enabled: signedIn && documentId !== null,
  });
  const row = documentQuery.data;
  const loadedFromServer = useRef<string | null>(null);
  useEffect(() => {
    // A stored document opened by id: bring its inputs into the form (Edit and Regenerate use them).
    if (!row || loadedFromServer.current === row.id || row.id !== props.initialDocumentId) return;
    loadedFromServer.current = row.id;
    if (row.type !== type) {
      router.replace(`/documents/${row.type}${window.location.search}`);
      return;
    }
    form.reset(toFormValues(type, questionSet, row.inputs));
  }, [row, type, questionSet, form, router, props.initialDocumentId]);
  useEffect(() => {
    if (documentQuery.isError) {
      toast.error("Document not found", { description: "It may have been deleted, or it belongs to another account." });
      setDocumentId(null);
      setView("form");
    }
  }, [documentQuery.isError]);

  const ai = useAiGeneration();
  const setUrl = (query: string) => window.history.replaceState(null, "", `${window.location.pathname}${query}`);
  const flow = useGeneratorFlow({
    form,
    type,
    signedIn,
    credits,
    documentId,
    openAuth: () => setAuthOpen(true),
    openPlans: () => setPlanOpen("credits"),
    onSpent: spent,
    onDocument: (document) => {
      setDocumentId(document.id);
      setView("preview");
      setUrl(`?doc=${document.id}`);
    },
    onGenerated: (request) => void partyBook.saveTicked(request.parties),
    onRefined: (result) => {
      setLastRefinement(result);
      setRefineOpen(false);
    },
    ai,
  });

  const editing = useClauseEditing(documentId);

  const onDownload = (format: "txt" | "docx" | "pdf") => {
    if (!row) return;
    if (format === "txt") return downloadText(bodyOf(row));
    if (!signedIn) return setAuthOpen(true);
    if (upgradeRequiredFor(format, credits)) return setPlanOpen("download");
    downloadFile(row.id, format);
  };

  // A valid version that would spend a credit is asked for first. Invalid answers are reported as usual, and
  // with no credit left regenerate opens the plans.
  const regenerate = async () => {
    const spends = form.getValues("useAI") && credits !== undefined && credits > 0 && !isUnlimited(credits);
    if (spends && (await form.trigger())) setConfirmRegenerate(true);
    else flow.regenerate();
  };

  const showPreview = view === "preview" && row !== undefined;
  return (
    <main id="main" className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8">
      <GeneratorHeader
        title={props.title}
        credits={credits}
        signedIn={signedIn}
        onMoreCredits={() => setPlanOpen("credits")}
      />
      {view === "preview" && !row && (
        <p role="status" className="text-muted-foreground">
          Loading your document…
        </p>
      )}
      {showPreview ? (
        <DocumentPreview
          document={bodyOf(row)}
          logoUrl={logo.url}
          lastRefinement={lastRefinement}
          regenerating={flow.regenerating}
          onDismissChanges={() => setLastRefinement(null)}
          onDownload={onDownload}
          onRefine={() => (signedIn ? setRefineOpen(true) : setAuthOpen(true))}
          onEdit={() => {
            setView("form");
            setLastRefinement(null);
            if (documentId) setUrl(`?doc=${documentId}&edit=1`);
          }}
          onRegenerate={() => void regenerate()}
          onHistory={() => setHistoryOpen(true)}
          editing={editing}
          signing={
            documentId && row && bodyOf(row).signing?.electronic ? (
              // A new version voids an open request: the panel reloads with it.
              <SendForSignature key={row.currentVersion} documentId={documentId} />
            ) : undefined
          }
        />
      ) : view === "form" ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <Card className="py-4 sm:py-6">
            <CardContent className="px-4 sm:px-6">
              {documentId && (
                <div
                  role="status"
                  className="mb-6 flex flex-col gap-3 rounded-md border bg-muted/50 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
                >
                  <p>
                    You are editing this document&apos;s information: Update Document saves it as the document&apos;s
                    next version.
                  </p>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    className="shrink-0"
                    onClick={() => {
                      setView("preview");
                      setUrl(`?doc=${documentId}`);
                    }}
                  >
                    Back to document
                  </Button>
                </div>
              )}
              {startedFrom && !documentId && (
                <p role="status" className="mb-6 rounded-md border bg-muted/50 p-3 text-sm">
                  Starting from <span className="font-medium">{startedFrom}</span>: its answers are filled in. Change
                  what differs and generate a new document; the original stays as it is.
                </p>
              )}
              <DescribeSituation form={form} type={type} signedIn={signedIn} />
              {/* The request schema (and zod) loads once the user starts on the form, not while the page loads. */}
              <div className="mt-6" onFocusCapture={documentRequest.preload}>
                <PartyBookProvider value={partyBook.book}>
                  <GeneratorForm
                    form={form}
                    type={type}
                    generating={flow.generating || flow.regenerating}
                    credits={credits}
                    stateQuestions={props.stateQuestions}
                    // Editing a stored document's information updates that document (its next version).
                    onGenerate={() => (documentId ? void regenerate() : flow.generate())}
                    updating={documentId !== null}
                    aiStage={ai.suggest.stage}
                    aiConfigured={ai.status}
                    aiPanel={(goToField) =>
                      ai.suggestions && (
                        <AiSuggestions
                          onChangeField={goToField}
                          form={form}
                          suggestions={ai.suggestions}
                          generating={flow.generating}
                          onGenerate={() => flow.generate({ confirmed: true })}
                          onBack={ai.clear}
                        />
                      )
                    }
                  />
                </PartyBookProvider>
              </div>
            </CardContent>
          </Card>
          <div className="space-y-6">
            <LogoPanel signedIn={signedIn} />
            <HelpTips />
          </div>
        </div>
      ) : null}

      <AuthRequiredDialog
        open={authOpen}
        onOpenChange={setAuthOpen}
        returnTo={
          typeof window === "undefined" ? `/documents/${type}` : window.location.pathname + window.location.search
        }
      />
      <ConfirmRegenerateDialog
        open={confirmRegenerate}
        onOpenChange={setConfirmRegenerate}
        credits={credits ?? 0}
        onConfirm={flow.regenerate}
      />
      <ChoosePlanDialog
        open={planOpen !== false}
        onOpenChange={(open) => !open && setPlanOpen(false)}
        credits={credits ?? 0}
        signedIn={signedIn}
        forDownload={planOpen === "download"}
        returnTo={documentId ? `/documents/${type}?doc=${documentId}` : undefined}
      />
      {documentId && showPreview && (
        <HistoryPanel documentId={documentId} open={historyOpen} onOpenChange={setHistoryOpen} />
      )}
      <RefineDialog
        type={type}
        documentId={documentId}
        open={refineOpen && showPreview}
        onOpenChange={setRefineOpen}
        credits={credits}
        busy={flow.refining}
        onRefine={flow.refine}
        canRefine={flow.canRefine}
        onAccepted={flow.refined}
        onFailed={flow.refineFailed}
      />
    </main>
  );
}
