import { AppError, crossOrigin, httpStatus, isSameOrigin, renderDownload } from "@lexforge/api";
import { ZDocumentIdSchema, ZDownloadFormatSchema } from "@lexforge/validators";

import { apiSession } from "~/server/auth";
import { getDb } from "~/server/db";
import { pooledRenderer } from "~/server/render-pool";
import { ownOrigin } from "~/server/request-origin";
import { logged } from "~/server/request-log";

export const dynamic = "force-dynamic";

/** Owner-only download: another user's document, a bad id and a missing one all answer 404. */
async function get(req: Request, props: { params: Promise<{ id: string; format: string }> }) {
  // A download started from another site's page (a hidden <img> or a form) is refused; links opened from
  // an e-mail or typed in (Sec-Fetch-Site "none") and our own pages still work.
  if (!isSameOrigin(req, ownOrigin(req.headers))) return crossOrigin();
  const params = await props.params;
  const session = await apiSession();
  if (!session?.user?.id) return Response.json({ error: "Authentication required" }, { status: 401 });

  const id = ZDocumentIdSchema.safeParse({ id: params.id });
  const format = ZDownloadFormatSchema.safeParse(params.format);
  if (!id.success || !format.success) return Response.json({ error: "Not found" }, { status: 404 });

  const db = await getDb();
  try {
    const file = await renderDownload(
      db,
      { userId: session.user.id, id: id.data.id, format: format.data },
      pooledRenderer(),
    );
    return new Response(Buffer.from(file.bytes), {
      headers: {
        "Content-Type": file.contentType,
        "Content-Disposition": `attachment; filename="${file.filename}"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    if (error instanceof AppError) {
      return Response.json({ error: error.message, reason: error.reason }, { status: httpStatus(error) });
    }
    throw error;
  }
}

export const GET = logged(get);
