import { certificateBlocks, parseStoredDocument, withSignatures } from "@lexforge/doc-engine";
import { toPdf } from "@lexforge/doc-engine/pdf";
import { sealPdf } from "@lexforge/doc-engine/seal";
import type { SealKey } from "@lexforge/doc-engine/seal";
import type { Tx } from "@lexforge/db";
import { asc, documentVersions, eq, signatureEvents, signatureRequests, signers, users } from "@lexforge/db";

import { logoOf } from "../documents/render-download";
import { enqueueMail } from "../email/outbox";
import { completedMail } from "./mails";
import { sentVersion } from "./sent-version";

const EVENT_WORDS: Record<(typeof signatureEvents.$inferSelect)["kind"], string> = {
  sent: "Sent for signature",
  opened: "Opened",
  consented: "Agreed to electronic records and signatures",
  consent_withdrawn: "Withdrew consent to electronic records",
  signed: "Signed",
  declined: "Declined",
  reminded: "Reminder sent",
  voided: "Voided",
  completed: "Completed and sealed",
};

/**
 * The last signature makes the final PDF, in the same transaction that records it: the signatures in their
 * lines, the certificate of completion after the document, the whole file sealed; then every party is mailed
 * a copy. A failure here rolls the signature back, so a request is never "completed" without its PDF.
 */
export async function completeRequest(
  tx: Tx,
  { requestId, audit, sealKey }: { requestId: string; audit: { ip?: string; userAgent?: string }; sealKey: SealKey },
) {
  const completedAt = new Date();
  await tx.insert(signatureEvents).values({ requestId, kind: "completed", ip: audit.ip, userAgent: audit.userAgent });
  const [row] = await tx
    .select({
      request: signatureRequests,
      body: documentVersions.body,
      ownerName: users.name,
      ownerEmail: users.email,
      logo: users.logo,
      logoMime: users.logoMime,
    })
    .from(signatureRequests)
    .innerJoin(users, eq(users.id, signatureRequests.userId))
    .innerJoin(documentVersions, sentVersion)
    .where(eq(signatureRequests.id, requestId));
  if (!row) throw new Error("Signature request vanished while completing");
  const parties = await tx
    .select()
    .from(signers)
    .where(eq(signers.requestId, requestId))
    .orderBy(asc(signers.position));
  const events = await tx
    .select()
    .from(signatureEvents)
    .where(eq(signatureEvents.requestId, requestId))
    .orderBy(asc(signatureEvents.createdAt));
  const body = parseStoredDocument(row.body);
  const who = new Map(parties.map((p) => [p.id, `${p.name} (${p.role})`]));
  const signedFrom = (signerId: string) =>
    events.find((e) => e.signerId === signerId && e.kind === "signed")?.ip ?? "unknown";
  const signed = withSignatures(
    body,
    parties.map((p) => ({
      slot: p.slot,
      text: `/s/ ${p.signature?.text ?? p.name}`,
      ...(p.signature?.kind === "drawn" ? { png: p.signature.png } : {}),
      at: (p.signedAt ?? completedAt).toISOString(),
    })),
  );
  const certificate = certificateBlocks({
    requestId,
    title: body.title,
    documentHash: row.request.documentHash,
    signers: parties.map((p) => ({
      role: p.role,
      name: p.name,
      email: p.email,
      consentedAt: (p.consentedAt ?? completedAt).toISOString(),
      signedAt: (p.signedAt ?? completedAt).toISOString(),
      ip: signedFrom(p.id),
    })),
    events: events.map((e) => ({
      at: e.createdAt.toISOString(),
      what: [
        EVENT_WORDS[e.kind],
        e.signerId ? `by ${who.get(e.signerId)}` : e.kind === "sent" ? `by ${row.ownerName ?? row.ownerEmail}` : "",
      ]
        .filter(Boolean)
        .join(" "),
      ...(e.ip ? { ip: e.ip } : {}),
      ...(e.userAgent ? { userAgent: e.userAgent } : {}),
    })),
  });
  const pdf = await toPdf(signed, { logo: logoOf(row.logo, row.logoMime), append: certificate });
  const sealedPdf = await sealPdf(pdf, sealKey, {
    reason: `Signed by every party: ${body.title}`,
    signedAt: completedAt,
  });
  await tx
    .update(signatureRequests)
    .set({ status: "completed", sealedPdf, completedAt })
    .where(eq(signatureRequests.id, requestId));
  const recipients = [...new Set([row.ownerEmail, ...parties.map((p) => p.email)])];
  await enqueueMail(
    tx,
    recipients.map((to) => completedMail(to, body.title, requestId)),
  );
}
