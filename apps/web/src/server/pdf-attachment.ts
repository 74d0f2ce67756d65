import { AppError, crossOrigin, httpStatus, isSameOrigin } from "@lexforge/api";

import { apiSession } from "./auth";
import { ownOrigin } from "./request-origin";

type PdfFile = { bytes: Uint8Array; filename: string };

/** A PDF answered as a download, never cached by anything between. */
export function pdfAttachment({ bytes, filename }: PdfFile) {
  return new Response(Buffer.from(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/**
 * A signed-in user's own PDF: refused from another site's page, 401 without a session, 404 for an id that does
 * not parse, and a service's refusal (not found, not theirs) with its own status.
 */
export async function signedInPdf(req: Request, load: ((userId: string) => Promise<PdfFile>) | undefined) {
  if (!isSameOrigin(req, ownOrigin(req.headers))) return crossOrigin();
  const session = await apiSession();
  if (!session?.user?.id) return Response.json({ error: "Authentication required" }, { status: 401 });
  if (!load) return Response.json({ error: "Not found" }, { status: 404 });
  try {
    return pdfAttachment(await load(session.user.id));
  } catch (error) {
    if (error instanceof AppError) {
      return Response.json({ error: error.message, reason: error.reason }, { status: httpStatus(error) });
    }
    throw error;
  }
}
