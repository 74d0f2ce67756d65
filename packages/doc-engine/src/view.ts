/**
 * What the web preview needs to print a document the way the downloads do, without the engine: the
 * parties' roles and the "Before you sign" lines. Plain data and string functions only
 * ("@lexforge/doc-engine/view"), so client components can import it cheaply.
 */
export { CLAUSE_BADGES } from "./badges";
export { isMovableClause, movableIds } from "./order";
export { pickRoles, ROLES, rolesFor } from "./roles";
export {
  CHECK_WITH_A_LAWYER,
  checklistLine,
  formLines,
  noRuleChanged,
  ruleLine,
  stateRulesPath,
} from "./render/before-you-sign";
export { listJoin } from "./types/shared/wording";
export { RULE_FAMILY_NAMES } from "./rule-families";
export type { PartyRole, RoleSet } from "./define";
export { recitalText } from "./render/recitals";
