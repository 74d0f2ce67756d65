/**
 * What a state requires of the seller of a used motor vehicle beyond signing the title over: a notice of the
 * sale to the motor vehicle agency and its deadline, a sworn (notarized) title assignment, the plates kept. A
 * vehicle's bill of sale in that state states the duty in place of its general clause (rules/vehicle-sale.ts).
 * Read on 2026-11-26, mostly in agency pages and copies of the codes: every entry is unverified. No statute was
 * found that makes a Georgia or Illinois seller report the sale; their entries hold the title and plate duties.
 */
import type { Citation } from "./types";
import type { StateCode } from "./states";

export type VehicleSaleRule = Citation & {
  /** The seller's duty, as the bill of sale states it. */
  seller: string;
  /** The "Before you sign" line: what the seller must do and when. */
  action: string;
};

export const VEHICLE_SALE_RULES: Partial<Record<StateCode, VehicleSaleRule>> = {
  // The DMV's posting of the code; its history line ends in "Effective January 1, 2001." The odometer reading is
  // (b) on the same page: "the owner shall also notify the department of the actual mileage of the vehicle".
  CA: {
    seller:
      "The Seller shall, within five calendar days after the sale, notify the California Department of Motor Vehicles of it, giving the date of the sale, the names and addresses of the Seller and the Buyer, a description of the vehicle and its odometer reading.",
    action:
      "Within five calendar days of the sale, the seller notifies the DMV of the transfer (the Notice of Transfer and Release of Liability), with the date, both names and addresses, the vehicle and its mileage.",
    citation: "Cal. Veh. Code § 5900(a), (b)",
    effectiveDate: "2001-01-01",
    source: {
      url: "https://www.dmv.ca.gov/pubs/vctop/d03/vc5900.htm",
      read: "2026-11-27",
      quote:
        "the owner shall, within five calendar days, notify the department of the sale or transfer giving the date thereof, the name and address of the owner and of the transferee, and the description of the vehicle",
    },
  },
  // The statute's 30-day words were not reached; the department's own page states the duty.
  FL: {
    seller:
      "The Seller shall file a notice of sale with the Florida Department of Highway Safety and Motor Vehicles within 30 days after the sale.",
    action:
      "Within 30 days of the sale, the seller files a notice of sale with the FLHSMV or the county tax collector.",
    citation: "Fla. Stat. § 319.22(2)",
    effectiveDate: "2009-07-01",
    verified: false,
    source: {
      url: "https://www.flhsmv.gov/safety-center/consumer-education/selling-vehicle-florida/",
      read: "2026-11-26",
      quote: "As of July 2009, Florida law requires all sellers to file a Notice of Sale",
    },
  },
  // Optional, and protective only when filed within 30 days: read in the 2007 bill that set the window.
  TX: {
    seller:
      "The Seller may file a Vehicle Transfer Notification with the Texas Department of Motor Vehicles; filed within 30 days after the Seller delivers the vehicle, it records the transfer and protects the Seller from liability arising from the Buyer's use of the vehicle.",
    action:
      "Within 30 days of delivering the vehicle, the seller files a Vehicle Transfer Notification (Form VTR-346 or online) to be protected from liability for the buyer's use of it.",
    citation: "Tex. Transp. Code § 501.147 (formerly § 520.023)",
    effectiveDate: "2007-09-01",
    verified: false,
    source: {
      url: "https://capitol.texas.gov/tlodocs/80R/billtext/html/HB00481S.htm",
      read: "2026-11-26",
      quote: "before the 30th day after the date the transferor delivered possession of the vehicle to the transferee",
    },
  },
  // Read in a copy of the 2010 code; the date is the Vehicle Code's (date not found for the section).
  PA: {
    seller:
      "The Seller's assignment of the certificate of title shall be sworn to before a notary public or another officer empowered to administer oaths, or verified by an agent the Department of Transportation authorizes, as Pennsylvania law requires.",
    action:
      "The seller signs the title assignment before a notary public or a PennDOT-authorized agent: an assignment not sworn to does not transfer the title.",
    citation: "75 Pa.C.S. § 1111(a)",
    effectiveDate: "1977-07-01",
    verified: false,
    source: {
      url: "https://law.justia.com/codes/pennsylvania/2010/title-75/chapter-11/1111/",
      read: "2026-11-26",
      quote: "sworn to before a notary public or other officer empowered to administer oaths",
    },
  },
  // Read in a copy of the statute; date not found (an old date: the duty binds every current sale).
  NC: {
    seller:
      "The Seller shall sign the assignment of the certificate of title in the presence of a notary public or another person authorized to administer oaths, and shall remove the license plates unless transferring them to another vehicle.",
    action:
      "The seller signs the title assignment before a notary public and keeps the license plates (to transfer them or turn them in to the DMV).",
    citation: "N.C. Gen. Stat. § 20-72(a), (b)",
    effectiveDate: "1990-01-01",
    verified: false,
    source: {
      url: "https://getpocketlaw.com/law/state_north_carolina/section-20-72-transfer-by-owner_aae9188c87ca",
      read: "2026-11-26",
      quote: "in the presence of a person authorized to administer oaths",
    },
  },
  // A county clerk of courts' page; §§ 4505.06 and 4505.062 themselves were not reached. A copy of the code site's
  // header for § 4505.062: "Effective: October 16, 2009" (H.B. 1, 128th G.A.): 1990-01-01 → 2009-10-16, unverified.
  OH: {
    seller:
      "The Seller's assignment of the certificate of title shall be signed before a notary public or a deputy clerk of the county clerk of courts, as Ohio law requires for a sale between private parties.",
    action:
      "The seller signs the title assignment before a notary public or a deputy clerk of the county clerk of courts.",
    citation: "Ohio Rev. Code §§ 4505.06, 4505.062",
    effectiveDate: "2009-10-16",
    verified: false,
    source: {
      url: "https://clerkofcourts.bcohio.gov/title_division/ohio_transactions.php",
      read: "2026-11-26",
      quote: "must be witnessed by a Notary Public or Deputy Clerk",
    },
  },
  // Read on the Senate's page; date not found.
  NY: {
    seller:
      "The Seller shall remove the vehicle's number plates when the vehicle is transferred; the registration does not pass to the Buyer.",
    action: "The seller removes the number plates at the sale (to transfer them or surrender them to the DMV).",
    citation: "N.Y. Veh. & Traf. Law § 420",
    effectiveDate: "1990-01-01",
    verified: false,
    source: {
      url: "https://nysenate.gov/legislation/laws/VAT/420",
      read: "2026-11-26",
      quote: "shall remove the number plates",
    },
  },
  // Read in the Legislature's copy of the chapter; date not found.
  MI: {
    seller:
      "The Seller shall remove the vehicle's registration plates when the vehicle is transferred, to keep for another vehicle (or to pass with it only to the Seller's spouse, parent, sibling or child).",
    action:
      "The seller removes the license plates at the sale; the buyer has 15 days to transfer the title and pay the fee.",
    citation: "MCL 257.233(1), 257.234(3)",
    effectiveDate: "1990-01-01",
    verified: false,
    source: {
      url: "https://legislature.mi.gov/Home/RenderDoc?objectName=mcl-300-1949-II-TRANSFERS-OF-TITLE-OR-INTEREST",
      read: "2026-11-26",
      quote: "the registration plates issued for the vehicle shall be removed",
    },
  },
  // § 40-3-32(a) and § 40-2-42(a) read in copies of the 2021 Code: the date is that edition's, not the enactment's.
  GA: {
    seller:
      "The Seller shall, when the vehicle is delivered, execute an assignment and warranty of title to the Buyer in the space provided on the certificate of title and deliver the certificate to the Buyer. The license plate stays with the Seller, who may transfer it to another vehicle of the same class; the Buyer may not use it.",
    action:
      "At delivery, the seller signs the title assignment and hands over the title (wilfully failing to is a misdemeanor, with damages to the buyer); the seller keeps the license plate.",
    citation: "O.C.G.A. §§ 40-3-32(a), 40-2-42(a)",
    effectiveDate: "2021-01-01",
    verified: false,
    source: {
      url: "https://law.justia.com/codes/georgia/2021/title-40/chapter-3/article-2/section-40-3-32/",
      read: "2026-11-26",
      quote:
        "he shall, at the time of delivery of the vehicle, execute an assignment and warranty of title to the transferee",
    },
  },
  // § 3-112(a) read (its opening) in a stored copy of the General Assembly's page; the plates come off under
  // § 3-501, which was read only in summaries and the Secretary of State's leaflet.
  IL: {
    seller:
      "The Seller shall, when the vehicle is delivered, execute to the Buyer an assignment and warranty of title in the space provided on the certificate of title and mail or deliver the certificate and assignment to the Buyer or to the Secretary of State, and shall remove the license plates, which belong to the Seller and not to the vehicle.",
    action:
      "At delivery, the seller signs the title assignment and gives the title to the buyer (or sends it to the Secretary of State), and takes the license plates off the vehicle.",
    citation: "625 ILCS 5/3-112(a), 5/3-501",
    // The Illinois Vehicle Code's recodification (P.A. 76-1586).
    effectiveDate: "1970-07-01",
    verified: false,
    source: {
      url: "https://ilga.gov/legislation/ilcs/fulltext.asp?DocName=062500050K3-112",
      read: "2026-11-26",
      quote:
        "at the time of the delivery of the vehicle he shall execute to the transferee an assignment and warranty of title",
    },
  },
};
