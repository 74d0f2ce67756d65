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
  /** Where the statute asks for those days only "to the extent feasible" (California): said with the figure. */
  feasibleOnly?: true;
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
  // § 3024 read in copies of the code, not the official page; the section is the Family Code's (operative
  // January 1, 1994). It binds where the custody order includes the notice term, as this agreement does.
  CA: {
    minDays: 45,
    feasibleOnly: true,
    notice:
      "A Parent who plans to change the residence of the Children for more than thirty days, unless there is prior written agreement to the removal, shall notify the other Parent before the contemplated move by mail, return receipt requested, postage prepaid, to the other Parent's last known address, with a copy to that Parent's counsel of record, and, to the extent feasible, no later than the forty-fifth day before the proposed change of residence, so as to allow time for mediation of a new agreement concerning custody.",
    objection:
      "The other Parent objects by asking the court to restrain the removal, which the court may do where the removal would prejudice the rights or welfare of the Children (Cal. Fam. Code § 7501(a)); the statute sets no time for objecting.",
    citation: "Cal. Fam. Code §§ 3024, 7501(a)",
    effectiveDate: "1994-01-01",
    verified: false,
    source: {
      url: "https://self-law.org/code/ca/family-code/3024",
      read: "2026-11-26",
      quote:
        "To the extent feasible, the notice shall be provided within a minimum of 45 days before the proposed change of residence",
    },
  },
  // § 105.007 read in a copy; § 105.006(b), which puts the duty in every final order, only in a summary. Texas has
  // no relocation statute as such: the notice covers any change of residence. Title 5 as recodified in 1995.
  TX: {
    minDays: 60,
    notice:
      "A Parent who intends to change the Parent's current residence address, mailing address, home telephone number, name of employer, address of employment, or work telephone number shall give written notice of the intended change by registered or certified mail to the other Parent on or before the sixtieth day before the change is made or, if that Parent did not know and could not have known of the change in time to give that notice, on or before the fifth day after the date that Parent knew of it, and shall give the same notice to the court and the state case registry as the order requires; the court may waive the notice if giving it would be likely to expose the Children or a Parent to harassment, abuse, serious harm, or injury.",
    objection:
      "The other Parent objects by filing a suit to modify the terms of the order for possession of or access to the Children; Texas law sets no time for objecting to a change of residence.",
    citation: "Tex. Fam. Code §§ 105.006(b), 105.007",
    effectiveDate: "1995-04-20",
    verified: false,
    source: {
      url: "https://www.lawserver.com/law/state/texas/tx-codes/texas_family_code_105-007",
      read: "2026-11-26",
      quote: "on or before the 60th day before the change is made",
    },
  },
};
