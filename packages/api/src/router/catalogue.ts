import type { TRPCRouterRecord } from "@trpc/server";
import { TRPCError } from "@trpc/server";
import { z } from "zod";

import { CATALOGUE, getTypeDefinition, JURISDICTION_NAMES } from "@lexforge/doc-engine";
import { ZDocumentTypeSchema } from "@lexforge/validators";

import { publicProcedure } from "../trpc";

export const catalogueRouter = {
  list: publicProcedure.query(() => CATALOGUE),

  jurisdictions: publicProcedure.query(() => JURISDICTION_NAMES),

  /**
   * The type's guided questions and its parties' roles (form labels and help text, which answer picks
   * which role set): data only, the zod schema stays on the server.
   */
  questions: publicProcedure.input(z.object({ type: ZDocumentTypeSchema })).query(({ input }) => {
    const definition = getTypeDefinition(input.type);
    if (!definition) throw new TRPCError({ code: "NOT_FOUND", message: "Unknown document type" });
    return { title: definition.title, questions: definition.questions, roles: definition.roles };
  }),
} satisfies TRPCRouterRecord;
