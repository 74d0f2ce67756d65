/** How a jurisdiction is named in running text: "the District of Columbia", "the Commonwealth of Virginia". */
import type { LintCheck } from "../lint";
import { matchUnits, textUnits } from "../lint";

const COMMONWEALTHS = ["Kentucky", "Massachusetts", "Pennsylvania", "Virginia"];

export const jurisdictionStyleCheck: LintCheck = {
  id: "jurisdiction-style",
  description: 'The District of Columbia takes "the"; the four Commonwealths are never "State of"',
  run: ({ doc }) => {
    const units = textUnits(doc);
    return [
      ...matchUnits(
        units,
        // "District of Columbia law" is an adjective use and correct; "in District of Columbia" is not.
        /\b(?:in|of|under|within|throughout|to|from|by|for|outside) District of Columbia\b(?! (?:[\w-]+ )?laws?\b)/i,
        (m) => `"${m}" needs "the" before "District of Columbia"`,
      ),
      ...matchUnits(
        units,
        /(?:^|[.;:!?]\s+)District of Columbia\b(?! (?:[\w-]+ )?laws?\b)/,
        (m) => `"${m.trim()}" at the start of a sentence needs "The"`,
      ),
      ...matchUnits(
        units,
        new RegExp(`\\bState of (?:${COMMONWEALTHS.join("|")})\\b`),
        (m) => `"${m}": this jurisdiction is a Commonwealth`,
      ),
    ];
  },
};
