/** The 50 states and DC, alphabetical by name. Commonwealths keep their official style in legal wording. */
export const STATES = [
  ["Alabama", "AL"],
  ["Alaska", "AK"],
  ["Arizona", "AZ"],
  ["Arkansas", "AR"],
  ["California", "CA"],
  ["Colorado", "CO"],
  ["Connecticut", "CT"],
  ["Delaware", "DE"],
  ["District of Columbia", "DC"],
  ["Florida", "FL"],
  ["Georgia", "GA"],
  ["Hawaii", "HI"],
  ["Idaho", "ID"],
  ["Illinois", "IL"],
  ["Indiana", "IN"],
  ["Iowa", "IA"],
  ["Kansas", "KS"],
  ["Kentucky", "KY"],
  ["Louisiana", "LA"],
  ["Maine", "ME"],
  ["Maryland", "MD"],
  ["Massachusetts", "MA"],
  ["Michigan", "MI"],
  ["Minnesota", "MN"],
  ["Mississippi", "MS"],
  ["Missouri", "MO"],
  ["Montana", "MT"],
  ["Nebraska", "NE"],
  ["Nevada", "NV"],
  ["New Hampshire", "NH"],
  ["New Jersey", "NJ"],
  ["New Mexico", "NM"],
  ["New York", "NY"],
  ["North Carolina", "NC"],
  ["North Dakota", "ND"],
  ["Ohio", "OH"],
  ["Oklahoma", "OK"],
  ["Oregon", "OR"],
  ["Pennsylvania", "PA"],
  ["Rhode Island", "RI"],
  ["South Carolina", "SC"],
  ["South Dakota", "SD"],
  ["Tennessee", "TN"],
  ["Texas", "TX"],
  ["Utah", "UT"],
  ["Vermont", "VT"],
  ["Virginia", "VA"],
  ["Washington", "WA"],
  ["West Virginia", "WV"],
  ["Wisconsin", "WI"],
  ["Wyoming", "WY"],
] as const;

export type StateCode = (typeof STATES)[number][1];
/** "Alabama" | ... | "Wyoming": the names the validators and the generator form accept. */
export type JurisdictionName = (typeof STATES)[number][0];

const COMMONWEALTHS: ReadonlySet<string> = new Set(["KY", "MA", "PA", "VA"]);

/** "the State of Ohio", "the Commonwealth of Virginia", "the District of Columbia". */
export function officialStyle(name: string, code: string): string {
  if (code === "DC") return "the District of Columbia";
  return `the ${COMMONWEALTHS.has(code) ? "Commonwealth" : "State"} of ${name}`;
}

/** Per-entry confidence marker used by the family tables: what could not be sourced with confidence. */
export type Sourcing = "ok" | "date" | "figure" | "both";

export const SOURCING_REASON: Record<Exclude<Sourcing, "ok">, string> = {
  date: "effective date approximate (year the current statute took effect, not verified)",
  figure: "figure not verified; conservative general rule used",
  both: "figure and effective date not verified; conservative general rule used",
};

/** The names longest first, for patterns that must prefer "West Virginia" to "Virginia". */
export const STATE_NAMES_LONGEST_FIRST: readonly string[] = STATES.map(([name]) => name).sort(
  (a, b) => b.length - a.length,
);
