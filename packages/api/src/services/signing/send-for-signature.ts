import { createHash, randomBytes } from "node:crypto";

import { parseStoredDocument, signingSlots } from "@lexforge/doc-engine";
import type { LegalDocument } from "@lexforge/doc-engine";
import { toPdf } from "@lexforge/doc-engine/pdf";
import { sha256Hex } from "@lexforge/doc-engine/seal";
import type { Db, Tx } from "@lexforge/db";
import {
  and,
  creditBalances,
  documents,
  documentVersions,
  eq,
  signatureEvents,
  signatureRequests,
  signers,
  users,
} from "@lexforge/db";
import { SIGNING_LINK_DAYS } from "@lexforge/validators";
import { DEFAULT_CREDITS, needsUpgradeToDownload } from "@lexforge/validators/credits";
import type { TSendForSignature } from "@lexforge/validators";

import { DocumentNotFoundError, InvalidDocumentRequestError, UpgradeRequiredError } from "../documents/errors";
import { logoOf } from "../documents/render-download";
import { onCurrentVersion, ownedDocument } from "../documents/get-document";
import { enqueueMail } from "../email/outbox";
import { SigningAlreadySentError, SigningNotAllowedError } from "./errors";
import { invitationMail, signingLink } from "./mails";

/** Where a signing event came from, for the audit trail. */
export type Audit = { ip?: string; userAgent?: string };

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

/** The PDF the parties sign, with the owner's logo as on the downloads: the same bytes for the same version. */
export async function signingPdf(body: LegalDocument, owner: { logo: Uint8Array | null; logoMime: string | null }) {
  return toPdf(body, { logo: logoOf(owner.logo, owner.logoMime) });
}

/**
 * Freezes the document's current version and invites its signers: every party of the signature block, each
 * with a link of its own (only its hash is stored). In order, only the first is invited now.
 */
export async function sendForSignature(
  db: Db,
  {
    userId,
    appUrl,
    audit,
    ...input
  }: Omit<TSendForSignature, "ordered"> & { ordered: boolean; userId: string; appUrl: string; audit: Audit },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        version: documents.currentVersion,
        body: documentVersions.body,
        sender: users.name,
        senderEmail: users.email,
        logo: users.logo,
        logoMime: users.logoMime,
        balance: creditBalances.amount,
      })
      .from(documents)
      .innerJoin(documentVersions, onCurrentVersion)
      .innerJoin(users, eq(users.id, documents.userId))
      .leftJoin(creditBalances, eq(creditBalances.userId, documents.userId))
      .where(ownedDocument(userId, input.documentId))
      // Two sends at once: the second waits here and then finds the first's open request.
      .for("update", { of: documents });
    if (!row) throw new DocumentNotFoundError();
    // Signing hands every party the PDF: the download rule applies (no credit left, no PDF), as on Download.
    if (needsUpgradeToDownload("pdf", row.balance ?? DEFAULT_CREDITS)) throw new UpgradeRequiredError("pdf");
    const body = parseStoredDocument(row.body);
    if (!body.signing?.electronic) {
      throw new SigningNotAllowedError(
        body.signing?.reason ?? "This document is not signed by its parties, so there is nothing to send.",
      );
    }
    const slots = signingSlots(body);
    const missing = slots.filter((slot) => !input.signers.some((s) => s.slot === slot.slot));
    if (input.signers.some((s) => !slots.some((slot) => slot.slot === s.slot))) {
      throw new InvalidDocumentRequestError("A signer is not one of the document's parties.");
    }
    if (missing.length > 0) {
      throw new InvalidDocumentRequestError(`Add who signs as ${missing.map((m) => m.role).join(" and ")}.`);
    }
    if (await openRequest(tx, input.documentId)) throw new SigningAlreadySentError();

    const pdf = await signingPdf(body, row);
    const [request] = await tx
      .insert(signatureRequests)
      .values({
        documentId: input.documentId,
        userId,
        version: row.version,
        documentHash: sha256Hex(pdf),
        sentPdf: pdf,
        ordered: input.ordered,
      })
      .returning({ id: signatureRequests.id });
    if (!request) throw new Error("The signature request was not stored");
    const requestId = request.id;
    const expiresAt = new Date(Date.now() + SIGNING_LINK_DAYS * 24 * 3600 * 1000);
    const roleOf = new Map(slots.map((slot) => [slot.slot, slot.role]));
    const invites = input.signers.map((signer, position) => ({
      ...signer,
      position,
      role: roleOf.get(signer.slot) ?? "",
      token: newToken(),
      invited: !input.ordered || position === 0,
    }));
    await tx.insert(signers).values(
      invites.map((s) => ({
        requestId,
        role: s.role,
        name: s.name,
        email: s.email,
        position: s.position,
        slot: s.slot,
        tokenHash: hashToken(s.token),
        expiresAt,
        status: s.invited ? ("invited" as const) : ("waiting" as const),
      })),
    );
    await tx.insert(signatureEvents).values({ requestId, kind: "sent", ip: audit.ip, userAgent: audit.userAgent });
    const sender = row.sender ?? row.senderEmail;
    await enqueueMail(
      tx,
      invites
        .filter((s) => s.invited)
        .map((s) =>
          invitationMail({
            to: s.email,
            signerName: s.name,
            role: s.role,
            sender,
            title: body.title,
            link: signingLink(appUrl, s.token),
            expiresAt,
          }),
        ),
    );
    return { requestId };
  });
}

export async function openRequest(db: Db | Tx, documentId: string) {
  const [open] = await db
    .select({ id: signatureRequests.id })
    .from(signatureRequests)
    .where(and(eq(signatureRequests.documentId, documentId), eq(signatureRequests.status, "sent")))
    .limit(1);
  return open;
}
