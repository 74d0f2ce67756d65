import { AppError, crossOrigin, httpStatus, isSameOrigin, signedCopyForSigner } from "@lexforge/api";
import { ZSignatureRequestIdSchema } from "@lexforge/validators";

import { apiSession } from "~/server/auth";
import { getDb } from "~/server/db";
import { ownOrigin } from "~/server/request-origin";
import { logged } from "~/server/request-log";
import { pdfAttachment } from "~/server/pdf-attachment";

export const dynamic = "force-dynamic";

/** The sealed PDF of a request this account signed (by its verified address); 404 otherwise. */
async function get(req: Request, props: { params: Promise<{ requestId: string }> }) {
  if (!isSameOrigin(req, ownOrigin(req.headers))) return crossOrigin();
  const session = await apiSession();
  if (!session?.user?.id) return Response.json({ error: "Authentication required" }, { status: 401 });
  const id = ZSignatureRequestIdSchema.safeParse({ requestId: (await props.params).requestId });
  if (!id.success) return Response.json({ error: "Not found" }, { status: 404 });
  try {
    const file = await signedCopyForSigner(await getDb(), { userId: session.user.id, requestId: id.data.requestId });
    return pdfAttachment(file.bytes, file.filename);
  } catch (error) {
    if (error instanceof AppError) {
      return Response.json({ error: error.message, reason: error.reason }, { status: httpStatus(error) });
    }
    throw error;
  }
}

export const GET = logged(get);
