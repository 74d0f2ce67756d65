import { eq, users } from "@lexforge/db";
import {
  BodyTooLargeError,
  crossOrigin,
  isSameOrigin,
  LogoRejectedError,
  processLogo,
  readBodyLimited,
} from "@lexforge/api";
import type { ProcessedLogo } from "@lexforge/api";
import { LOGO_MAX_BYTES, LOGO_MESSAGES } from "@lexforge/validators";

import { apiSession } from "~/server/auth";
import { getDb } from "~/server/db";
import { ownOrigin } from "~/server/request-origin";
import { logged } from "~/server/request-log";

export const dynamic = "force-dynamic";

type Message = { title: string; description: string };

const problem = (status: number, message: Message) =>
  Response.json({ error: message.description, ...message }, { status });

async function currentUserId(): Promise<string | null> {
  const session = await apiSession();
  return session?.user?.id ?? null;
}

/** Multipart framing around a 2 MB file is well under this. */
const UPLOAD_MAX_BYTES = LOGO_MAX_BYTES + 64 * 1024;

/**
 * Reads the upload: multipart form data (field "logo" or "file") or a raw image body. The body is read
 * from the stream with a cap, so a huge (or chunked, undeclared) body is cut off at the cap, not buffered.
 */
async function readUpload(req: Request): Promise<Uint8Array | Message> {
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = await readBodyLimited(req, UPLOAD_MAX_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return LOGO_MESSAGES.tooLarge;
    throw error;
  }
  const contentType = req.headers.get("content-type") ?? "";
  if (!contentType.startsWith("multipart/form-data")) return body;
  const form = await new Request(req.url, { method: "POST", headers: { "content-type": contentType }, body })
    .formData()
    .catch(() => null);
  const file = form?.get("logo") ?? form?.get("file");
  if (!(file instanceof File)) return LOGO_MESSAGES.failed;
  return new Uint8Array(await file.arrayBuffer());
}

async function post(req: Request) {
  if (!isSameOrigin(req, ownOrigin(req.headers))) return crossOrigin();
  const userId = await currentUserId();
  if (!userId) return Response.json({ error: "Authentication required" }, { status: 401 });

  const upload = await readUpload(req);
  if (!(upload instanceof Uint8Array)) return problem(upload === LOGO_MESSAGES.tooLarge ? 413 : 400, upload);
  if (upload.byteLength > LOGO_MAX_BYTES) return problem(413, LOGO_MESSAGES.tooLarge);
  if (upload.byteLength === 0) return problem(400, LOGO_MESSAGES.failed);

  let logo: ProcessedLogo;
  try {
    logo = await processLogo(upload);
  } catch (error) {
    if (error instanceof LogoRejectedError) {
      return error.problem === "invalidType"
        ? problem(415, LOGO_MESSAGES.invalidType)
        : problem(400, LOGO_MESSAGES.failed);
    }
    throw error;
  }

  const db = await getDb();
  await db.update(users).set({ logo: logo.bytes, logoMime: logo.mime }).where(eq(users.id, userId));
  return Response.json({
    ok: true,
    mime: logo.mime,
    size: logo.bytes.byteLength,
    width: logo.width,
    height: logo.height,
  });
}

async function remove(req: Request) {
  if (!isSameOrigin(req, ownOrigin(req.headers))) return crossOrigin();
  const userId = await currentUserId();
  if (!userId) return Response.json({ error: "Authentication required" }, { status: 401 });
  const db = await getDb();
  await db.update(users).set({ logo: null, logoMime: null }).where(eq(users.id, userId));
  return new Response(null, { status: 204 });
}

/** The signed-in user's own logo (there is no way to ask for anyone else's). */
async function get() {
  const userId = await currentUserId();
  if (!userId) return Response.json({ error: "Authentication required" }, { status: 401 });
  const db = await getDb();
  const user = await db.query.users.findFirst({
    where: eq(users.id, userId),
    columns: { logo: true, logoMime: true },
  });
  if (!user?.logo || !user.logoMime) return Response.json({ error: "No logo" }, { status: 404 });
  return new Response(new Uint8Array(user.logo), {
    headers: {
      "Content-Type": user.logoMime,
      "Cache-Control": "private, no-store",
      // An uploaded SVG must never run script when opened directly.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export const GET = logged(get);
export const POST = logged(post);
export const DELETE = logged(remove);
