import { AppError, crossOrigin, httpStatus, isSameOrigin, ownerSignedPdf } from "@lexforge/api";
import { ZDocumentIdSchema } from "@lexforge/validators";

import { apiSession } from "~/server/auth";
import { getDb } from "~/server/db";
import { ownOrigin } from "~/server/request-origin";
import { logged } from "~/server/request-log";
import { pdfAttachment } from "~/server/pdf-attachment";

export const dynamic = "force-dynamic";

/** The owner's sealed PDF of the document's completed signature request; 404 otherwise. */
async function get(req: Request, props: { params: Promise<{ id: string }> }) {
  if (!isSameOrigin(req, ownOrigin(req.headers))) return crossOrigin();
  const session = await apiSession();
  if (!session?.user?.id) return Response.json({ error: "Authentication required" }, { status: 401 });
  const id = ZDocumentIdSchema.safeParse({ id: (await props.params).id });
  if (!id.success) return Response.json({ error: "Not found" }, { status: 404 });
  try {
    const file = await ownerSignedPdf(await getDb(), { userId: session.user.id, documentId: id.data.id });
    return pdfAttachment(file.bytes, file.filename);
  } catch (error) {
    if (error instanceof AppError) {
      return Response.json({ error: error.message, reason: error.reason }, { status: httpStatus(error) });
    }
    throw error;
  }
}

export const GET = logged(get);
