import { createHash, randomBytes } from "node:crypto";

import type { Db } from "@lexforge/db";
import { and, eq, gt, verificationTokens } from "@lexforge/db";

export type TokenPurpose = "verify" | "reset";
const TTL_MS: Record<TokenPurpose, number> = { verify: 24 * 60 * 60 * 1000, reset: 60 * 60 * 1000 };

const hash = (token: string) => createHash("sha256").update(token).digest("base64url");
const identifier = (purpose: TokenPurpose, email: string) => `${purpose}:${email.toLowerCase()}`;

/**
 * A single-use token for a link in an e-mail. Only its hash is stored, so a database reader cannot use it;
 * a new token for the same address and purpose replaces the old one.
 */
export async function issueToken(db: Db, purpose: TokenPurpose, email: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx.delete(verificationTokens).where(eq(verificationTokens.identifier, identifier(purpose, email)));
    await tx.insert(verificationTokens).values({
      identifier: identifier(purpose, email),
      token: hash(token),
      expires: new Date(Date.now() + TTL_MS[purpose]),
    });
  });
  return token;
}

/** True once for a live token: it is deleted as it is used. */
export async function consumeToken(db: Db, purpose: TokenPurpose, email: string, token: string): Promise<boolean> {
  const used = await db
    .delete(verificationTokens)
    .where(
      and(
        eq(verificationTokens.identifier, identifier(purpose, email)),
        eq(verificationTokens.token, hash(token)),
        gt(verificationTokens.expires, new Date()),
      ),
    )
    .returning({ identifier: verificationTokens.identifier });
  return used.length === 1;
}
