import type { ClauseSource } from "./model";

/** The badge printed with a clause whose wording is not the template's, in the preview and every export. */
export const CLAUSE_BADGES: Record<ClauseSource, string> = { ai: "AI wording", user: "Edited by you" };
