"use client";

import { ArrowLeftIcon } from "lucide-react";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { startTransition, useEffect, useState } from "react";

import type { DocumentType } from "@lexforge/doc-engine";
import { Button } from "@lexforge/ui/button";

import { useSessionUser } from "~/components/use-session-user";
import type { QuestionSet } from "./form-values";
import type { OpenMode } from "./generator-client";
import type { StateQuestions } from "./interview-steps";
import { QuestionSetProvider } from "./question-set";

// The generator (its form library, the tRPC client and react-query, the dialogs, every question) is not
// part of the page's first-load JS: nothing of it shows before the session is read, so its chunk is
// fetched from hydration on, alongside /api/auth/session, and the skeleton stays until both are in.
const loadGenerator = () => import("./generator-client");
type Generator = Awaited<ReturnType<typeof loadGenerator>>["ProvidedGeneratorClient"];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The prerendered generator page's client part: reads the signed-in state, ?doc=<id>&edit=1|refine=1 and ?from=<id>
 * in the browser, then starts the generator with them. They are read once, as the server used to pass
 * them: the generator rewrites the query string itself (history.replaceState) as documents are made.
 */
type EntryProps = { type: DocumentType; title: string; stateQuestions: StateQuestions; questionSet: QuestionSet };

export function GeneratorEntry(props: EntryProps) {
  const user = useSessionUser();
  const [generator, setGenerator] = useState<{ Client: Generator } | { error: unknown } | null>(null);
  useEffect(() => {
    let live = true;
    loadGenerator().then(
      // In a transition React renders the whole form in short slices, leaving the main thread free between
      // them, instead of one long task as the page becomes interactive.
      (m) => live && startTransition(() => setGenerator({ Client: m.ProvidedGeneratorClient })),
      (error: unknown) => live && setGenerator({ error }),
    );
    return () => {
      live = false;
    };
  }, []);
  // A chunk that failed to load surfaces as an error, not as a skeleton that never ends.
  if (generator && "error" in generator) throw generator.error;
  if (user === undefined || !generator) return <GeneratorSkeleton title={props.title} />;
  return (
    <QuestionSetProvider value={props.questionSet}>
      <StartedGenerator {...props} GeneratorClient={generator.Client} signedIn={Boolean(user?.id)} />
    </QuestionSetProvider>
  );
}

function StartedGenerator({
  type,
  title,
  signedIn,
  stateQuestions,
  GeneratorClient,
}: EntryProps & { signedIn: boolean; GeneratorClient: Generator }) {
  const query = useSearchParams();
  const [start] = useState(() => {
    const doc = query.get("doc");
    const openMode: OpenMode = query.get("edit") === "1" ? "edit" : query.get("refine") === "1" ? "refine" : "view";
    const from = query.get("from");
    return {
      documentId: signedIn && doc && UUID.test(doc) ? doc : null,
      openMode,
      startFrom: signedIn && from && UUID.test(from) ? from : null,
    };
  });
  return (
    <GeneratorClient
      type={type}
      title={title}
      signedIn={signedIn}
      initialDocumentId={start.documentId}
      openMode={start.openMode}
      startFrom={start.startFrom}
      stateQuestions={stateQuestions}
    />
  );
}

/**
 * What the prerendered HTML shows until the session is read: the generator's header in its final place and
 * a screen-tall placeholder, so nothing below moves into view when the form arrives.
 */
export function GeneratorSkeleton({ title }: { title: string }) {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8" aria-busy="true">
      <div className="space-y-4">
        <Button variant="ghost" size="sm" asChild className="-ml-3">
          <Link href="/documents">
            <ArrowLeftIcon aria-hidden /> Back to Documents
          </Link>
        </Button>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        </div>
      </div>
      <div className="min-h-[150vh] rounded-xl border bg-card" />
    </main>
  );
}
