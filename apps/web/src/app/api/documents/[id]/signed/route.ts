import { ownerSignedPdf } from "@lexforge/api";
import { ZDocumentIdSchema } from "@lexforge/validators";

import { getDb } from "~/server/db";
import { signedInPdf } from "~/server/pdf-attachment";
import { logged } from "~/server/request-log";

export const dynamic = "force-dynamic";

/** The owner's sealed PDF of the document's completed signature request; 404 otherwise. */
async function get(req: Request, props: { params: Promise<{ id: string }> }) {
  const id = ZDocumentIdSchema.safeParse({ id: (await props.params).id });
  return signedInPdf(
    req,
    id.success ? async (userId) => ownerSignedPdf(await getDb(), { userId, documentId: id.data.id }) : undefined,
  );
}

export const GET = logged(get);
