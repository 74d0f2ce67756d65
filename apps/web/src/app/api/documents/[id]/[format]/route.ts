import { DocumentNotFoundError, UpgradeRequiredError } from "@lexforge/api/services/documents/errors";
import { renderDownload } from "@lexforge/api/services/documents/render-download";
import { ZDocumentIdSchema, ZDownloadFormatSchema } from "@lexforge/validators";

import { auth } from "~/server/auth";
import { getDb } from "~/server/db";

export const dynamic = "force-dynamic";

/** Owner-only download: another user's document, a bad id and a missing one all answer 404. */
export async function GET(_req: Request, props: { params: Promise<{ id: string; format: string }> }) {
  const params = await props.params;
  const session = await auth();
  if (!session?.user?.id) return Response.json({ error: "Authentication required" }, { status: 401 });

  const id = ZDocumentIdSchema.safeParse({ id: params.id });
  const format = ZDownloadFormatSchema.safeParse(params.format);
  if (!id.success || !format.success) return Response.json({ error: "Not found" }, { status: 404 });

  const db = await getDb();
  try {
    const file = await renderDownload(db, {
      userId: session.user.id,
      id: id.data.id,
      format: format.data,
    });
    return new Response(Buffer.from(file.bytes), {
      headers: {
        "Content-Type": file.contentType,
        "Content-Disposition": `attachment; filename="${file.filename}"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    if (error instanceof DocumentNotFoundError) {
      return Response.json({ error: "Not found" }, { status: 404 });
    }
    if (error instanceof UpgradeRequiredError) {
      return Response.json({ error: error.message, reason: error.reason }, { status: 402 });
    }
    throw error;
  }
}
