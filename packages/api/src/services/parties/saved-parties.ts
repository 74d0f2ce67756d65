/**
 * The account's contact book. Every query filters by the owner, so another user's party id answers
 * exactly like a missing one (NOT_FOUND).
 */
import type { Db } from "@lexforge/db";
import { and, asc, count, eq, savedParties } from "@lexforge/db";
import type { TCreateParty, TUpdateParty } from "@lexforge/validators";
import { SAVED_PARTIES_MAX } from "@lexforge/validators";

import { PartyLimitError, PartyNotFoundError } from "./errors";

const columns = {
  id: savedParties.id,
  name: savedParties.name,
  address: savedParties.address,
  entityType: savedParties.entityType,
  signerName: savedParties.signerName,
  signerTitle: savedParties.signerTitle,
  updatedAt: savedParties.updatedAt,
};

/** A signer only means something for a company; an individual never keeps stale signer fields. */
function fields(input: TCreateParty) {
  const company = input.entityType === "company";
  return {
    name: input.name,
    address: input.address,
    entityType: input.entityType,
    signerName: company ? (input.signerName ?? null) : null,
    signerTitle: company ? (input.signerTitle ?? null) : null,
  };
}

export function listParties(db: Db, { userId }: { userId: string }) {
  return db
    .select(columns)
    .from(savedParties)
    .where(eq(savedParties.userId, userId))
    .orderBy(asc(savedParties.name), asc(savedParties.createdAt));
}

export async function createParty(db: Db, { userId, party }: { userId: string; party: TCreateParty }) {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(savedParties).where(eq(savedParties.userId, userId));
    if ((existing?.n ?? 0) >= SAVED_PARTIES_MAX) throw new PartyLimitError();
    const [row] = await tx
      .insert(savedParties)
      .values({ userId, ...fields(party) })
      .returning(columns);
    if (!row) throw new PartyNotFoundError();
    return row;
  });
}

export async function updateParty(db: Db, { userId, party }: { userId: string; party: TUpdateParty }) {
  const [row] = await db
    .update(savedParties)
    .set({ ...fields(party), updatedAt: new Date() })
    .where(and(eq(savedParties.id, party.id), eq(savedParties.userId, userId)))
    .returning(columns);
  if (!row) throw new PartyNotFoundError();
  return row;
}

export async function deleteParty(db: Db, { userId, id }: { userId: string; id: string }) {
  const [row] = await db
    .delete(savedParties)
    .where(and(eq(savedParties.id, id), eq(savedParties.userId, userId)))
    .returning({ id: savedParties.id });
  if (!row) throw new PartyNotFoundError();
  return row;
}
