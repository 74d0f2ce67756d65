import type { Db } from "@lexforge/db";
import { eq, users } from "@lexforge/db";
import type { TUpdateName } from "@lexforge/validators";

import { AccountNotFoundError } from "./errors";

export async function updateName(db: Db, { userId, name }: { userId: string } & TUpdateName) {
  const [row] = await db.update(users).set({ name }).where(eq(users.id, userId)).returning({ name: users.name });
  if (!row) throw new AccountNotFoundError();
  return { name: row.name ?? "" };
}
