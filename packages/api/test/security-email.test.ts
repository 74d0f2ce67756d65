import type { AddressInfo } from "node:net";

import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { log } from "@lexforge/log";

import { startSession } from "@lexforge/auth/sessions";
import { verifyPassword } from "@lexforge/auth/password";
import { creditBalances, creditLedger, documents, eq, sessions, users, verificationTokens } from "@lexforge/db";

import { createCaller, createTRPCContext, LIMITS, rateLimitsFor } from "../src";
import { createMailer } from "../src/services/email/mailer";
import type { RateLimits } from "../src/services/limits/rate-limits";
import type { TestApi } from "./support/api";
import { createTestApi } from "./support/api";

/** A local SMTP server, as the test harness starts one: every mail it receives, raw. */
const inbox: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, session, callback) {
    let raw = "";
    stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    stream.on("end", () => {
      inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      callback();
    });
  },
});

let t: TestApi;
let smtpUrl = "";
beforeAll(async () => {
  t = await createTestApi();
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}?ignoreTLS=true`;
});
afterAll(async () => {
  await delivered();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await t.close();
});

/** Mail is sent after the answer (ctx.defer); the tests wait for it here. */
const deferred: Promise<void>[] = [];
const delivered = () => Promise.all(deferred.splice(0));

function api(
  userId?: string,
  email?: string,
  options: { runLater?: (task: () => Promise<void>) => void; rateLimits?: RateLimits; clientIp?: string } = {},
) {
  return createCaller(
    createTRPCContext({
      db: t.db,
      session: userId ? { user: { id: userId, email }, expires: new Date(Date.now() + 60_000).toISOString() } : null,
      appUrl: "http://lexforge.test",
      payments: { production: false },
      mailer: createMailer({ smtpUrl, outboxDir: "/nonexistent" }),
      runLater: options.runLater ?? ((task) => void deferred.push(task())),
      ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
      ...(options.clientIp ? { clientIp: options.clientIp } : {}),
    }),
  );
}

/**
 * The link to `pathname` in the last mail to `to` that has one, with its email and token parameters. Mails are
 * sent after the answers, so a sign-up's verification mail may arrive after a reset mail asked for later.
 */
async function lastLink(to: string, pathname: string) {
  await delivered();
  const linkIn = (raw: string) =>
    new RegExp(`http://lexforge\\.test${pathname}\\?[^\\s]+`).exec(
      raw.replace(/=\r?\n/g, "").replace(/=3D/g, "="),
    )?.[0];
  const mail = [...inbox].reverse().find((m) => m.to.includes(to) && linkIn(m.raw));
  const href = mail && linkIn(mail.raw);
  if (!href) throw new Error(`no ${pathname} link mailed to ${to}`);
  const url = new URL(href);
  return { email: url.searchParams.get("email") ?? "", token: url.searchParams.get("token") ?? "", raw: mail.raw };
}

const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}@example.com`;

describe("e-mail verification", () => {
  it("sign-up sends 'Please verify your email address' with a link that verifies the address once", async () => {
    const email = unique("verify");
    await api().auth.signUp({ email, password: "password-123", confirmPassword: "password-123" });
    const link = await lastLink(email, "/verify-email");
    expect(link.raw).toContain("Subject: Please verify your email address");
    expect((await t.db.query.users.findFirst({ where: eq(users.email, email) }))?.emailVerified).toBeNull();

    await expect(api().auth.verifyEmail({ email, token: "not-the-token" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      cause: { reason: "INVALID_EMAIL_LINK" },
    });
    await api().auth.verifyEmail({ email: link.email, token: link.token });
    expect((await t.db.query.users.findFirst({ where: eq(users.email, email) }))?.emailVerified).toBeInstanceOf(Date);
    // Single use.
    await expect(api().auth.verifyEmail({ email: link.email, token: link.token })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});

describe("password reset by e-mail", () => {
  it("a reset link sets the new password once and ends every session of the account", async () => {
    const email = unique("reset");
    const { id } = await api().auth.signUp({ email, password: "old-password-1", confirmPassword: "old-password-1" });
    await startSession(t.db, id);

    await api().auth.requestPasswordReset({ email });
    const link = await lastLink(email, "/reset-password");
    await api().auth.resetPassword({ email: link.email, token: link.token, newPassword: "new-password-2" });

    const user = await t.db.query.users.findFirst({ where: eq(users.email, email) });
    expect(await verifyPassword(user?.passwordHash ?? "", "new-password-2")).toBe(true);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    await expect(
      api().auth.resetPassword({ email: link.email, token: link.token, newPassword: "third-password-3" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", cause: { reason: "INVALID_EMAIL_LINK" } });
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const email = unique("nobody");
    const before = inbox.length;
    expect(await api().auth.requestPasswordReset({ email })).toEqual({ sent: true });
    await delivered();
    expect(inbox.length).toBe(before);
  });

  it("a token for one address does not reset another", async () => {
    const a = unique("a");
    const b = unique("b");
    for (const email of [a, b])
      await api().auth.signUp({ email, password: "password-123", confirmPassword: "password-123" });
    await api().auth.requestPasswordReset({ email: a });
    const link = await lastLink(a, "/reset-password");
    await expect(
      api().auth.resetPassword({ email: b, token: link.token, newPassword: "hijacked-123" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});

describe("what asking for a reset link can tell", () => {
  const resetTokens = (email: string) =>
    t.db
      .select()
      .from(verificationTokens)
      .where(eq(verificationTokens.identifier, `reset:${email}`));

  it("the answer comes before the address is looked up: no token exists until the deferred work runs", async () => {
    const email = unique("later");
    await api().auth.signUp({ email, password: "password-123", confirmPassword: "password-123" });
    await delivered();
    const held: (() => Promise<void>)[] = [];
    const caller = api(undefined, undefined, { runLater: (task) => void held.push(task) });
    expect(await caller.auth.requestPasswordReset({ email })).toEqual({ sent: true });
    expect(held).toHaveLength(1);
    expect(await resetTokens(email)).toEqual([]);
    await held[0]?.();
    expect(await resetTokens(email)).toHaveLength(1);
    expect((await lastLink(email, "/reset-password")).token).not.toBe("");
  });

  it(`a recipient gets at most ${LIMITS.emailRecipient.points} mails an hour, however many addresses ask`, async () => {
    const email = unique("bombed");
    const limits = rateLimitsFor(t.db);
    const from = (clientIp: string) => api(undefined, undefined, { rateLimits: limits, clientIp });
    await from("198.51.100.1").auth.signUp({ email, password: "password-123", confirmPassword: "password-123" });
    for (let i = 0; i < 8; i++) {
      expect(await from(`198.51.100.${10 + i}`).auth.requestPasswordReset({ email })).toEqual({ sent: true });
    }
    await delivered();
    const mails = inbox.filter((mail) => mail.to.includes(email));
    // The verification mail of the sign-up, then reset mails up to the limit.
    expect(mails).toHaveLength(LIMITS.emailRecipient.points);
  });

  it("the cap is per inbox: a +tag, dots at Gmail and capitals reach the same one", async () => {
    const box = `bombed${Date.now()}`;
    const limits = rateLimitsFor(t.db);
    const from = (clientIp: string) => api(undefined, undefined, { rateLimits: limits, clientIp });
    const variants = [`${box}@gmail.com`, `${box}+1@gmail.com`, `${box.slice(0, 3)}.${box.slice(3)}@googlemail.com`];
    for (const [i, email] of variants.entries())
      await from(`198.51.101.${i}`).auth.signUp({ email, password: "password-123", confirmPassword: "password-123" });
    for (const [i, email] of [...variants, ...variants].entries())
      await from(`198.51.102.${i}`).auth.requestPasswordReset({ email: email.toUpperCase() });
    await delivered();
    // Counted by the addresses themselves, not by mailboxKey: if it stopped folding them, each would get its own cap.
    const reached = inbox.filter((mail) => mail.to.some((to) => variants.includes(to.toLowerCase())));
    expect(reached).toHaveLength(LIMITS.emailRecipient.points);
  });

  it("asking for a reset of an address with no account uses none of an inbox's allowance", async () => {
    const email = unique("quiet");
    const limits = rateLimitsFor(t.db);
    const from = (clientIp: string) => api(undefined, undefined, { rateLimits: limits, clientIp });
    for (let i = 0; i < 5; i++) await from(`198.51.103.${i}`).auth.requestPasswordReset({ email });
    await delivered();
    await from("198.51.103.9").auth.signUp({ email, password: "password-123", confirmPassword: "password-123" });
    await from("198.51.103.10").auth.requestPasswordReset({ email });
    await delivered();
    // The verification mail and the reset mail both went out: the five asks before the account counted nothing.
    expect(inbox.filter((mail) => mail.to.includes(email))).toHaveLength(2);
  });
});

describe("the free credit waits for a verified address", () => {
  const ndaWithAi = (overrides: Record<string, unknown> = {}) => ({
    documentType: "nda" as const,
    jurisdiction: "California",
    parties: {
      party1Name: "Acme Robotics LLC",
      party1Address: "1 Market St, San Francisco, CA 94105",
      party2Name: "Jane Doe",
      party2Address: "200 Main St, Oakland, CA 94607",
    },
    purpose: "Evaluating a potential software development partnership",
    useAI: true,
    ...overrides,
  });
  const documentsOf = (userId: string) => t.db.query.documents.findMany({ where: eq(documents.userId, userId) });
  const ledgerOf = (userId: string) => t.db.query.creditLedger.findMany({ where: eq(creditLedger.userId, userId) });

  it("an unverified sign-up cannot spend it: 403 EMAIL_NOT_VERIFIED, nothing stored or spent; free templates still work", async () => {
    const email = unique("farm");
    const { id } = await api().auth.signUp({ email, password: "password-123", confirmPassword: "password-123" });

    await expect(api(id, email).documents.generate(ndaWithAi())).rejects.toMatchObject({
      code: "FORBIDDEN",
      cause: { reason: "EMAIL_NOT_VERIFIED" },
    });
    expect(await documentsOf(id)).toEqual([]);
    expect(await api(id, email).credits.balance()).toBe(1);
    expect((await ledgerOf(id)).map((row) => row.reason)).toEqual(["signup_grant"]);

    const template = await api(id, email).documents.generate(ndaWithAi({ useAI: false }));
    expect(template.credits).toBe(1);
    // A template's new version is free, verified or not; an AI-mode one needs a credit the user may spend.
    const changed = await api(id, email).documents.regenerate({
      id: template.document.id,
      request: ndaWithAi({ useAI: false, purpose: "Another purpose" }),
    });
    expect(changed).toMatchObject({ unchanged: false, credits: 1, document: { currentVersion: 2 } });
    await expect(
      api(id, email).documents.regenerate({ id: template.document.id, request: ndaWithAi({ purpose: "A third one" }) }),
    ).rejects.toMatchObject({ cause: { reason: "EMAIL_NOT_VERIFIED" } });
    expect(await api(id, email).credits.balance()).toBe(1);
  });

  it("the mailed link makes it spendable", async () => {
    const email = unique("verified");
    const { id } = await api().auth.signUp({ email, password: "password-123", confirmPassword: "password-123" });
    const link = await lastLink(email, "/verify-email");
    await api().auth.verifyEmail({ email: link.email, token: link.token });

    const result = await api(id, email).documents.generate(ndaWithAi());
    expect(result.credits).toBe(0);
    expect((await ledgerOf(id)).map((row) => row.reason).sort()).toEqual(["generation", "signup_grant"]);
  });

  it("credits the user paid for are spendable before verification", async () => {
    const email = unique("buyer");
    const { id } = await api().auth.signUp({ email, password: "password-123", confirmPassword: "password-123" });
    await t.db.transaction(async (tx) => {
      await tx.update(creditBalances).set({ amount: 11 }).where(eq(creditBalances.userId, id));
      await tx
        .insert(creditLedger)
        .values({ userId: id, delta: 10, reason: "purchase", ref: "cs_test", balanceAfter: 11 });
    });

    const result = await api(id, email).documents.generate(ndaWithAi());
    expect(result.credits).toBe(10);
    // The dashboard's reminder then speaks of the address, not of a free credit waiting for it.
    expect(await api(id, email).account.profile()).toMatchObject({ emailVerified: false, purchased: true });
  });
});

describe("the local outbox (no SMTP_URL)", () => {
  it("keeps every mail: ten sent at once to one address are ten files", async () => {
    const { mkdtemp, readdir, rm } = await import("node:fs/promises");
    const { tmpdir } = await import("node:os");
    const path = await import("node:path");
    const outboxDir = await mkdtemp(path.join(tmpdir(), "lexforge-outbox-"));
    const mailer = createMailer({ outboxDir });
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => mailer.send({ to: "same@example.com", subject: `Mail ${i}`, text: "x" })),
    );
    expect(await readdir(outboxDir)).toHaveLength(10);
    await rm(outboxDir, { recursive: true, force: true });
  });

  it("logs no address, link or subject outside development (a subject can name a person)", async () => {
    const { mkdtemp, rm } = await import("node:fs/promises");
    const { tmpdir } = await import("node:os");
    const path = await import("node:path");
    const outboxDir = await mkdtemp(path.join(tmpdir(), "lexforge-outbox-"));
    const lines: string[] = [];
    const info = vi.spyOn(console, "info").mockImplementation((line: string) => lines.push(line));
    const structured = vi.spyOn(log, "info").mockImplementation((...args: unknown[]) => {
      lines.push(JSON.stringify(args));
    });
    try {
      const mail = { to: "private@example.com", subject: "Reset your password", text: "https://x/reset?token=SECRET" };
      await createMailer({ outboxDir }).send(mail);
      expect(lines.join("\n")).toContain("mail written to the outbox");
      expect(lines.join("\n")).not.toMatch(/private@example\.com|SECRET|Reset your password/);
      lines.length = 0;
      await createMailer({ outboxDir, printToLog: true }).send(mail);
      expect(lines.join("\n")).toContain("SECRET");
    } finally {
      info.mockRestore();
      structured.mockRestore();
      await rm(outboxDir, { recursive: true, force: true });
    }
  });
});
