import type { TRPCRouterRecord } from "@trpc/server";
import { TRPCError } from "@trpc/server";

import { EmailTakenError, signUpWithPassword } from "@lexforge/auth/sign-up";
import { ZSignUpSchema } from "@lexforge/validators";

import { publicProcedure, rateLimited } from "../trpc";

export const authRouter = {
  /** Creates the account and its free credit; the client then signs in through next-auth. */
  signUp: publicProcedure
    .use(rateLimited("signUpIp", "address"))
    .input(ZSignUpSchema)
    .mutation(async ({ ctx, input }) => {
      try {
        const user = await signUpWithPassword(ctx.db, input);
        return { id: user.id, email: user.email };
      } catch (error) {
        if (error instanceof EmailTakenError) {
          throw new TRPCError({ code: "CONFLICT", message: error.message, cause: error });
        }
        throw error;
      }
    }),
} satisfies TRPCRouterRecord;
