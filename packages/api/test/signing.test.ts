import type { AddressInfo } from "node:net";

import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { checkSeal, sealKeyCertificateSha256, selfSignedSealKey } from "@lexforge/doc-engine/seal";
import { and, asc, eq, mailOutbox, signatureEvents, signatureRequests, signers, sql, users } from "@lexforge/db";

import { createCaller, createTRPCContext } from "../src";
import { createMailer } from "../src/services/email/mailer";
import type { Mail } from "../src/services/email/mailer";
import { deliverDueMail, enqueueMail } from "../src/services/email/outbox";
import { signedCopyForSigner } from "../src/services/signing/manage-request";
import type { TestApi } from "./support/api";
import { createTestApi, ndaRequest, transactionsAtOnce } from "./support/api";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(async () => {
  await t.close();
});

const sealKey = selfSignedSealKey();

/** A signer acting through a link: no session, a client address and browser of their own. */
const signerApi = (db = t.db, ip = "203.0.113.7") =>
  createCaller(
    createTRPCContext({
      db,
      session: null,
      appUrl: "http://lexforge.test",
      payments: { production: false },
      clientIp: ip,
      userAgent: "Signer Browser/1.0",
      sealKey: () => sealKey,
    }),
  );

/** The link's token in the latest queued mail to `to` (the only place a token exists outside a hash). */
async function linkFor(to: string) {
  const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.createdAt));
  const token = mails
    .map((m) => /https?:\/\/[^/\s]+\/sign\/([A-Za-z0-9_-]+)/.exec(m.text)?.[1])
    .filter(Boolean)
    .at(-1);
  if (!token) throw new Error(`no signing link mailed to ${to}`);
  return token;
}

async function sentNda(options: { ordered?: boolean } = {}) {
  const owner = await t.user({ credits: 5 });
  const { document } = await owner.api.documents.generate(ndaRequest({ useAI: false }));
  const stamp = Math.random().toString(36).slice(2, 8);
  const emails: [string, string] = [`acme-${stamp}@example.com`, `jane-${stamp}@example.com`];
  const { requestId } = await owner.api.signing.send({
    documentId: document.id,
    signers: [
      { slot: 0, name: "Ann Acme", email: emails[0] },
      { slot: 1, name: "Jane Doe", email: emails[1] },
    ],
    ordered: options.ordered ?? false,
  });
  return { owner, documentId: document.id, requestId, emails };
}

async function signAs(email: string, db = t.db) {
  const token = await linkFor(email);
  const api = signerApi(db);
  await api.signing.consent({ token, consent: true });
  return api.signing.sign({ token, signature: { kind: "typed", text: "Signer Name" } });
}

describe("sending a document for signature", () => {
  it("freezes the version, invites every party with a link of its own, and never shows a link to the owner", async () => {
    const { owner, documentId, requestId, emails } = await sentNda();
    const status = await owner.api.signing.status({ id: documentId });
    expect(status.slots.map((s) => s.role)).toEqual(["Disclosing Party", "Receiving Party"]);
    expect(status.request).toMatchObject({ id: requestId, status: "sent", version: 1 });
    expect(status.request?.documentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(status.request?.signers.map((s) => s.status)).toEqual(["invited", "invited"]);
    expect(JSON.stringify(status)).not.toMatch(/token|\/sign\//i);
    const [a, b] = [await linkFor(emails[0]), await linkFor(emails[1])];
    expect(a).not.toBe(b);
    // Only hashes are stored.
    const stored = await t.db.select({ hash: signers.tokenHash }).from(signers).where(eq(signers.requestId, requestId));
    expect(stored.map((s) => s.hash)).not.toContain(a);
  });

  it("refuses a second request while one is open, and a party left out", async () => {
    const { owner, documentId } = await sentNda();
    await expect(
      owner.api.signing.send({
        documentId,
        signers: [
          { slot: 0, name: "A", email: "a@example.com" },
          { slot: 1, name: "B", email: "b@example.com" },
        ],
      }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    const other = await t.user({ credits: 5 });
    const { document } = await other.api.documents.generate(ndaRequest({ useAI: false }));
    await expect(
      other.api.signing.send({ documentId: document.id, signers: [{ slot: 0, name: "A", email: "a@example.com" }] }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: "Add who signs as Receiving Party." });
  });

  it("follows the download rule: with no credit left there is no PDF to send, as there is none to download", async () => {
    const broke = await t.user({ credits: 0 });
    const { document } = await broke.api.documents.generate(ndaRequest({ useAI: false }));
    await expect(
      broke.api.signing.send({
        documentId: document.id,
        signers: [
          { slot: 0, name: "A", email: "a@example.com" },
          { slot: 1, name: "B", email: "b@example.com" },
        ],
      }),
    ).rejects.toMatchObject({
      code: "PAYMENT_REQUIRED",
      message: "You need to purchase credits to download as PDF document.",
    });
    expect(await broke.api.signing.status({ id: document.id })).toMatchObject({ request: null });
  });

  it("answers NOT_FOUND for another user's document or request", async () => {
    const { documentId, requestId } = await sentNda();
    const stranger = await t.user();
    await expect(stranger.api.signing.status({ id: documentId })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      stranger.api.signing.send({
        documentId,
        signers: [
          { slot: 0, name: "A", email: "a@example.com" },
          { slot: 1, name: "B", email: "b@example.com" },
        ],
      }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(stranger.api.signing.void({ requestId })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(stranger.api.signing.remind({ requestId })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("refuses a will: the print-and-sign path, with the law's reason", async () => {
    const owner = await t.user({ credits: 5 });
    const { document } = await owner.api.documents.generate({
      documentType: "will",
      jurisdiction: "California",
      parties: {
        party1Name: "Maria Reyes",
        party1Address: "12 Elm Court, Oakland, CA 94607",
        party2Name: "Tom Reyes",
        party2Address: "12 Elm Court, Oakland, CA 94607",
      },
      purpose: "My will",
      details: "",
      useAI: false,
      answers: { maritalStatus: "married", spouseName: "Tom Reyes", residuaryBeneficiaries: "My husband, Tom Reyes" },
    });
    await expect(
      owner.api.signing.send({
        documentId: document.id,
        signers: [{ slot: 0, name: "Maria Reyes", email: "m@example.com" }],
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining("15 U.S.C. § 7003(a)(1)") });
  });
});

describe("signing through the link", () => {
  it("takes consent, then each signature; the last one seals the PDF and mails it to everyone", async () => {
    const { owner, documentId, requestId, emails } = await sentNda();
    const token = await linkFor(emails[0]);
    const view = await signerApi().signing.open({ token });
    const sent = await owner.api.documents.get({ id: documentId });
    expect(view.document).toEqual(sent.body);
    expect(view.me).toMatchObject({ role: "Disclosing Party", status: "invited", consented: false });
    expect(JSON.stringify(view)).not.toContain(emails[1]);

    await expect(
      signerApi().signing.sign({ token, signature: { kind: "typed", text: "Ann Acme" } }),
    ).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: "Agree to use electronic records and signatures before you sign.",
    });

    await signAs(emails[0]);
    const done = await signAs(emails[1]);
    expect(done).toEqual({ completed: true });

    const [request] = await t.db.select().from(signatureRequests).where(eq(signatureRequests.id, requestId));
    expect(request?.status).toBe("completed");
    const sealed = Buffer.from(request?.sealedPdf ?? []);
    // Sealed with the app's key, not merely with some key.
    expect(checkSeal(sealed, { certificateSha256: sealKeyCertificateSha256(sealKey) })).toMatchObject({ valid: true });
    const tampered = Buffer.from(sealed);
    const at = Math.floor(tampered.length / 3);
    tampered.writeUInt8(tampered.readUInt8(at) ^ 0x01, at);
    expect(checkSeal(tampered)).toEqual({ valid: false, reason: "The file was changed after it was sealed." });

    const events = await t.db
      .select({ kind: signatureEvents.kind, ip: signatureEvents.ip, ua: signatureEvents.userAgent })
      .from(signatureEvents)
      .where(eq(signatureEvents.requestId, requestId));
    expect(events.map((e) => e.kind).sort()).toEqual(
      ["completed", "consented", "consented", "opened", "sent", "signed", "signed"].sort(),
    );
    expect(events.find((e) => e.kind === "signed")).toMatchObject({ ip: "203.0.113.7", ua: "Signer Browser/1.0" });

    const completion = await t.db
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(eq(mailOutbox.sealedRequestId, requestId));
    const [ownerRow] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, owner.id));
    expect(completion.map((m) => m.to).sort()).toEqual([ownerRow?.email, ...emails].sort());

    const status = await owner.api.signing.status({ id: documentId });
    expect(status.request?.status).toBe("completed");

    // The link signed once: signing again is refused in words.
    await expect(signAs(emails[0])).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "You have already signed this document.",
    });
  });

  it("refuses a drawn signature that is not a small PNG, whatever its data URL says, and re-encodes one that is", async () => {
    const { requestId, emails } = await sentNda();
    const token = await linkFor(emails[0]);
    await signerApi().signing.consent({ token, consent: true });
    const png = (bytes: Buffer) => `data:image/png;base64,${bytes.toString("base64")}`;
    const magic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // A PNG header declaring a 60000 × 60000 canvas, then nothing: a decompression bomb's first bytes.
    const ihdr = Buffer.alloc(25);
    ihdr.writeUInt32BE(13, 0);
    ihdr.write("IHDR", 4, "latin1");
    ihdr.writeUInt32BE(60000, 8);
    ihdr.writeUInt32BE(60000, 12);
    ihdr.set([8, 6, 0, 0, 0], 16);
    for (const image of [png(Buffer.concat([magic, Buffer.from("not an image")])), png(Buffer.concat([magic, ihdr]))]) {
      await expect(
        signerApi().signing.sign({ token, signature: { kind: "drawn", text: "Ann Acme", image } }),
      ).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: "The drawn signature could not be read. Clear it and draw it again.",
      });
    }
    const [signer] = await t.db
      .select()
      .from(signers)
      .where(and(eq(signers.requestId, requestId), eq(signers.slot, 0)));
    expect(signer?.status).toBe("invited");
  });

  it("completes once when the last two signatures arrive at once", async () => {
    const { requestId, emails } = await sentNda();
    const tokens = [await linkFor(emails[0]), await linkFor(emails[1])];
    for (const token of tokens) await signerApi().signing.consent({ token, consent: true });
    const atOnce = transactionsAtOnce(t.db, 2);
    const results = await Promise.allSettled(
      tokens.map((token) => signerApi(atOnce).signing.sign({ token, signature: { kind: "typed", text: "X" } })),
    );
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);
    const completed = await t.db
      .select()
      .from(signatureEvents)
      .where(and(eq(signatureEvents.requestId, requestId), eq(signatureEvents.kind, "completed")));
    expect(completed).toHaveLength(1);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.sealedRequestId, requestId));
    expect(mails).toHaveLength(3);
  });

  it("answers a clear error for an unknown, expired or voided link, and a declined request", async () => {
    await expect(signerApi().signing.open({ token: "x".repeat(43) })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "This signing link is not valid. Use the link in the latest e-mail you received.",
    });
    await expect(signerApi().signing.open({ token: "bad token!" })).rejects.toMatchObject({ code: "BAD_REQUEST" });

    const expired = await sentNda();
    await t.db
      .update(signers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signers.requestId, expired.requestId));
    await expect(signerApi().signing.open({ token: await linkFor(expired.emails[0]) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/^This signing link expired on .+\. Ask .+ to send the document again\.$/),
    });

    const voided = await sentNda();
    await voided.owner.api.signing.void({ requestId: voided.requestId, reason: "wrong address" });
    await expect(signerApi().signing.open({ token: await linkFor(voided.emails[1]) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("voided this request: the sender voided it (wrong address)"),
    });
    const ended = await t.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, voided.emails[1]));
    expect(ended.at(-1)?.subject).toMatch(/^".+" will not be signed$/);

    const declined = await sentNda();
    await signerApi().signing.decline({ token: await linkFor(declined.emails[1]), reason: "The term is too long" });
    const [row] = await t.db.select().from(signatureRequests).where(eq(signatureRequests.id, declined.requestId));
    expect(row).toMatchObject({
      status: "declined",
      endReason: "Jane Doe (Receiving Party) declined to sign: The term is too long",
    });
    await expect(signAs(declined.emails[0])).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("voids the request when the document gets a new version, and tells the signers", async () => {
    const { owner, documentId, requestId, emails } = await sentNda();
    await owner.api.documents.refine({ id: documentId, instruction: "Make it more formal" });
    const [row] = await t.db.select().from(signatureRequests).where(eq(signatureRequests.id, requestId));
    expect(row).toMatchObject({ status: "voided", endReason: "the document was changed after it was sent" });
    await expect(signAs(emails[0])).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("the document was changed after it was sent"),
    });
    const told = await t.db.select({ text: mailOutbox.text }).from(mailOutbox).where(eq(mailOutbox.to, emails[1]));
    expect(told.at(-1)?.text).toContain("the document was changed after it was sent");
  });

  it("in order: the second signer waits, and is invited with a fresh link when the first has signed", async () => {
    const { emails, requestId } = await sentNda({ ordered: true });
    await expect(linkFor(emails[1])).rejects.toThrow("no signing link");
    await signAs(emails[0]);
    const parties = await t.db
      .select({ status: signers.status })
      .from(signers)
      .where(eq(signers.requestId, requestId))
      .orderBy(asc(signers.position));
    expect(parties.map((p) => p.status)).toEqual(["signed", "invited"]);
    expect(await signAs(emails[1])).toEqual({ completed: true });
  });

  it("shows a signer who has an account (by its verified address) the request, and the sealed PDF when done", async () => {
    const { owner, requestId, emails } = await sentNda();
    const jane = await t.user({ email: emails[1] });
    const unverified = await t.user({ email: emails[0], emailVerified: null });
    const stranger = await t.user();
    const [row] = await jane.api.signing.received();
    expect(row).toMatchObject({ requestId, role: "Receiving Party", status: "sent", signerStatus: "invited" });
    expect(row?.sender).toBe("Test User");
    expect(await unverified.api.signing.received()).toEqual([]);
    expect(await owner.api.signing.received()).toEqual([]);
    // Not done yet: nothing to download.
    await expect(signedCopyForSigner(t.db, { userId: jane.id, requestId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });

    await signAs(emails[0]);
    await signAs(emails[1]);
    const copy = await signedCopyForSigner(t.db, { userId: jane.id, requestId });
    expect(checkSeal(copy.bytes)).toMatchObject({ valid: true });
    expect(copy.filename).toMatch(/-signed\.pdf$/);
    await expect(signedCopyForSigner(t.db, { userId: stranger.id, requestId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(signedCopyForSigner(t.db, { userId: unverified.id, requestId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("keeps the audit trail append-only", async () => {
    const { requestId } = await sentNda();
    await expect(
      t.db.update(signatureEvents).set({ detail: "changed" }).where(eq(signatureEvents.requestId, requestId)),
    ).rejects.toThrow();
    await expect(t.db.delete(signatureEvents).where(eq(signatureEvents.requestId, requestId))).rejects.toThrow();
    // Removed only with its request, as when the account is deleted.
    await t.db.delete(signatureRequests).where(eq(signatureRequests.id, requestId));
    const left = await t.db.select().from(signatureEvents).where(eq(signatureEvents.requestId, requestId));
    expect(left).toHaveLength(0);
  });
});

describe("the mail outbox", () => {
  it("sends a mail queued a moment ago at once, not at the next poll (the row's clock is the database's)", async () => {
    const sent: string[] = [];
    const mailer = { send: (mail: { to: string }) => Promise.resolve(void sent.push(mail.to)) };
    for (let i = 0; i < 25; i++) {
      const to = `at-once-${i}-${Date.now()}@example.com`;
      await enqueueMail(t.db, [{ to, subject: "Verify", text: "Body" }]);
      await deliverDueMail(t.db, mailer, { limit: 100 });
      expect(sent.at(-1)).toBe(to);
    }
  });

  it("keeps a mail through an SMTP failure and sends it on a later attempt", async () => {
    let refuse = true;
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onRcptTo(address, _session, callback) {
        if (refuse)
          return callback(Object.assign(new Error(`451 mailbox ${address.address} busy`), { responseCode: 451 }));
        callback();
      },
      onData(stream, session, callback) {
        stream.resume();
        stream.on("end", () => {
          received.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}?ignoreTLS=true`,
      outboxDir: "/nonexistent",
    });
    try {
      // Only this test's mail is due.
      await t.db
        .update(mailOutbox)
        .set({ sentAt: new Date() })
        .where(sql`${mailOutbox.sentAt} is null`);
      const to = `retry-${Date.now()}@example.com`;
      await enqueueMail(t.db, [{ to, subject: "Hello", text: "Body" }]);
      await deliverDueMail(t.db, mailer, { limit: 100 });
      const [failed] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
      expect(failed).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
      expect(failed?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
      expect(failed?.lastError).toContain("busy");
      expect(failed?.lastError).not.toContain(to);
      expect(received).toEqual([]);

      // Not due yet: nothing is tried.
      await deliverDueMail(t.db, mailer, { limit: 100 });
      expect(received).toEqual([]);

      refuse = false;
      await t.db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(mailOutbox.to, to));
      await deliverDueMail(t.db, mailer, { limit: 100 });
      const [sent] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
      expect(sent).toMatchObject({ attempts: 2, lastError: null });
      expect(sent?.sentAt).toBeInstanceOf(Date);
      // Sent, the text (with whatever link it carried) is gone from the database.
      expect(sent?.text).toBe("");
      expect(received).toEqual([to]);
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });

  it("attaches the sealed PDF to the completion mail", async () => {
    const { requestId, emails } = await sentNda();
    await signAs(emails[0]);
    await signAs(emails[1]);
    const sent: Mail[] = [];
    await t.db
      .update(mailOutbox)
      .set({ sentAt: new Date() })
      .where(sql`${mailOutbox.sealedRequestId} is distinct from ${requestId}`);
    await deliverDueMail(t.db, { send: (mail) => Promise.resolve(void sent.push(mail)) }, { limit: 100 });
    expect(sent).toHaveLength(3);
    for (const mail of sent) {
      expect(mail.attachments?.[0]?.filename).toMatch(/-signed\.pdf$/);
      expect(checkSeal(mail.attachments?.[0]?.content ?? new Uint8Array())).toMatchObject({ valid: true });
    }
  });
});
