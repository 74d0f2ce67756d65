import type { TRPCRouterRecord } from "@trpc/server";

import { endUserSessions } from "@lexforge/auth/sessions";
import { ZChangePasswordSchema, ZUpdateNameSchema } from "@lexforge/validators";

import { changePassword } from "../services/account/change-password";
import { getProfile } from "../services/account/get-profile";
import { updateName } from "../services/account/update-name";
import { protectedProcedure, rateLimited } from "../trpc";

export const accountRouter = {
  /** { id, email, name, provider, passwordUpdatedAt, hasLogo } of the signed-in user. */
  profile: protectedProcedure.query(({ ctx }) => getProfile(ctx.db, { userId: ctx.session.user.id })),

  updateName: protectedProcedure
    .input(ZUpdateNameSchema)
    .mutation(({ ctx, input }) => updateName(ctx.db, { userId: ctx.session.user.id, ...input })),

  changePassword: protectedProcedure
    .use(rateLimited("passwordChange"))
    .input(ZChangePasswordSchema)
    .mutation(({ ctx, input }) =>
      changePassword(ctx.db, { userId: ctx.session.user.id, sessionId: ctx.session.sessionId, ...input }),
    ),

  /** Ends every session of the account, this one included; the client then signs out locally. */
  signOutEverywhere: protectedProcedure.mutation(async ({ ctx }) => {
    await endUserSessions(ctx.db, ctx.session.user.id);
    return { ok: true };
  }),
} satisfies TRPCRouterRecord;
