import { eq, users } from "@lexforge/db";
import { LOGO_MAX_BYTES, LOGO_MESSAGES, ZLogoFileSchema } from "@lexforge/validators";

import { auth } from "~/server/auth";
import { getDb } from "~/server/db";

export const dynamic = "force-dynamic";

type Message = { title: string; description: string };

const problem = (status: number, message: Message) =>
  Response.json({ error: message.description, ...message }, { status });

async function currentUserId(): Promise<string | null> {
  const session = await auth();
  return session?.user?.id ?? null;
}

/**
 * Reads the upload: multipart form data (field "logo" or "file") or a raw image body. The declared size
 * is checked before the bytes are read so a huge body is refused without buffering it.
 */
async function readUpload(req: Request): Promise<{ bytes: Uint8Array; type: string } | Message> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  // Multipart framing adds a little; anything far beyond the limit is refused unread.
  if (declared > LOGO_MAX_BYTES + 64 * 1024) return LOGO_MESSAGES.tooLarge;
  const contentType = req.headers.get("content-type") ?? "";
  if (contentType.startsWith("multipart/form-data")) {
    const form = await req.formData().catch(() => null);
    const file = form?.get("logo") ?? form?.get("file");
    if (!(file instanceof File)) return LOGO_MESSAGES.failed;
    return { bytes: new Uint8Array(await file.arrayBuffer()), type: file.type };
  }
  return { bytes: new Uint8Array(await req.arrayBuffer()), type: contentType.split(";")[0] ?? "" };
}

export async function POST(req: Request) {
  const userId = await currentUserId();
  if (!userId) return Response.json({ error: "Authentication required" }, { status: 401 });

  const upload = await readUpload(req);
  if (!("bytes" in upload)) return problem(upload === LOGO_MESSAGES.tooLarge ? 413 : 400, upload);
  const parsed = ZLogoFileSchema.safeParse({ type: upload.type, size: upload.bytes.byteLength });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (issue?.path[0] === "type") return problem(415, LOGO_MESSAGES.invalidType);
    if (upload.bytes.byteLength > LOGO_MAX_BYTES) return problem(413, LOGO_MESSAGES.tooLarge);
    return problem(400, LOGO_MESSAGES.failed);
  }

  const db = await getDb();
  await db.update(users).set({ logo: upload.bytes, logoMime: parsed.data.type }).where(eq(users.id, userId));
  return Response.json({ ok: true, mime: parsed.data.type, size: parsed.data.size });
}

export async function DELETE() {
  const userId = await currentUserId();
  if (!userId) return Response.json({ error: "Authentication required" }, { status: 401 });
  const db = await getDb();
  await db.update(users).set({ logo: null, logoMime: null }).where(eq(users.id, userId));
  return new Response(null, { status: 204 });
}

/** The signed-in user's own logo (there is no way to ask for anyone else's). */
export async function GET() {
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
