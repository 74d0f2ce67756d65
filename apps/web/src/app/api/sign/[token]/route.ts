import { rateLimitsFor, RateLimitedError, signerPdf } from "@lexforge/api";
import { ZSigningTokenSchema } from "@lexforge/validators";

import { getDb, rateLimitOptions } from "~/server/db";
import { pdfAttachment } from "~/server/pdf-attachment";
import { clientAddress } from "~/server/request-origin";
import { logged } from "~/server/request-log";

export const dynamic = "force-dynamic";

/**
 * A signer's download through their link: the PDF as sent while the request is open, the sealed PDF once
 * everyone signed. Any link that is not (or no longer) valid answers 404 alike.
 */
async function get(req: Request, props: { params: Promise<{ token: string }> }) {
  const parsed = ZSigningTokenSchema.safeParse({ token: (await props.params).token });
  if (!parsed.success) return Response.json({ error: "Not found" }, { status: 404 });
  const db = await getDb();
  try {
    await rateLimitsFor(db, rateLimitOptions).consume("signingLink", `ip:${clientAddress(req.headers) ?? "unknown"}`);
  } catch (error) {
    if (error instanceof RateLimitedError) {
      return Response.json(
        { error: "Too many requests. Please try again later." },
        { status: 429, headers: { "Retry-After": String(error.retryAfterSeconds) } },
      );
    }
    throw error;
  }
  const file = await signerPdf(db, { token: parsed.data.token });
  if (!file) return Response.json({ error: "Not found" }, { status: 404 });
  return pdfAttachment(file);
}

export const GET = logged(get);
