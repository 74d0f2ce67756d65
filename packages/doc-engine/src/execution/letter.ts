/** The head of a letter: the sender's letterhead, the date line, the inside address and the subject line. */
import type { GenerationContext } from "../define";
import type { LetterHead } from "../model";

export function letterHead(ctx: GenerationContext, reference: string): LetterHead {
  const { parties } = ctx.request;
  return {
    sender: { name: ctx.party1, address: parties.party1Address.trim() },
    dateLine: ctx.formatDate(ctx.request.date),
    recipient: { name: ctx.party2, address: parties.party2Address.trim() },
    reference,
  };
}
