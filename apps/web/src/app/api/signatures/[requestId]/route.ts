import { signedCopyForSigner } from "@lexforge/api";
import { ZSignatureRequestIdSchema } from "@lexforge/validators";

import { getDb } from "~/server/db";
import { signedInPdf } from "~/server/pdf-attachment";
import { logged } from "~/server/request-log";

export const dynamic = "force-dynamic";

/** The sealed PDF of a request this account signed (by its verified address); 404 otherwise. */
async function get(req: Request, props: { params: Promise<{ requestId: string }> }) {
  const id = ZSignatureRequestIdSchema.safeParse({ requestId: (await props.params).requestId });
  return signedInPdf(
    req,
    id.success
      ? async (userId) => signedCopyForSigner(await getDb(), { userId, requestId: id.data.requestId })
      : undefined,
  );
}

export const GET = logged(get);
