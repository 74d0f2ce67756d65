/**
 * The state an address is in, read the way US addresses are written: "..., Portland, OR 97205", "..., NY",
 * or the state's name ("Springfield, Illinois"). Used to warn when the state chosen for the document is not
 * where either party lives; never to choose it.
 */
import type { JurisdictionName } from "./states";
import { STATES, STATE_NAMES_LONGEST_FIRST } from "./states";

const BY_CODE = new Map(STATES.map(([name, code]) => [code, name] as const));
/** "..., Name" where a state's name follows a comma; the last one is the address's state. */
const NAME_AFTER_COMMA = new RegExp(`,\\s*(${STATE_NAMES_LONGEST_FIRST.join("|")})\\b`, "gi");
const CODE_AT_END = /,\s*([A-Z]{2})\.?(?:\s+\d{5}(?:-\d{4})?)?\s*(?:,?\s*(?:USA|U\.S\.A\.|United States))?\s*$/;

export function stateInAddress(address: string): JurisdictionName | undefined {
  const code = CODE_AT_END.exec(address.trim())?.[1];
  const byCode = code ? BY_CODE.get(code as (typeof STATES)[number][1]) : undefined;
  if (byCode) return byCode;
  // A state's name after a comma ("Washington" alone is as often the city); the last one, as a city may share
  // a state's name ("Delaware, Ohio").
  const last = [...address.matchAll(NAME_AFTER_COMMA)].at(-1)?.[1]?.toLowerCase();
  return STATES.find(([name]) => name.toLowerCase() === last)?.[0];
}

/**
 * A note when neither party's address is in the chosen state, naming where they are; undefined when one of
 * them is there, or when no address names a state.
 */
export function stateMismatch(chosen: string, addresses: readonly string[]): string | undefined {
  const located = addresses.map(stateInAddress).filter((state) => state !== undefined);
  if (located.length === 0 || located.includes(chosen as JurisdictionName)) return undefined;
  const states = [...new Set(located)];
  const where =
    states.length > 1
      ? `The addresses are in ${states.join(" and ")}`
      : located.length > 1
        ? `Both addresses are in ${states[0]}`
        : `The address given is in ${states[0]}`;
  return `${where}, but the document follows ${chosen} law. Choose the state whose law should govern it: usually where the parties live or the property is.`;
}
