import type { TRPCRouterRecord } from "@trpc/server";
import { TRPCError } from "@trpc/server";

import { EmailTakenError, signUpWithPassword } from "@lexforge/auth/sign-up";
import {
  ZRequestPasswordResetSchema,
  ZResetPasswordSchema,
  ZSignUpSchema,
  ZVerifyEmailSchema,
} from "@lexforge/validators";

import {
  requestPasswordReset,
  resetPassword,
  sendVerificationEmail,
  verifyEmail,
} from "../services/email/account-emails";
import { mailLater } from "../services/email/mail-later";

import { protectedProcedure, publicProcedure, rateLimited } from "../trpc";

export const authRouter = {
  /** Creates the account and its free credit; the client then signs in through next-auth. */
  signUp: publicProcedure
    .use(rateLimited("signUpIp", "address"))
    .input(ZSignUpSchema)
    .mutation(async ({ ctx, input }) => {
      try {
        const user = await signUpWithPassword(ctx.db, input);
        mailLater(ctx, (mailer) => sendVerificationEmail(ctx.db, mailer, { email: user.email, appUrl: ctx.appUrl }));
        return { id: user.id, email: user.email };
      } catch (error) {
        if (error instanceof EmailTakenError) {
          throw new TRPCError({ code: "CONFLICT", message: error.message, cause: error });
        }
        throw error;
      }
    }),

  /** Another verification link for the signed-in user (the last one expired or got lost). */
  resendVerification: protectedProcedure.use(rateLimited("email")).mutation(({ ctx }) => {
    const email = ctx.session.user.email;
    if (email) mailLater(ctx, (mailer) => sendVerificationEmail(ctx.db, mailer, { email, appUrl: ctx.appUrl }));
    return { sent: true };
  }),

  verifyEmail: publicProcedure.input(ZVerifyEmailSchema).mutation(({ ctx, input }) => verifyEmail(ctx.db, input)),

  /**
   * The same answer, in the same time, whether or not the address has an account: the look-up and the mail
   * happen after the answer. Limited per address asking, and per inbox for the mail actually sent.
   */
  requestPasswordReset: publicProcedure
    .use(rateLimited("email", "address"))
    .input(ZRequestPasswordResetSchema)
    .mutation(({ ctx, input }) => {
      mailLater(ctx, (mailer) => requestPasswordReset(ctx.db, mailer, { email: input.email, appUrl: ctx.appUrl }));
      return { sent: true };
    }),

  resetPassword: publicProcedure
    .use(rateLimited("passwordChange", "address"))
    .input(ZResetPasswordSchema)
    .mutation(({ ctx, input }) => resetPassword(ctx.db, input)),
} satisfies TRPCRouterRecord;
