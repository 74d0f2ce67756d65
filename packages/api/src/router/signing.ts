import type { TRPCRouterRecord } from "@trpc/server";

import { selfSignedSealKey } from "@lexforge/doc-engine/seal";
import {
  ZDeclineSchema,
  ZDocumentIdSchema,
  ZSendForSignatureSchema,
  ZSignatureRequestIdSchema,
  ZSignSchema,
  ZSigningTokenSchema,
  ZVoidSignatureRequestSchema,
} from "@lexforge/validators";
import { z } from "zod";

import { receivedForSignature, remindSigners, signingStatus, voidRequest } from "../services/signing/manage-request";
import { sendForSignature } from "../services/signing/send-for-signature";
import { decline, openSigning, setConsent, sign } from "../services/signing/signer-link";
import { mailboxKey } from "../services/email/mail-later";
import type { Context } from "../trpc";
import { protectedProcedure, publicProcedure, rateLimited } from "../trpc";

const audit = (ctx: Pick<Context, "clientIp" | "userAgent">) => ({
  ip: ctx.clientIp,
  userAgent: ctx.userAgent?.slice(0, 300),
});

/** Queued mail goes out once the transaction that queued it has committed. */
const kick =
  <T>(ctx: Pick<Context, "outbox">) =>
  (result: T) => {
    ctx.outbox?.kick();
    return result;
  };

let fallbackKey: ReturnType<typeof selfSignedSealKey> | undefined;
/** Without a configured key (unit tests), one self-signed key per process. */
const sealKeyOf = (ctx: Pick<Context, "sealKey">) => ctx.sealKey ?? (() => (fallbackKey ??= selfSignedSealKey()));

const linkProcedure = publicProcedure.use(rateLimited("signingLink", "address"));

/**
 * Electronic signing: the owner sends a document version to its parties and follows it; each signer acts
 * through the link mailed to them (no account), which is all they can reach.
 */
export const signingRouter = {
  status: protectedProcedure
    .input(ZDocumentIdSchema)
    .query(({ ctx, input }) => signingStatus(ctx.db, { userId: ctx.session.user.id, documentId: input.id })),

  /** Documents others sent this account (by its verified address) to sign. */
  received: protectedProcedure.query(({ ctx }) => receivedForSignature(ctx.db, { userId: ctx.session.user.id })),

  send: protectedProcedure
    .use(rateLimited("signatureSend"))
    .input(ZSendForSignatureSchema)
    .mutation(async ({ ctx, input }) => {
      for (const signer of input.signers) await ctx.rateLimits?.consume("signingRecipient", mailboxKey(signer.email));
      return sendForSignature(ctx.db, {
        userId: ctx.session.user.id,
        appUrl: ctx.appUrl,
        audit: audit(ctx),
        ...input,
      }).then(kick(ctx));
    }),

  void: protectedProcedure
    .input(ZVoidSignatureRequestSchema)
    .mutation(({ ctx, input }) =>
      voidRequest(ctx.db, { userId: ctx.session.user.id, audit: audit(ctx), ...input }).then(kick(ctx)),
    ),

  remind: protectedProcedure
    .use(rateLimited("signatureSend"))
    .input(ZSignatureRequestIdSchema)
    .mutation(({ ctx, input }) =>
      remindSigners(ctx.db, { userId: ctx.session.user.id, appUrl: ctx.appUrl, audit: audit(ctx), ...input }).then(
        kick(ctx),
      ),
    ),

  open: linkProcedure
    .input(ZSigningTokenSchema)
    .query(({ ctx, input }) => openSigning(ctx.db, { token: input.token, audit: audit(ctx) })),

  consent: linkProcedure
    .input(ZSigningTokenSchema.extend({ consent: z.boolean() }))
    .mutation(({ ctx, input }) => setConsent(ctx.db, { ...input, audit: audit(ctx) })),

  sign: linkProcedure
    .input(ZSignSchema)
    .mutation(({ ctx, input }) =>
      sign(ctx.db, { ...input, audit: audit(ctx), appUrl: ctx.appUrl, sealKey: sealKeyOf(ctx) }).then(kick(ctx)),
    ),

  decline: linkProcedure
    .input(ZDeclineSchema)
    .mutation(({ ctx, input }) => decline(ctx.db, { ...input, audit: audit(ctx) }).then(kick(ctx))),
} satisfies TRPCRouterRecord;
