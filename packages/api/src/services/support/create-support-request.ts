import type { Db } from "@lexforge/db";
import { supportRequests } from "@lexforge/db";
import type { TChatSubmit } from "@lexforge/validators";

export type CreateSupportRequestOptions = TChatSubmit & {
  /** The signed-in user, or null for an anonymous visitor. */
  userId: string | null;
};

/** Files a contact or live-agent request from the chat widget; one insert, nothing else to undo. */
export async function createSupportRequest(
  db: Db,
  { userId, kind, name, email, message }: CreateSupportRequestOptions,
) {
  const [row] = await db.insert(supportRequests).values({ userId, kind, name, email, message }).returning({
    id: supportRequests.id,
    kind: supportRequests.kind,
    createdAt: supportRequests.createdAt,
  });
  if (!row) throw new Error("support request insert returned no row");
  return row;
}
