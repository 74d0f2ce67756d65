/**
 * What a parent must file with the court beside a custody agreement presented for approval, where a state's
 * rules say so: named on "Before you sign" with when it is due (rules/custody-filings.ts).
 */
import type { Citation } from "./types";
import type { StateCode } from "./states";

export type CustodyFiling = Citation & { action: string };

export const CUSTODY_FILINGS: Partial<Record<StateCode, CustodyFiling[]>> = {
  // Read in the Pennsylvania Code as amended through December 30, 2023; an order of April 25, 2025 amended the
  // rule and was not read: unverified.
  PA: [
    {
      action:
        "Each parent files a Criminal Record or Abuse History Verification for themselves and everyone in their household: the parent who files the complaint or petition with it, the other parent before the first in-person contact with the court and no later than 30 days after service; both file updated ones five days before any trial. Not filing may bring sanctions.",
      citation: "Pa.R.C.P. No. 1915.3-2(a); 23 Pa.C.S. § 5329",
      effectiveDate: "2011-01-22",
      verified: false,
      source: {
        url: "http://www.pacodeandbulletin.gov/Display/pacode?file=/secure/pacode/data/231/chapter1915/s1915.3-2.html&d=reduce",
        read: "2026-11-26",
        quote:
          "a verification regarding any criminal record or abuse history of that party and anyone living in that party's household",
      },
    },
  ],
};
