/**
 * The 51 jurisdiction names as a literal tuple, for zod enums and selects that need it before (or without)
 * loading the full jurisdiction data. A test checks it matches JURISDICTIONS.
 */
export const JURISDICTION_NAMES = [
  "Alabama", "Alaska", "Arizona", "Arkansas", "California", "Colorado", "Connecticut", "Delaware",
  "District of Columbia", "Florida", "Georgia", "Hawaii", "Idaho", "Illinois", "Indiana", "Iowa", "Kansas",
  "Kentucky", "Louisiana", "Maine", "Maryland", "Massachusetts", "Michigan", "Minnesota", "Mississippi",
  "Missouri", "Montana", "Nebraska", "Nevada", "New Hampshire", "New Jersey", "New Mexico", "New York",
  "North Carolina", "North Dakota", "Ohio", "Oklahoma", "Oregon", "Pennsylvania", "Rhode Island",
  "South Carolina", "South Dakota", "Tennessee", "Texas", "Utah", "Vermont", "Virginia", "Washington",
  "West Virginia", "Wisconsin", "Wyoming",
] as const;
export type JurisdictionName = (typeof JURISDICTION_NAMES)[number];

/** The spec's default jurisdiction for a new request. */
export const DEFAULT_JURISDICTION: JurisdictionName = "California";
