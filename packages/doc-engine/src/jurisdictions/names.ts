/** The jurisdiction names without their rule data, so browser code can list them cheaply. */
import { STATES } from "./states";
import type { JurisdictionName } from "./states";

/** The 51 names, alphabetical (STATES is kept in that order): the generator's select and the validators. */
export const JURISDICTION_NAMES: readonly JurisdictionName[] = STATES.map(([name]) => name);

/** The spec's default jurisdiction for a new request. */
export const DEFAULT_JURISDICTION: JurisdictionName = "California";
