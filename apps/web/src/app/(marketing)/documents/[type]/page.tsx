import type { Metadata } from "next";
import { notFound } from "next/navigation";

import type { DocumentType } from "@lexforge/doc-engine";
import { DOCUMENT_TYPES, generatorTitle, pageDescription, pageTitle } from "@lexforge/doc-engine";

import { auth } from "~/server/auth";
import { getQueryClient, HydrateClient, trpc } from "~/trpc/server";
import type { OpenMode } from "./_components/generator-client";
import { GeneratorClient } from "./_components/generator-client";

type Props = {
  params: Promise<{ type: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const isDocumentType = (value: string): value is DocumentType => (DOCUMENT_TYPES as readonly string[]).includes(value);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { type } = await params;
  if (!isDocumentType(type)) return {};
  return { title: pageTitle(type), description: pageDescription(type) };
}

/**
 * /documents/{type}: the generator. ?doc=<id> opens a stored document in the preview; with &edit=1 the
 * form is prefilled with its inputs, with &refine=1 the refine dialog opens on it.
 */
export default async function GeneratorPage({ params, searchParams }: Props) {
  const { type } = await params;
  if (!isDocumentType(type)) notFound();
  const query = await searchParams;
  const session = await auth();
  const signedIn = Boolean(session?.user?.id);

  const doc = first(query.doc);
  const documentId = signedIn && doc && UUID.test(doc) ? doc : null;
  const openMode: OpenMode = first(query.edit) === "1" ? "edit" : first(query.refine) === "1" ? "refine" : "view";

  if (signedIn) {
    // Awaited (not streamed) so the server and the first client render show the same balance and document.
    const queryClient = getQueryClient();
    await Promise.all([
      queryClient.prefetchQuery(trpc.credits.balance.queryOptions()),
      documentId ? queryClient.prefetchQuery(trpc.generator.get.queryOptions({ id: documentId })) : null,
    ]);
  }

  return (
    <HydrateClient>
      <GeneratorClient
        type={type}
        title={`${generatorTitle(type)} Generator`}
        signedIn={signedIn}
        initialDocumentId={documentId}
        openMode={openMode}
      />
    </HydrateClient>
  );
}
