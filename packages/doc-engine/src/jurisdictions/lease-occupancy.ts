/**
 * Who may live in a rented home whatever the lease says: a state law that reads an occupancy limit in a lease
 * as allowing more people than it names. The lease's occupancy clause then states that right beside its limit,
 * so the Lease never reads as taking it away (rules/lease-occupancy.ts).
 */
import type { Citation } from "./types";
import type { StateCode } from "./states";

export type OccupancyRight = Citation & {
  /** Completes "Nothing in this Lease limits the occupancy that ___ permits: ..." with the statute's rule. */
  law: string;
  /** The rule, in the statute's terms, as one sentence of the lease. */
  text: string;
};

export const OCCUPANCY_RIGHTS: Partial<Record<StateCode, OccupancyRight>> = {
  // Subdivisions 2 to 5 read on the Senate's page; the section dates from 1983 (year only; its day not found).
  NY: {
    law: "New York Real Property Law § 235-f",
    text: "where one tenant signs this Lease, the Tenant's immediate family, one additional occupant and that occupant's dependent children may also live in the Premises; where two or more tenants sign it, their immediate families, occupants and occupants' dependent children may, so long as the tenants and occupants, not counting occupants' dependent children, are no more than the number of tenants named in this Lease; in either case, a tenant or a tenant's spouse must occupy the Premises as a primary residence. The occupant limit and the guest rule of this Section apply only as far as that law allows, and the Tenant shall tell the Landlord the name of any occupant within thirty days after the occupant moves in or after the Landlord asks",
    citation: "N.Y. Real Prop. Law § 235-f(2)–(5)",
    effectiveDate: "1983-01-01",
    verified: false,
    source: {
      url: "https://nysenate.gov/legislation/laws/RPP/235-F",
      read: "2026-11-26",
      quote:
        "shall be construed to permit occupancy by the tenant, immediate family of the tenant, one additional occupant, and dependent children of the occupant",
    },
  },
};
