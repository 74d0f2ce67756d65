/**
 * Notarial certificates as execution blocks, in the state's prescribed wording where there is one
 * (jurisdictions/notary-forms.ts): an acknowledgment of a signature, or a jurat for a sworn statement.
 */
import { notaryForms } from "../jurisdictions/notary-forms";
import { officialStyle } from "../jurisdictions/states";
import type { Jurisdiction } from "../jurisdictions/types";
import type { ExecutionBlock, ExecutionPart, SignatureLine } from "../model";
import { listJoin } from "../types/shared/wording";

/** A short blank inside a sentence, for a date or a name the notary writes in. */
export const GAP = "____________";

/** The notary's signature line ("Name:" is the printed name), with the further lines the certificate leaves blank. */
export function notaryLine(labels: string[] = ["My commission expires"]): SignatureLine {
  return { role: "NOTARY PUBLIC", fields: labels.map((label) => ({ label })) };
}

/** "STATE OF TEXAS" / "COUNTY OF ____________": the caption an affidavit or certificate opens with. */
export function venue(jurisdiction: Jurisdiction): ExecutionPart {
  const { venueUnit } = notaryForms(jurisdiction.code);
  const head = officialStyle(jurisdiction.name, jurisdiction.code).replace(/^the /, "").toUpperCase();
  return { kind: "venue", lines: venueUnit ? [head, `${venueUnit} OF ${GAP}`] : [head] };
}

/** Printed on California certificates in a box above the venue (Civ. Code § 1189(a)(1), Gov. Code § 8202). */
const CA_NOTICE =
  "A notary public or other officer completing this certificate verifies only the identity of the individual who signed the document to which this certificate is attached, and not the truthfulness, accuracy, or validity of that document.";

const SEAL: ExecutionPart = { kind: "text", text: "(SEAL)" };

function acknowledgmentParts(jurisdiction: Jurisdiction, names: string[]): ExecutionPart[] {
  const who = listJoin(names);
  const forms = notaryForms(jurisdiction.code);
  switch (forms.acknowledgment) {
    case "ca-civ-1189":
      return [
        { kind: "notice", paragraphs: [CA_NOTICE] },
        venue(jurisdiction),
        {
          kind: "text",
          text: `On ${GAP} before me, ${GAP} (insert name and title of the officer), personally appeared ${who}, who proved to me on the basis of satisfactory evidence to be the person(s) whose name(s) is/are subscribed to the within instrument and acknowledged to me that he/she/they executed the same in his/her/their authorized capacity(ies), and that by his/her/their signature(s) on the instrument the person(s), or the entity upon behalf of which the person(s) acted, executed the instrument.`,
        },
        {
          kind: "text",
          text: "I certify under PENALTY OF PERJURY under the laws of the State of California that the foregoing paragraph is true and correct.",
        },
        { kind: "text", text: "WITNESS my hand and official seal." },
        { kind: "signature", line: notaryLine([]) },
        SEAL,
      ];
    case "ny-rpl-309a":
      return [
        venue(jurisdiction),
        {
          kind: "text",
          text: `On the ${GAP} day of ${GAP} in the year ${GAP} before me, the undersigned, personally appeared ${who}, personally known to me or proved to me on the basis of satisfactory evidence to be the individual(s) whose name(s) is (are) subscribed to the within instrument and acknowledged to me that he/she/they executed the same in his/her/their capacity(ies), and that by his/her/their signature(s) on the instrument, the individual(s), or the person upon behalf of which the individual(s) acted, executed the instrument.`,
        },
        { kind: "signature", line: notaryLine(["Office", "My commission expires"]) },
      ];
    case "tx-cprc-121-007":
      return [
        venue(jurisdiction),
        { kind: "text", text: `This instrument was acknowledged before me on ${GAP} (date) by ${who}.` },
        { kind: "signature", line: notaryLine(["Title of officer", "My commission expires"]) },
        SEAL,
      ];
    case "fl-695-25":
      return [
        venue(jurisdiction),
        {
          kind: "text",
          text: `The foregoing instrument was acknowledged before me by means of ☐ physical presence or ☐ online notarization, this ${GAP} day of ${GAP}, ${GAP}, by ${who}, who is ☐ personally known to me or ☐ has produced ${GAP} as identification.`,
        },
        {
          kind: "signature",
          line: {
            role: "NOTARY PUBLIC, STATE OF FLORIDA",
            fields: [{ label: "My commission expires" }],
          },
        },
        SEAL,
      ];
    case "rulona":
      return [
        venue(jurisdiction),
        { kind: "text", text: `This record was acknowledged before me on ${GAP} (date) by ${who}.` },
        { kind: "signature", line: notaryLine(["Title of office", "My commission expires"]) },
        { kind: "text", text: "(Stamp)" },
      ];
  }
}

/** A notary's acknowledgment of the named signers' signatures, in the state's form. */
export function acknowledgment(
  jurisdiction: Jurisdiction,
  names: string[],
  id = "notary-acknowledgment",
  heading = "Acknowledgment",
): ExecutionBlock {
  const forms = notaryForms(jurisdiction.code);
  return {
    id,
    heading,
    citation: forms.citation,
    ...(forms.verified === false ? { verified: false } : {}),
    parts: acknowledgmentParts(jurisdiction, names),
  };
}

/** A jurat (signed and sworn to before the notary) for a sworn statement, in the state's form. */
export function juratParts(jurisdiction: Jurisdiction, names: string[]): ExecutionPart[] {
  const who = listJoin(names);
  if (notaryForms(jurisdiction.code).jurat === "ca-gov-8202") {
    return [
      { kind: "notice", paragraphs: [CA_NOTICE] },
      venue(jurisdiction),
      {
        kind: "text",
        text: `Subscribed and sworn to (or affirmed) before me on this ${GAP} day of ${GAP}, 20____, by ${who}, proved to me on the basis of satisfactory evidence to be the person(s) who appeared before me.`,
      },
      { kind: "signature", line: notaryLine([]) },
      SEAL,
    ];
  }
  return [
    venue(jurisdiction),
    { kind: "text", text: `Signed and sworn to (or affirmed) before me on ${GAP} (date) by ${who}.` },
    { kind: "signature", line: notaryLine(["Title of office", "My commission expires"]) },
    { kind: "text", text: "(Stamp)" },
  ];
}
