import type { GenerationContext } from "../../define";
import { partyNames } from "../shared/wording";
import type { PrivacyPolicyAnswers } from "./questions";

/** A web address as typed in the form ("example.com", "https://example.com/app"); anything else is not one. */
const WEB_ADDRESS = /^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?(\/\S*)?$/i;

/**
 * The operator (the company) is the first party; the second party is the service: its name and web
 * address. The guided answers, where given, take precedence over the party fields.
 */
export function privacyPolicyNames(ctx: GenerationContext, a: PrivacyPolicyAnswers) {
  const { p1 } = partyNames(ctx);
  const serviceName = a.serviceName ?? (ctx.party2.trim() || undefined);
  const typed = ctx.request.parties.party2Address.trim();
  const websiteUrl = a.websiteUrl ?? (WEB_ADDRESS.test(typed) ? typed : undefined);
  const where = websiteUrl ? ` (${websiteUrl})` : "";
  // Clauses speak as "we" ("our website"); the opening paragraph turns "our" into "its".
  const service = serviceName
    ? `${serviceName}${where} and its related services (the "Service")`
    : `our website${where}, applications and related online services (the "Service")`;
  const address = ctx.request.parties.party1Address.trim();
  const contact = a.contactEmail
    ? `by email at ${a.contactEmail}${address ? ` or by mail at ${address}` : ""}`
    : address
      ? `by mail at ${address} or through the contact options published on the Service`
      : "through the contact options published on the Service";
  return { operator: p1, service, contact };
}
