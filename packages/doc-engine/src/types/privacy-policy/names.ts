import type { GenerationContext } from "../../define";
import { partyNames } from "../shared/wording";
import type { PrivacyPolicyAnswers } from "./questions";

/** The operator is the first party; the service name falls back to a description when not given. */
export function privacyPolicyNames(ctx: GenerationContext, a: PrivacyPolicyAnswers) {
  const { p1, p2 } = partyNames(ctx);
  const where = a.websiteUrl ? ` (${a.websiteUrl})` : "";
  // Two forms: clauses speak as "we" ("our website"), recitals speak of the operator in the third person.
  const describe = (owner: string) =>
    a.serviceName
      ? `${a.serviceName}${where} and its related services (the "Service")`
      : `${owner} website${where}, applications and related online services (the "Service")`;
  const address = ctx.request.parties.party1Address.trim();
  const contact = a.contactEmail
    ? `by email at ${a.contactEmail}${address ? ` or by mail at ${address}` : ""}`
    : address
      ? `by mail at ${address} or through the contact options published on the Service`
      : "through the contact options published on the Service";
  return { operator: p1, user: p2, service: describe("our"), serviceThirdPerson: describe("its"), contact };
}
