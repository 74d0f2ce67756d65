import { randomBytes } from "node:crypto";

import { parseStoredDocument } from "@lexforge/doc-engine";
import type { SealKey } from "@lexforge/doc-engine/seal";
import type { Db, Tx } from "@lexforge/db";
import type { AdoptedSignature } from "@lexforge/db";
import { and, asc, documentVersions, eq, signatureEvents, signatureRequests, signers, users } from "@lexforge/db";
import { SIGNING_LINK_DAYS } from "@lexforge/validators";

import { enqueueMail } from "../email/outbox";
import { completeRequest } from "./complete-request";
import { normalisedDrawing } from "./drawn-signature";
import {
  SigningClosedError,
  SigningConsentRequiredError,
  SigningLinkInvalidError,
  SigningNotYourTurnError,
} from "./errors";
import { endedMail, invitationMail, signingLink } from "./mails";
import type { Audit } from "./send-for-signature";
import { sentVersion } from "./sent-version";
import { hashToken } from "./send-for-signature";

type SignerRow = typeof signers.$inferSelect;
type RequestRow = typeof signatureRequests.$inferSelect;

const longDate = (date: Date) =>
  date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

async function findByToken(db: Db | Tx, token: string, lock = false) {
  const query = db
    .select({ signer: signers, request: signatureRequests, sender: users.name, senderEmail: users.email })
    .from(signers)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signers.requestId))
    .innerJoin(users, eq(users.id, signatureRequests.userId))
    .where(eq(signers.tokenHash, hashToken(token)));
  // Everything that changes a request locks its row first, so two signers finishing at once complete it once.
  // The signer's row too: a reminder (a new token) or a withdrawn consent in another tab is seen after the wait.
  const [row] = lock ? await query.for("update", { of: [signatureRequests, signers] }) : await query;
  if (!row) throw new SigningLinkInvalidError();
  return { ...row, sender: row.sender ?? row.senderEmail };
}

/** Why this link can no longer be used to sign, in words; undefined while it can. */
function closedBecause(request: RequestRow, signer: SignerRow, sender: string): string | undefined {
  if (request.status === "voided") return `${sender} voided this request: ${request.endReason ?? "no reason given"}.`;
  if (request.status === "declined") return `This request has ended: ${request.endReason ?? "a party declined"}.`;
  if (request.status === "sent" && signer.status !== "signed" && signer.expiresAt.getTime() < Date.now()) {
    return `This signing link expired on ${longDate(signer.expiresAt)}. Ask ${sender} to send the document again.`;
  }
  return undefined;
}

/**
 * What a signer sees through the link: the whole document as sent, who signs, where they stand. The first
 * visit is recorded in the audit trail.
 */
export async function openSigning(db: Db, { token, audit }: { token: string; audit: Audit }) {
  const { signer, request, sender } = await findByToken(db, token);
  const closed = closedBecause(request, signer, sender);
  if (closed) throw new SigningClosedError(closed);
  const [version] = await db
    .select({ body: documentVersions.body })
    .from(documentVersions)
    .where(and(eq(documentVersions.documentId, request.documentId), eq(documentVersions.version, request.version)));
  const parties = await db
    .select({ role: signers.role, name: signers.name, status: signers.status, signedAt: signers.signedAt })
    .from(signers)
    .where(eq(signers.requestId, request.id))
    .orderBy(asc(signers.position));
  const [opened] = await db
    .select({ id: signatureEvents.id })
    .from(signatureEvents)
    .where(and(eq(signatureEvents.signerId, signer.id), eq(signatureEvents.kind, "opened")))
    .limit(1);
  if (!opened) await recordEvent(db, request.id, signer.id, "opened", audit);
  const waitingFor = signer.status === "waiting" ? parties.find((p) => p.status === "invited")?.name : undefined;
  return {
    status: request.status,
    sender,
    documentHash: request.documentHash,
    document: parseStoredDocument(version?.body),
    me: {
      role: signer.role,
      name: signer.name,
      status: signer.status,
      consented: signer.consentedAt !== null,
      signedAt: signer.signedAt,
      expiresAt: signer.expiresAt,
    },
    parties,
    waitingFor,
  };
}

const recordEvent = (
  db: Db | Tx,
  requestId: string,
  signerId: string | null,
  kind: (typeof signatureEvents.$inferInsert)["kind"],
  audit: Audit,
  detail?: string,
) => db.insert(signatureEvents).values({ requestId, signerId, kind, detail, ip: audit.ip, userAgent: audit.userAgent });

/** Checks that the link may act now: open, not expired, this signer's turn, not yet signed. */
function mayAct(request: RequestRow, signer: SignerRow, sender: string) {
  const closed = closedBecause(request, signer, sender);
  if (closed) throw new SigningClosedError(closed);
  if (request.status === "completed" || signer.status === "signed") {
    throw new SigningClosedError("You have already signed this document.");
  }
  if (signer.status === "declined") throw new SigningClosedError("You declined to sign this document.");
}

async function waitingFor(tx: Tx, requestId: string) {
  const [first] = await tx
    .select({ name: signers.name })
    .from(signers)
    .where(and(eq(signers.requestId, requestId), eq(signers.status, "invited")))
    .orderBy(asc(signers.position))
    .limit(1);
  return first?.name ?? "Another party";
}

/** The ESIGN § 7001(c) consent: given before signing, withdrawable until then. */
export async function setConsent(db: Db, { token, consent, audit }: { token: string; consent: boolean; audit: Audit }) {
  return db.transaction(async (tx) => {
    const { signer, request, sender } = await findByToken(tx, token, true);
    mayAct(request, signer, sender);
    await tx
      .update(signers)
      .set({ consentedAt: consent ? new Date() : null })
      .where(eq(signers.id, signer.id));
    await recordEvent(tx, request.id, signer.id, consent ? "consented" : "consent_withdrawn", audit);
    return { consented: consent };
  });
}

export type SignatureInput = { kind: "typed"; text: string } | { kind: "drawn"; text: string; image: string };

export async function sign(
  db: Db,
  {
    token,
    signature,
    audit,
    appUrl,
    sealKey,
  }: { token: string; signature: SignatureInput; audit: Audit; appUrl: string; sealKey: () => SealKey },
) {
  const adopted: AdoptedSignature =
    signature.kind === "drawn"
      ? { kind: "drawn", text: signature.text, png: await normalisedDrawing(signature.image) }
      : { kind: "typed", text: signature.text };
  return db.transaction(async (tx) => {
    const { signer, request, sender } = await findByToken(tx, token, true);
    mayAct(request, signer, sender);
    if (signer.status === "waiting") throw new SigningNotYourTurnError(await waitingFor(tx, request.id));
    if (!signer.consentedAt) throw new SigningConsentRequiredError();
    await tx
      .update(signers)
      .set({ status: "signed", signature: adopted, signedAt: new Date() })
      .where(eq(signers.id, signer.id));
    await recordEvent(tx, request.id, signer.id, "signed", audit);
    const pending = await tx
      .select()
      .from(signers)
      .where(and(eq(signers.requestId, request.id)))
      .orderBy(asc(signers.position));
    const next = pending.find((s) => s.status === "waiting");
    if (pending.every((s) => s.status === "signed")) {
      await completeRequest(tx, { requestId: request.id, audit, sealKey: sealKey() });
      return { completed: true };
    }
    if (request.ordered && next && !pending.some((s) => s.status === "invited")) {
      await inviteAgain(tx, { signer: next, sender, requestId: request.id, appUrl });
    }
    return { completed: false };
  });
}

/**
 * A fresh link for a signer (their turn has come, or a reminder): only hashes are stored, so a link can be
 * sent again only as a new one, and the old one stops working.
 */
export async function inviteAgain(
  tx: Tx,
  {
    signer,
    sender,
    requestId,
    appUrl,
    reminder = false,
  }: { signer: SignerRow; sender: string; requestId: string; appUrl: string; reminder?: boolean },
) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + SIGNING_LINK_DAYS * 24 * 3600 * 1000);
  await tx
    .update(signers)
    .set({ tokenHash: hashToken(token), expiresAt, status: "invited" })
    .where(eq(signers.id, signer.id));
  const [version] = await tx
    .select({ body: documentVersions.body })
    .from(signatureRequests)
    .innerJoin(documentVersions, sentVersion)
    .where(eq(signatureRequests.id, requestId));
  await enqueueMail(tx, [
    invitationMail(
      {
        to: signer.email,
        signerName: signer.name,
        role: signer.role,
        sender,
        title: version?.body.title ?? "the document",
        link: signingLink(appUrl, token),
        expiresAt,
      },
      reminder,
    ),
  ]);
}

export async function decline(db: Db, { token, reason, audit }: { token: string; reason: string; audit: Audit }) {
  return db.transaction(async (tx) => {
    const { signer, request, sender } = await findByToken(tx, token, true);
    mayAct(request, signer, sender);
    const endReason = `${signer.name} (${signer.role}) declined to sign: ${reason}`;
    await tx.update(signers).set({ status: "declined" }).where(eq(signers.id, signer.id));
    await tx
      .update(signatureRequests)
      .set({ status: "declined", endReason })
      .where(eq(signatureRequests.id, request.id));
    await recordEvent(tx, request.id, signer.id, "declined", audit, reason);
    await mailEnded(tx, request.id, endReason, { except: signer.id, owner: true });
    return { declined: true };
  });
}

/** Tells every signer who was sent a link (and the owner, when someone else ended it) that the request ended, and why. */
export async function mailEnded(
  tx: Tx,
  requestId: string,
  why: string,
  { except, owner: toOwner }: { except?: string; owner: boolean },
) {
  const [owner] = await tx
    .select({ email: users.email, body: documentVersions.body })
    .from(signatureRequests)
    .innerJoin(users, eq(users.id, signatureRequests.userId))
    .innerJoin(documentVersions, sentVersion)
    .where(eq(signatureRequests.id, requestId));
  const others = await tx.select().from(signers).where(eq(signers.requestId, requestId));
  const to = [
    ...(owner && toOwner ? [owner.email] : []),
    ...others.filter((s) => s.id !== except && s.status !== "waiting").map((s) => s.email),
  ];
  const title = owner?.body.title ?? "the document";
  await enqueueMail(
    tx,
    [...new Set(to)].map((address) => endedMail(address, title, why)),
  );
}

export { recordEvent };
