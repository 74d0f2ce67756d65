/**
 * What a state's relocation statute requires of a parent who moves a child's home: the least notice, how it is
 * given, what it must say, and how the other parent objects. A custody agreement in that state writes these in
 * beside its own notice clause (rules/custody-relocation.ts); a shorter notice the parents chose is raised.
 */
import type { Citation } from "./types";
import type { StateCode } from "./states";

export type RelocationRule = Citation & {
  /** Days of notice before the move, at the least. */
  minDays: number;
  /** The statute's notice requirements, as sentences of the agreement. */
  notice: string;
  /** How an objection is made and what follows from none. */
  objection: string;
};

export const RELOCATION_RULES: Partial<Record<StateCode, RelocationRule>> = {
  // (c)(1) to (3)(x) read in a copy of the statute; (3)(xi)'s warning and (d)'s counter-affidavit only in
  // summaries: unverified.
  PA: {
    minDays: 60,
    notice:
      "A Parent proposing a relocation shall notify every other individual who has custody rights to the Children by certified mail, return receipt requested, no later than the sixtieth day before the proposed relocation or, if that Parent did not know and could not reasonably have known of the relocation in time to give that notice and the relocation cannot reasonably be delayed, no later than the tenth day after learning of it. The notice shall include, where available: the address of the intended new residence; the mailing address, if different; the names and ages of the individuals in the new residence, including those who intend to live there; its home telephone number; the name of the new school district and school; the date of the proposed relocation; the reasons for it; a proposal for a revised custody schedule; any other information the relocating Parent thinks appropriate; the counter-affidavit that 23 Pa.C.S. § 5337(d) provides for objecting; and the warning that statute requires about the time allowed to object.",
    objection:
      "The other Parent objects by completing the counter-affidavit and filing it with the court within the time 23 Pa.C.S. § 5337(d) allows (thirty days after receiving the notice); a Parent who does not object in time may be unable to object to the relocation later.",
    citation: "23 Pa.C.S. § 5337(c), (d)",
    // Chapter 53 (Act 112 of 2010) took effect 60 days after its enactment on November 23, 2010.
    effectiveDate: "2011-01-22",
    verified: false,
    source: {
      url: "http://www.lrcvaw.org/laws/parelocation.html",
      read: "2026-11-26",
      quote:
        "Notice, sent by certified mail, return receipt requested, shall be given no later than: (i) the 60th day before the date of the proposed relocation",
    },
  },
  // (c) and (d) read on the General Assembly's page; the objection path from (e) in a copy and a summary; the
  // section took its form in Public Act 99-90 (date from a summary): unverified.
  IL: {
    minDays: 60,
    notice:
      "For a relocation as defined in 750 ILCS 5/600(g), the relocating Parent shall give the other Parent written notice at least sixty days before the relocation (or, where that is impracticable, at the earliest practicable date), setting out at least the intended date of the relocation, the address of the intended new residence, if known, and how long the relocation will last if it is not indefinite or permanent, and shall file a copy of the notice with the clerk of the circuit court.",
    objection:
      "If the other Parent signs the notice and it is filed with the court, the relocation is allowed without further court action; otherwise the relocating Parent must petition the court for permission to relocate.",
    citation: "750 ILCS 5/609.2(c)–(f)",
    effectiveDate: "2016-01-01",
    verified: false,
    source: {
      url: "https://ilga.gov/legislation/ilcs/fulltext?DocName=075000050K609.2",
      read: "2026-11-26",
      quote:
        "The notice must provide at least 60 days' written notice before the relocation unless such notice is impracticable",
    },
  },
};
