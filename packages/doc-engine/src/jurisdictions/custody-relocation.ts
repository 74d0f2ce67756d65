/**
 * What a state's relocation statute requires of a parent who moves a child's home: the least notice, how it is
 * given, what it must say, and how the other parent objects. A custody agreement in that state writes these in
 * beside its own notice clause (rules/custody-relocation.ts); a shorter notice the parents chose is raised.
 */
import type { Citation } from "./types";
import type { StateCode } from "./states";

export type RelocationRule = Citation & {
  /**
   * Days of notice before the move, at the least. None where the statute asks consent, a petition or a filing
   * instead of advance notice (Florida, Ohio, Michigan): the parents' notice then stands as they chose it.
   */
  minDays?: number;
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
  // The section as broadened in 2009 (the year from summaries), read in copies headed "The 2024 Florida
  // Statutes"; the petition's contents and the 20 days for a response from law-firm pages quoting it.
  FL: {
    notice:
      "A Parent proposing a relocation of fifty miles or more, for at least sixty consecutive days, shall not relocate unless every other person entitled to access to or time-sharing with the Children signs a written agreement that consents to the relocation and sets out a time-sharing schedule and transportation arrangements, or the court permits it on a petition to relocate that the Parent signs under oath or affirmation, files with the court, and serves on every such person, and that states the address and mailing address of the intended new residence and its home telephone number, if known, the date of the intended move, a detailed statement of the specific reasons for it (attaching any written job offer), a proposed post-relocation time-sharing schedule and transportation arrangements, and the notice to respondents that Fla. Stat. § 61.13001(3) requires.",
    objection:
      "The other Parent objects by filing with the court, and serving on the Parent seeking to relocate, a verified written response within twenty days after service of the petition, stating the specific facts on which the objection rests and the objector's involvement in the Children's lives; if no response is filed in time, the relocation is presumed to be in the Children's best interests and the court may, absent good cause, allow it without further notice or hearing.",
    citation: "Fla. Stat. § 61.13001(2), (3), (5)",
    effectiveDate: "2009-10-01",
    verified: false,
    source: {
      url: "https://instalawyer.io/laws/florida-statutes/6113001-parental-relocation-with",
      read: "2026-11-26",
      quote: "within 20 days after service of the petition to relocate",
    },
  },
  // (G)(1) read only as quoted in court opinions (Acus v. Acus, 2010-Ohio-856): in force by 2010, the date used.
  // A 2025 bill (S.B. 174) would renumber the section; its fate was not found.
  OH: {
    notice:
      "A residential Parent who intends to move to a residence other than the residence specified in the parenting time order or decree shall file a notice of intent to relocate with the court that issued the order or decree, which, except as R.C. 3109.051(G)(2) to (4) provide, sends a copy of the notice to the other Parent.",
    objection:
      "The other Parent objects by moving the court to schedule a hearing, with notice to both Parents, to determine whether it is in the best interest of the Children to revise the parenting time schedule; the statute sets no time for that motion.",
    citation: "Ohio Rev. Code § 3109.051(G)(1)",
    effectiveDate: "2010-01-01",
    verified: false,
    source: {
      url: "https://ohiodivorcelawjournal.blogspot.com/2010/03/relocation-of-custodial-parent-what-is.html",
      read: "2026-11-26",
      quote: "the parent shall file a notice of intent to relocate with the court that issued the order or decree",
    },
  },
  // (1) to (4) read in a copy; the section was added by 2000 PA 422 (its day in force was not read).
  MI: {
    notice:
      "A Parent shall not change a legal residence of the Children to a location more than 100 miles from the Children's legal residence at the time the custody action commenced unless the other Parent consents to that change or the court permits it after considering the factors in MCL 722.31(4); this restriction does not apply if the order grants sole legal custody to one Parent, if the Children's two residences were more than 100 miles apart when the action commenced, or if the change brings the Children's two legal residences closer together.",
    objection:
      "The other Parent objects by withholding consent to the particular change, in which case the Parent seeking it must obtain the court's permission; the statute sets no time for objecting.",
    citation: "MCL 722.31",
    effectiveDate: "2001-01-01",
    verified: false,
    source: {
      url: "http://www.lrcvaw.org/laws/mirelocation.html",
      read: "2026-11-26",
      quote:
        "shall not change a legal residence of the child to a location that is more than 100 miles from the child's legal residence",
    },
  },
};
