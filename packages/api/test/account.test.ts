import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z, ZodError } from "zod";

import { hashPassword, verifyPassword } from "@lexforge/auth/password";
import { eq, users } from "@lexforge/db";

import type { TestApi } from "./support/api";
import { createTestApi } from "./support/api";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const OLD_PASSWORD = "old-password-123";
const NEW_PASSWORD = "new-password-456";

async function userRow(id: string) {
  const row = await t.db.query.users.findFirst({ where: eq(users.id, id) });
  if (!row) throw new Error("user missing");
  return row;
}

async function emailUser() {
  return t.user({ passwordHash: await hashPassword(OLD_PASSWORD), name: "Ada Lovelace" });
}

describe("account.profile", () => {
  it("returns the signed-in user's own profile without the logo bytes", async () => {
    const { id, email, api } = await emailUser();
    const profile = await api.account.profile();
    expect(profile).toEqual({
      id,
      email,
      name: "Ada Lovelace",
      provider: "email",
      passwordUpdatedAt: expect.any(Date) as Date,
      hasLogo: false,
      emailVerified: true,
      purchased: false,
    });
  });

  it("gives an empty name when none is stored, and requires a session", async () => {
    const { api } = await t.user({ name: null, provider: "google" });
    expect(await api.account.profile()).toMatchObject({ name: "", provider: "google", passwordUpdatedAt: null });
    await expect(t.caller().account.profile()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("account.updateName", () => {
  it("saves the trimmed name and leaves other users alone", async () => {
    const a = await emailUser();
    const b = await emailUser();
    expect(await a.api.account.updateName({ name: "  Grace Hopper  " })).toEqual({ name: "Grace Hopper" });
    expect((await userRow(a.id)).name).toBe("Grace Hopper");
    expect((await b.api.account.profile()).name).toBe("Ada Lovelace");
  });

  it("rejects a blank or over-long name with field errors and writes nothing", async () => {
    const { id, api } = await emailUser();
    for (const name of ["   ", "x".repeat(101)]) {
      const error = await api.account.updateName({ name }).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: "BAD_REQUEST" });
      expect(fieldErrors(error).name?.length).toBeGreaterThan(0);
    }
    expect(await api.account.updateName({ name: "x".repeat(100) })).toEqual({ name: "x".repeat(100) });
    await api.account.updateName({ name: "Ada Lovelace" });
    expect((await userRow(id)).name).toBe("Ada Lovelace");
  });
});

describe("account.changePassword", () => {
  it("changes the password: the new one verifies, the old one stops working", async () => {
    const { id, api } = await emailUser();
    const before = await userRow(id);
    const { passwordUpdatedAt } = await api.account.changePassword({
      currentPassword: OLD_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    const after = await userRow(id);
    expect(after.passwordHash).not.toBe(before.passwordHash);
    expect(await verifyPassword(after.passwordHash ?? "", NEW_PASSWORD)).toBe(true);
    expect(await verifyPassword(after.passwordHash ?? "", OLD_PASSWORD)).toBe(false);
    expect(after.passwordUpdatedAt?.getTime()).toBe(passwordUpdatedAt.getTime());
    // And the old password can no longer authorise a further change.
    await expect(
      api.account.changePassword({ currentPassword: OLD_PASSWORD, newPassword: "third-password" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("rejects a wrong current password with BAD_REQUEST and writes nothing", async () => {
    const { id, api } = await emailUser();
    const before = await userRow(id);
    const error = await api.account
      .changePassword({ currentPassword: "not-my-password", newPassword: NEW_PASSWORD })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "BAD_REQUEST", message: "Current password is incorrect" });
    const after = await userRow(id);
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.passwordUpdatedAt?.getTime()).toBe(before.passwordUpdatedAt?.getTime());
  });

  it("does not touch other users", async () => {
    const a = await emailUser();
    const b = await emailUser();
    const bBefore = await userRow(b.id);
    await a.api.account.changePassword({ currentPassword: OLD_PASSWORD, newPassword: NEW_PASSWORD });
    const bAfter = await userRow(b.id);
    expect(bAfter.passwordHash).toBe(bBefore.passwordHash);
    expect(await verifyPassword(bAfter.passwordHash ?? "", OLD_PASSWORD)).toBe(true);
  });

  it("is FORBIDDEN for Google accounts", async () => {
    const { id, api } = await t.user({ provider: "google" });
    await expect(
      api.account.changePassword({ currentPassword: "anything", newPassword: NEW_PASSWORD }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect((await userRow(id)).passwordHash).toBeNull();
  });

  it("rejects bad input with field errors before checking anything", async () => {
    const { id, api } = await emailUser();
    const before = await userRow(id);
    const error = await api.account
      .changePassword({ currentPassword: "", newPassword: "short" })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "BAD_REQUEST" });
    const fields = fieldErrors(error);
    expect(fields.currentPassword?.length).toBeGreaterThan(0);
    expect(fields.newPassword).toContain("Password must be at least 8 characters");
    expect((await userRow(id)).passwordHash).toBe(before.passwordHash);
  });
});

/** The field errors the error formatter sends to the client (it flattens the ZodError cause). */
function fieldErrors(error: unknown): Record<string, string[] | undefined> {
  const cause = (error as { cause?: unknown }).cause;
  if (!(cause instanceof ZodError)) return {};
  return z.flattenError(cause).fieldErrors;
}
