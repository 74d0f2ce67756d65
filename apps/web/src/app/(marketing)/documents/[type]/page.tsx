import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { Suspense } from "react";

import type { DocumentType } from "@lexforge/doc-engine";
import { DOCUMENT_TYPES, generatorTitle, pageDescription, pageTitle, stateQuestionsFor } from "@lexforge/doc-engine";
import { defaultAnswersFor, questionsFor } from "@lexforge/doc-engine/data";

import { plainAnswers } from "~/features/document-workspace/form-values";
import { GeneratorEntry, GeneratorSkeleton } from "~/features/document-workspace/generator-entry";

type Props = { params: Promise<{ type: string }> };

const isDocumentType = (value: string): value is DocumentType => (DOCUMENT_TYPES as readonly string[]).includes(value);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { type } = await params;
  // notFound() in the page does not bring the 404 page's own title along, so name it here.
  if (!isDocumentType(type)) return { title: "Page Not Found" };
  return { title: pageTitle(type), description: pageDescription(type) };
}

/**
 * /documents/{type}: the generator. ?doc=<id> opens a stored document in the preview; with &edit=1 the
 * form is prefilled with its inputs, with &refine=1 the refine dialog opens on it. The session and the query
 * string are read in the browser; the page is rendered per request all the same, because it shows the user's
 * own text and so carries a nonce-based script policy (lib/security-headers.ts), and the state rules it
 * lists are those in force today.
 */
export default async function GeneratorPage({ params }: Props) {
  await connection();
  const { type } = await params;
  if (!isDocumentType(type)) notFound();
  const title = `${generatorTitle(type)} Generator`;
  // Which states ask which state-only questions, from the rule tables (which never ship to the browser).
  const stateQuestions = stateQuestionsFor(type, new Date().toISOString().slice(0, 10));
  // The questions and their defaults as data: the browser does not load the answer schemas to learn them.
  const questionSet = { questions: questionsFor(type), defaults: plainAnswers(defaultAnswersFor(type)) };
  return (
    <Suspense fallback={<GeneratorSkeleton title={title} />}>
      <GeneratorEntry type={type} title={title} stateQuestions={stateQuestions} questionSet={questionSet} />
    </Suspense>
  );
}
