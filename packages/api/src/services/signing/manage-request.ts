import { fileName, parseStoredDocument, signingSlots } from "@lexforge/doc-engine";
import type { Db, Tx } from "@lexforge/db";
import {
  alias,
  and,
  asc,
  desc,
  documents,
  documentVersions,
  eq,
  ne,
  signatureEvents,
  signatureRequests,
  signers,
  sql,
  users,
} from "@lexforge/db";

import { DocumentNotFoundError } from "../documents/errors";
import { sentVersion, signedFileName } from "./sent-version";
import { onCurrentVersion, ownedDocument } from "../documents/get-document";
import { SignatureRequestNotFoundError, SigningClosedError } from "./errors";
import { inviteAgain, mailEnded, recordEvent } from "./signer-link";
import type { Audit } from "./send-for-signature";
import { hashToken } from "./send-for-signature";

/**
 * The owner's view of signing for a document: who signs (the signature block's lines, for the send form) and
 * the latest request with each signer's state and the audit trail. Links never leave the server.
 */
export async function signingStatus(db: Db, { userId, documentId }: { userId: string; documentId: string }) {
  const [doc] = await db
    .select({ id: documents.id, version: documents.currentVersion, body: documentVersions.body })
    .from(documents)
    .innerJoin(documentVersions, onCurrentVersion)
    .where(ownedDocument(userId, documentId));
  if (!doc) throw new DocumentNotFoundError();
  const [request] = await db
    .select()
    .from(signatureRequests)
    .where(eq(signatureRequests.documentId, documentId))
    .orderBy(desc(signatureRequests.createdAt))
    .limit(1);
  const slots = signingSlots(parseStoredDocument(doc.body));
  if (!request) return { slots, request: null };
  const parties = await db
    .select({
      id: signers.id,
      role: signers.role,
      name: signers.name,
      email: signers.email,
      status: signers.status,
      signedAt: signers.signedAt,
    })
    .from(signers)
    .where(eq(signers.requestId, request.id))
    .orderBy(asc(signers.position));
  const events = await db
    .select({
      kind: signatureEvents.kind,
      signerId: signatureEvents.signerId,
      detail: signatureEvents.detail,
      at: signatureEvents.createdAt,
    })
    .from(signatureEvents)
    .where(eq(signatureEvents.requestId, request.id))
    .orderBy(asc(signatureEvents.createdAt));
  return {
    slots,
    request: {
      id: request.id,
      status: request.status,
      version: request.version,
      ordered: request.ordered,
      endReason: request.endReason,
      documentHash: request.documentHash,
      completedAt: request.completedAt,
      createdAt: request.createdAt,
      signers: parties,
      events,
    },
  };
}

async function ownedRequest(tx: Tx, userId: string, requestId: string) {
  const [request] = await tx
    .select()
    .from(signatureRequests)
    .where(and(eq(signatureRequests.id, requestId), eq(signatureRequests.userId, userId)))
    .for("update");
  if (!request) throw new SignatureRequestNotFoundError();
  return request;
}

export async function voidRequest(
  db: Db,
  { userId, requestId, reason, audit }: { userId: string; requestId: string; reason?: string; audit: Audit },
) {
  return db.transaction(async (tx) => {
    const request = await ownedRequest(tx, userId, requestId);
    if (request.status !== "sent") throw new SigningClosedError("This request has already ended.");
    await endRequest(tx, request.id, reason ? `the sender voided it (${reason})` : "the sender voided it", audit);
    return { voided: true };
  });
}

async function endRequest(tx: Tx, requestId: string, why: string, audit: Audit) {
  await tx
    .update(signatureRequests)
    .set({ status: "voided", endReason: why })
    .where(eq(signatureRequests.id, requestId));
  await recordEvent(tx, requestId, null, "voided", audit, why);
  await mailEnded(tx, requestId, `${why}.`, { owner: false });
}

/**
 * A new version of a document (edit, refine, regenerate, restore) or its deletion voids its open request: the
 * signatures were asked for the version sent, not this one. Runs in the transaction that makes the change.
 */
export async function voidOpenRequests(tx: Tx, documentId: string, why: string) {
  const open = await tx
    .select({ id: signatureRequests.id })
    .from(signatureRequests)
    .where(and(eq(signatureRequests.documentId, documentId), eq(signatureRequests.status, "sent")))
    .for("update");
  for (const request of open) await endRequest(tx, request.id, why, {});
}

/** Sends each signer who has not signed yet a fresh link (the old one stops working). */
export async function remindSigners(
  db: Db,
  { userId, requestId, appUrl, audit }: { userId: string; requestId: string; appUrl: string; audit: Audit },
) {
  return db.transaction(async (tx) => {
    const request = await ownedRequest(tx, userId, requestId);
    if (request.status !== "sent") throw new SigningClosedError("This request has already ended.");
    const [owner] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
    const pending = await tx
      .select()
      .from(signers)
      .where(and(eq(signers.requestId, requestId), eq(signers.status, "invited")));
    for (const signer of pending) {
      await inviteAgain(tx, {
        signer,
        sender: owner?.name ?? owner?.email ?? "The sender",
        requestId,
        appUrl,
        reminder: true,
      });
      await recordEvent(tx, requestId, signer.id, "reminded", audit);
    }
    return { reminded: pending.length };
  });
}

/** The owner's sealed PDF of the document's latest completed request. */
export async function ownerSignedPdf(db: Db, { userId, documentId }: { userId: string; documentId: string }) {
  const [row] = await db
    .select({ pdf: signatureRequests.sealedPdf, body: documentVersions.body })
    .from(signatureRequests)
    .innerJoin(documents, eq(documents.id, signatureRequests.documentId))
    .innerJoin(documentVersions, sentVersion)
    .where(and(ownedDocument(userId, documentId), eq(signatureRequests.status, "completed")))
    .orderBy(desc(signatureRequests.completedAt))
    .limit(1);
  if (!row?.pdf) throw new DocumentNotFoundError();
  return { bytes: row.pdf, filename: signedFileName(row.body) };
}

/**
 * What a signer's link downloads: the sealed PDF once everyone signed, before that the PDF as sent (the one
 * the certificate's hash identifies). A voided or declined request's link downloads nothing.
 */
export async function signerPdf(db: Db, { token }: { token: string }) {
  const [row] = await db
    .select({
      status: signatureRequests.status,
      sentPdf: signatureRequests.sentPdf,
      sealedPdf: signatureRequests.sealedPdf,
      expiresAt: signers.expiresAt,
      body: documentVersions.body,
    })
    .from(signers)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signers.requestId))
    .innerJoin(documentVersions, sentVersion)
    .where(eq(signers.tokenHash, hashToken(token)));
  if (!row || row.expiresAt.getTime() < Date.now()) return undefined;
  if (row.status === "completed" && row.sealedPdf) return { bytes: row.sealedPdf, filename: signedFileName(row.body) };
  if (row.status !== "sent" || !row.sentPdf) return undefined;
  // The bytes the request's hash was taken of, not a new rendering (the owner's logo may have changed since).
  return { bytes: row.sentPdf, filename: fileName(parseStoredDocument(row.body), ".pdf") };
}

/** The account's verified address: documents sent to it for signature are the account's to see. */
async function verifiedEmail(db: Db, userId: string) {
  const [user] = await db
    .select({ email: users.email, verified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  return user?.verified ? user.email : undefined;
}

/**
 * Documents other people sent this account to sign (by its verified address): what each is, who sent it, and
 * whether it is done, so a signer who has an account finds the signed copy among their documents.
 */
export async function receivedForSignature(db: Db, { userId }: { userId: string }) {
  const email = await verifiedEmail(db, userId);
  if (!email) return [];
  const owners = alias(users, "owners");
  return db
    .select({
      requestId: signatureRequests.id,
      title: sql<string>`${documentVersions.body}->>'title'`,
      sender: sql<string>`coalesce(${owners.name}, ${owners.email})`,
      role: signers.role,
      signerStatus: signers.status,
      status: signatureRequests.status,
      sentAt: signatureRequests.createdAt,
      completedAt: signatureRequests.completedAt,
    })
    .from(signers)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signers.requestId))
    .innerJoin(owners, eq(owners.id, signatureRequests.userId))
    .innerJoin(documentVersions, sentVersion)
    .where(and(eq(signers.email, email), ne(signatureRequests.userId, userId)))
    .orderBy(desc(signatureRequests.createdAt))
    .limit(50);
}

/** A completed request's sealed PDF for an account that signed it (by its verified address). */
export async function signedCopyForSigner(db: Db, { userId, requestId }: { userId: string; requestId: string }) {
  const email = await verifiedEmail(db, userId);
  const [row] = email
    ? await db
        .select({ pdf: signatureRequests.sealedPdf, body: documentVersions.body })
        .from(signers)
        .innerJoin(signatureRequests, eq(signatureRequests.id, signers.requestId))
        .innerJoin(documentVersions, sentVersion)
        .where(
          and(eq(signers.requestId, requestId), eq(signers.email, email), eq(signatureRequests.status, "completed")),
        )
        .limit(1)
    : [];
  if (!row?.pdf) throw new SignatureRequestNotFoundError();
  return { bytes: row.pdf, filename: signedFileName(row.body) };
}
