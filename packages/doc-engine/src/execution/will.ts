/**
 * A will's execution instruments: the testator's signature, the witnesses' attestation clause in the
 * state's form, and the self-proving affidavit with its jurat where the state allows one. The wording of
 * the statutory forms is kept as enacted (gendered blanks written as "the testator"), so courts read it
 * as the form it is.
 */
import type { StateCode } from "../jurisdictions/states";
import { STATUTORY_AFFIDAVIT_TEXT } from "../jurisdictions/will-affidavit-texts";
import { type AffidavitForm, affidavitWitnessesOnly, type WillForms } from "../jurisdictions/will-forms";
import type { Jurisdiction } from "../jurisdictions/types";
import type { ExecutionBlock, ExecutionPart, SignatureLine } from "../model";
import { GAP, notaryLine, venue } from "./notary";

// The "Name:" line under each signature is the printed name; witnesses add their address.
const witnessLine = (n: number, fields = ["Address"]): SignatureLine => ({
  role: `WITNESS ${n}`,
  fields: fields.map((label) => ({ label })),
});

const witnesses = (count: number, fields?: string[]): ExecutionPart[] =>
  Array.from({ length: count }, (_, i) => ({ kind: "signature" as const, line: witnessLine(i + 1, fields) }));

const testator = (name: string): SignatureLine => ({ role: "TESTATOR", name, fields: [] });

/** The testator's signature under the testimonium clause. */
export function testatorBlock(name: string, jurisdiction: Jurisdiction, forms: WillForms): ExecutionBlock {
  const louisiana = forms.attestation.form === "la-notarial-testament";
  return {
    id: "signatures",
    heading: "Signature of Testator",
    parts: [
      {
        kind: "text",
        text: louisiana
          ? `IN WITNESS WHEREOF, I have signed this testament at the end and on each other separate page, in the presence of the notary and the two witnesses named below, on ${GAP}, 20____, at ${GAP}, ${jurisdiction.place}, and declare it to be my last will and testament.`
          : `IN WITNESS WHEREOF, I sign my name to this Will on ${GAP}, 20____, at ${GAP}, ${jurisdiction.place}, in the presence of the witnesses who sign below, and declare it to be my Last Will and Testament.`,
      },
      { kind: "signature", line: testator(name) },
    ],
  };
}

/** The witnesses' attestation clause, in the state's form, with a line for each witness. */
export function attestationBlock(
  name: string,
  jurisdiction: Jurisdiction,
  count: number,
  forms: WillForms,
): ExecutionBlock {
  const { attestation } = forms;
  const cited = {
    citation: attestation.citation,
    ...(attestation.verified === false ? { verified: false } : {}),
  };
  switch (attestation.form) {
    case "la-notarial-testament":
      return {
        id: "attestation",
        heading: "Attestation Clause of Notary and Witnesses",
        ...cited,
        parts: [
          {
            kind: "text",
            text: `In our presence the testator, ${name}, has declared or signified that this instrument is the testator's testament and has signed it at the end and on each other separate page, and in the presence of the testator and each other we have hereunto subscribed our names this ${GAP} day of ${GAP}, ${GAP}.`,
          },
          ...witnesses(count, []),
          { kind: "signature", line: { role: "NOTARY PUBLIC", fields: [{ label: "Notary identification number" }] } },
        ],
      };
    case "ca-penalty-of-perjury":
      return {
        id: "attestation",
        heading: "Statement of Witnesses",
        ...cited,
        parts: [
          {
            kind: "text",
            text: `Each of us declares under penalty of perjury under the laws of the State of California that the following is true and correct: (a) on the date written below ${name}, the testator, declared to us that this instrument is the testator's will and asked us to act as witnesses to it; (b) we understand this is the testator's will; (c) the testator signed this will in our presence, all of us being present at the same time; (d) we now, at the testator's request and in the testator's and each other's presence, sign below as witnesses; (e) we believe the testator is of sound mind and memory; (f) we believe this will was not procured by duress, menace, fraud or undue influence; (g) the testator is 18 years of age or older; (h) each of us is now 18 years of age or older, is a competent witness and resides at the address written after the witness's name; and (i) none of us is named as a beneficiary under this will.`,
          },
          { kind: "text", text: `Dated ${GAP}, 20____, at ${GAP}, California.` },
          ...witnesses(count),
        ],
      };
    case "standard":
      return {
        id: "attestation",
        heading: "Attestation of Witnesses",
        ...cited,
        parts: [
          {
            kind: "text",
            text: `On the date written above, ${name}, the testator, declared to us, the undersigned, that this instrument is the testator's will and asked us to act as witnesses to it. The testator then signed this will in our presence, all of us being present at the same time. We now, at the testator's request, in the testator's presence and in the presence of each other, sign our names below as witnesses. Each of us believes the testator to be of sound mind and under no constraint or undue influence, and each of us is eighteen years of age or older and is not a beneficiary under this will.`,
          },
          ...witnesses(count),
        ],
      };
  }
}

const OFFICER = notaryLine(["Official capacity of officer", "My commission expires"]);
const SEAL: ExecutionPart = { kind: "text", text: "(SEAL)" };

/**
 * The affiants' statements and signatures, then the officer's jurat (none where the officer's own words come
 * first: New Hampshire). `unsworn`: signed before no officer at all (Indiana).
 */
type AffidavitBody = { before: ExecutionPart[]; jurat?: string; unsworn?: true };

const AFFIDAVIT_BODY: Record<AffidavitForm, (name: string, jurisdiction: Jurisdiction) => AffidavitBody> = {
  "tx-251-104": (name) => ({
    before: [
      {
        kind: "text",
        text: `Before me, the undersigned authority, on this day personally appeared ${name}, ${GAP} and ${GAP}, known to me to be the testator and the witnesses, respectively, whose names are subscribed to the annexed or foregoing instrument in their respective capacities, and, all of said persons being by me duly sworn, the said ${name}, testator, declared to me and to the said witnesses in my presence that said instrument is the testator's will, and that the testator had willingly made and executed it as the testator's free act and deed; and the said witnesses, each on the witness's oath stated to me, in the presence and hearing of the said testator, that the said testator had declared to them that said instrument is the testator's will, and that the testator executed same as such and wanted each of them to sign it as a witness; and upon their oaths each witness stated further that they did sign the same as witnesses in the presence of the said testator and at the testator's request; that the testator was at that time eighteen years of age or over (or being under such age, was or had been lawfully married, or was then a member of the armed forces of the United States, an auxiliary of the armed forces of the United States, or the United States Maritime Service) and was of sound mind; and that each of said witnesses was then at least fourteen years of age.`,
      },
      { kind: "signature", line: testator(name) },
      ...witnesses(2, []),
    ],
    jurat: `Subscribed and sworn to before me by the said ${name}, testator, and by the said ${GAP} and ${GAP}, witnesses, this ${GAP} day of ${GAP}, ${GAP}.`,
  }),
  "upc-2-504": (name) => ({
    before: [
      {
        kind: "text",
        text: `We, ${name}, ${GAP} and ${GAP}, the testator and the witnesses, respectively, whose names are signed to the attached or foregoing instrument, being first duly sworn, do hereby declare to the undersigned authority that the testator signed and executed the instrument as the testator's will and that the testator signed willingly (or willingly directed another to sign for the testator), and that the testator executed it as the testator's free and voluntary act for the purposes therein expressed, and that each of the witnesses, in the presence and hearing of the testator, signed the will as witness and that to the best of the witness's knowledge the testator was at that time eighteen years of age or older, of sound mind, and under no constraint or undue influence.`,
      },
      { kind: "signature", line: testator(name) },
      ...witnesses(2, []),
    ],
    jurat: `Subscribed, sworn to and acknowledged before me by ${name}, the testator, and subscribed and sworn to before me by ${GAP} and ${GAP}, witnesses, this ${GAP} day of ${GAP}, ${GAP}.`,
  }),
  "fl-732-503": (name) => ({
    before: [
      {
        kind: "text",
        text: `I, ${name}, declare to the officer taking my acknowledgment of this instrument, and to the subscribing witnesses, that I signed this instrument as my will.`,
      },
      { kind: "signature", line: testator(name) },
      {
        kind: "text",
        text: `We, ${GAP} and ${GAP}, have been sworn by the officer signing below, and declare to that officer on our oaths that the testator declared the instrument to be the testator's will and signed it in our presence and that we each signed the instrument as a witness in the presence of the testator and of each other.`,
      },
      ...witnesses(2, []),
    ],
    jurat: `Acknowledged and subscribed before me by means of ☐ physical presence or ☐ online notarization by the testator, ${name}, who is personally known to me or who has produced ${GAP} as identification, and sworn to and subscribed before me by the witnesses, ${GAP}, who is personally known to me or who has produced ${GAP} as identification, and ${GAP}, who is personally known to me or who has produced ${GAP} as identification, and subscribed by me in the presence of the testator and the subscribing witnesses, by means of ☐ physical presence or ☐ online notarization, on ${GAP} (date).`,
  }),
  // N.C. Gen. Stat. § 31-11.6(a) "in substantially the following form": the statute's words, names filled in.
  "nc-31-11-6": (name) => ({
    before: [
      {
        kind: "text",
        text: `I, ${name}, the testator, sign my name to this instrument this ${GAP} day of ${GAP}, ${GAP} and being first duly sworn, do hereby declare to the undersigned authority that I sign and execute this instrument as my last will and that I sign it willingly (or willingly direct another to sign for me), that I execute it as my free and voluntary act for the purposes therein expressed, and that I am eighteen years of age or older, of sound mind, and under no constraint or undue influence.`,
      },
      { kind: "signature", line: testator(name) },
      {
        kind: "text",
        text: `We, ${GAP}, ${GAP}, the witnesses, sign our names to this instrument, being first duly sworn, and do hereby declare to the undersigned authority that the testator signs and executes this instrument as his last will and that he signs it willingly (or willingly directs another to sign for him), and that each of us, in the presence and hearing of the testator, hereby signs this will as witness to the testator's signing, and to the best of our knowledge the testator is eighteen years of age or older, of sound mind, and under no constraint or undue influence.`,
      },
      ...witnesses(2, []),
    ],
    jurat: `Subscribed, sworn to and acknowledged before me by ${name}, the testator and subscribed and sworn to before me by ${GAP} and ${GAP}, witnesses, this ${GAP} day of ${GAP}, ${GAP}.`,
  }),
  // O.C.G.A. § 53-4-24(b) "in form and content substantially as follows": the statute's words, names filled in.
  "ga-53-4-24": (name) => ({
    before: [
      {
        kind: "text",
        text: `Before me, the undersigned authority, on this day personally appeared ${name}, ${GAP}, and ${GAP}, known to me to be the testator and the witnesses, respectively, whose names are subscribed to the annexed or foregoing instrument in their respective capacities, and all of said individuals being by me duly sworn, ${name}, testator, declared to me and to the witnesses in my presence that said instrument is the last will and testament or a codicil to the last will and testament of the testator and that the testator had willingly made and executed it as a free act and deed for the purposes expressed therein. The witnesses, each on oath, stated to me in the presence and hearing of the testator that the testator had declared to them that the instrument is the testator's last will and testament or a codicil to the testator's last will and testament and that the testator executed the instrument as such and wished each of them to sign it as a witness; and under oath each witness stated further that the witness had signed the same as witness in the presence of the testator and at the testator's request; that the testator was 14 years of age or over and of sound mind; and that each of the witnesses was then at least 14 years of age.`,
      },
      { kind: "signature", line: testator(name) },
      ...witnesses(2, []),
    ],
    jurat: `Sworn to and subscribed before me by ${name}, testator, and sworn to and subscribed before me by ${GAP} and ${GAP}, witnesses, this ${GAP} day of ${GAP}, ${GAP}.`,
  }),
  // Mo. Rev. Stat. § 474.337.1 "in form and content substantially as follows": the officer's certificate alone;
  // the testator and the witnesses acknowledge before the officer and sign nothing more.
  "mo-474-337": (name) => ({
    before: [
      {
        kind: "text",
        text: `I, the undersigned, an officer authorized to administer oaths, certify that ${name}, the testator, and the witnesses, whose names are signed to the attached or foregoing instrument, having appeared together before me and having been first duly sworn, each then declared to me that the testator signed and executed the instrument as the testator's last will, and that the testator had willingly signed or willingly directed another to sign for the testator, and that the testator executed it as the testator's free and voluntary act for the purposes therein expressed; and that each of the witnesses, in the presence and hearing of the testator, signed the will as witness and that to the best of the witness's knowledge the testator was at that time eighteen or more years of age, of sound mind, and under no constraint or undue influence.`,
      },
    ],
    jurat: `In witness whereof I have hereunto subscribed my name and affixed my official seal this ${GAP} day of ${GAP}, ${GAP}.`,
  }),
  // KRS 394.225: the testator's affidavit and the witnesses' (which adds "in the presence of the other subscribing
  // witness" to the Uniform Probate Code's words), then the officer's jurat.
  "ky-394-225": (name) => ({
    before: [
      {
        kind: "text",
        text: `I, ${name}, the testator, sign my name to this instrument this ${GAP} day of ${GAP}, ${GAP}, and being first duly sworn, do hereby declare to the undersigned authority that I sign and execute this instrument as my last will and that I sign it willingly (or willingly direct another to sign for me), that I execute it as my free and voluntary act for the purposes therein expressed, and that I am eighteen (18) years of age or older, of sound mind, and under no constraint or undue influence.`,
      },
      { kind: "signature", line: testator(name) },
      {
        kind: "text",
        text: `We, ${GAP} and ${GAP}, the witnesses, sign our names to this instrument, being first duly sworn, and do hereby declare to the undersigned authority that the testator signs and executes this instrument as the testator's last will and that the testator signs it willingly (or willingly directs another to sign for the testator), and that each of us, in the presence and hearing of the testator and in the presence of the other subscribing witness, hereby signs this will as witness to the testator's signing, and that to the best of our knowledge the testator is eighteen (18) years of age or older, of sound mind, and under no constraint or undue influence.`,
      },
      ...witnesses(2, []),
    ],
    jurat: `Subscribed, sworn to and acknowledged before me by ${name}, the testator, and subscribed and sworn to before me by ${GAP} and ${GAP}, witnesses, this ${GAP} day of ${GAP}, ${GAP}.`,
  }),
  // 20 Pa.C.S. § 3132.1(b): the testator's acknowledgment with its own jurat, then the witnesses' affidavit
  // under the caption again. Both witnesses depose together (the form's plural reading).
  "pa-3132-1": (name, jurisdiction) => ({
    before: [
      {
        kind: "text",
        text: `I, ${name}, the testator whose name is signed to the attached or foregoing instrument, having been duly qualified according to law, do hereby acknowledge that I signed and executed the instrument as my Last Will; and that I signed it willingly and as my free and voluntary act for the purposes therein expressed.`,
      },
      {
        kind: "text",
        text: `Sworn to or affirmed and acknowledged before me by ${name}, the testator, this ${GAP} day of ${GAP}, ${GAP}.`,
      },
      { kind: "signature", line: testator(name) },
      { kind: "signature", line: OFFICER },
      SEAL,
      venue(jurisdiction),
      {
        kind: "text",
        text: `We, ${GAP} and ${GAP}, the witnesses whose names are signed to the attached or foregoing instrument, being duly qualified according to law, do depose and say that we were present and saw the testator sign and execute the instrument as the testator's Last Will; that the testator signed willingly and executed it as the testator's free and voluntary act for the purposes therein expressed; that each subscribing witness in the hearing and sight of the testator signed the will as a witness; and that to the best of our knowledge the testator was at that time 18 or more years of age, of sound mind and under no constraint or undue influence.`,
      },
      ...witnesses(2, []),
    ],
    jurat: `Sworn to or affirmed and subscribed to before me by ${GAP} and ${GAP}, witnesses, this ${GAP} day of ${GAP}, ${GAP}.`,
  }),
  // Va. Code § 64.2-452: the officer's certificate, signed by the testator and both witnesses.
  "va-64-2-452": (name) => ({
    before: [
      {
        kind: "text",
        text: `Before me, the undersigned authority, on this day personally appeared ${name}, ${GAP}, and ${GAP}, known to me to be the testator and the witnesses, respectively, whose names are signed to the attached or foregoing instrument and, all of these persons being by me first duly sworn, ${name}, the testator, declared to me and to the witnesses in my presence that said instrument is the testator's last will and testament and that the testator had willingly signed or directed another to sign the same for the testator, and executed it in the presence of said witnesses as the testator's free and voluntary act for the purposes therein expressed; that said witnesses stated before me that the foregoing will was executed and acknowledged by the testator as the testator's last will and testament in the presence of said witnesses who, in the testator's presence and at the testator's request, and in the presence of each other, did subscribe their names thereto as attesting witnesses on the day of the date of said will, and that the testator, at the time of the execution of said will, was over the age of eighteen years and of sound and disposing mind and memory.`,
      },
      { kind: "signature", line: testator(name) },
      ...witnesses(2, []),
    ],
    jurat: `Subscribed, sworn and acknowledged before me by ${name}, the testator, and subscribed and sworn before me by ${GAP} and ${GAP}, witnesses, this ${GAP} day of ${GAP}, A.D., ${GAP}.`,
  }),
  // Ind. Code § 29-1-5-3.1(c): a clause the testator and witnesses sign, with no officer.
  "in-29-1-5-3-1": (name) => ({
    before: [
      {
        kind: "text",
        text: "We, the undersigned testator and the undersigned witnesses, respectively, whose names are signed to the attached or foregoing instrument declare: (1) that the testator executed the instrument as the testator's will; (2) that, in the presence of both witnesses, the testator signed or acknowledged the signature already made or directed another to sign for the testator in the testator's presence; (3) that the testator executed the will as a free and voluntary act for the purposes expressed in it; (4) that each of the witnesses, in the presence of the testator and of each other, signed the will as a witness; (5) that the testator was of sound mind when the will was executed; and (6) that to the best knowledge of each of the witnesses the testator was, at the time the will was executed, at least eighteen (18) years of age or was a member of the armed forces or of the merchant marine of the United States or its allies.",
      },
      { kind: "signature", line: { ...testator(name), fields: [{ label: "Date" }] } },
      ...witnesses(2, []),
    ],
    unsworn: true,
  }),
  // RSA 551:2-a, I: "as follows", the officer's acknowledgment under the will's own signatures; the testator
  // and the witnesses swear before the officer and sign nothing more.
  "nh-551-2-a": (name) => ({
    before: [
      {
        kind: "text",
        text: `The foregoing instrument was acknowledged before me this ${GAP} (day) by ${name}, the testator; ${GAP} and ${GAP}, the witnesses, who under oath do swear as follows:`,
      },
      {
        kind: "text",
        text: "1. The testator signed the instrument as the testator's will or expressly directed another to sign for the testator.",
      },
      {
        kind: "text",
        text: "2. This was the testator's free and voluntary act for the purposes expressed in the will.",
      },
      {
        kind: "text",
        text: "3. Each witness signed at the request of the testator, in the testator's presence, and in the presence of the other witness.",
      },
      {
        kind: "text",
        text: "4. To the best of my knowledge, at the time of the signing the testator was at least 18 years of age, or if under 18 years was a married person, and was of sane mind and under no constraint or undue influence.",
      },
    ],
  }),
  // S.C. Code § 62-2-503(a), with the 2013 age wording; the jurat is the officer's certificate (a) requires.
  "sc-62-2-503": (name) => ({
    before: [
      {
        kind: "text",
        text: `I, ${name}, the testator, sign my name to this instrument this ${GAP} day of ${GAP}, ${GAP}, and being first duly sworn, do hereby declare to the undersigned authority that I sign and execute this instrument as my last will and that I sign it willingly (or willingly direct another to sign for me), that I execute it as my free and voluntary act for the purposes therein expressed, and that I am eighteen years of age or older (or if under the age of eighteen, am married or emancipated as decreed by a family court), of sound mind, and under no constraint or undue influence.`,
      },
      { kind: "signature", line: testator(name) },
      {
        kind: "text",
        text: `We, ${GAP} and ${GAP}, the witnesses, sign our names to this instrument, and at least one of us, being first duly sworn, does hereby declare, generally and to the undersigned authority, that the testator signs and executes this instrument as the testator's last will and that the testator signs it willingly (or willingly directs another to sign for the testator), and that each of us, in the presence and hearing of the testator, hereby signs this will as witness to the testator's signing, and that to the best of our knowledge the testator is eighteen years of age or older (or if under the age of eighteen, was married or emancipated as decreed by a family court), of sound mind, and under no constraint or undue influence.`,
      },
      ...witnesses(2, []),
    ],
    jurat: `Subscribed, sworn to and acknowledged before me by ${name}, the testator, and subscribed and sworn to before me by ${GAP}, witness, this ${GAP} day of ${GAP}, ${GAP}.`,
  }),
  // The state's own words, kept as data: the testator's statement, the witnesses', then the officer's jurat.
  "statutory-text": (name, jurisdiction) => {
    const text = STATUTORY_AFFIDAVIT_TEXT[jurisdiction.code as StateCode];
    if (!text) throw new Error(`no statutory affidavit text for ${jurisdiction.code}`);
    // Blanks first: a name the user typed with underscores in it stays as typed.
    const fill = (words: string) => words.replaceAll("____", GAP).replaceAll("{testator}", name);
    return {
      before: [
        ...(text.testator
          ? [
              { kind: "text" as const, text: fill(text.testator) },
              { kind: "signature" as const, line: testator(name) },
            ]
          : []),
        ...(text.witnesses ? [{ kind: "text" as const, text: fill(text.witnesses) }] : []),
        ...witnesses(2, []),
      ],
      jurat: fill(text.jurat),
    };
  },
  "ny-scpa-1406": (name) => ({
    before: [
      {
        kind: "text",
        text: `Each of the undersigned, individually and severally being duly sworn, deposes and says: The within will was subscribed in our presence and sight at the end thereof by ${name}, the within named testator, on the ${GAP} day of ${GAP}, ${GAP}, at ${GAP}, New York. The testator at the time of making such subscription declared the instrument so subscribed to be the testator's last will. Each of the undersigned thereupon signed his or her name as a witness at the end of the will at the request of the testator and in the testator's presence and sight and in the presence and sight of each other. The testator was, at the time of so executing the will, over the age of eighteen years and, in the opinion of the undersigned, of sound mind, memory and understanding and not under any restraint or in any respect incompetent to make a will. The testator, in the opinion of the undersigned, could read, write and converse in the English language and was suffering from no defect of sight, hearing or speech, or from any other physical or mental impairment which would affect the capacity to make a valid will. The will was executed as a single, original instrument and was not executed in counterparts. Each of the undersigned was acquainted with the testator at that time and makes this affidavit at the testator's request. The within will was shown to the undersigned at the time this affidavit was made, and was examined by each of them as to the signatures of the testator and of the undersigned.`,
      },
      ...witnesses(2),
    ],
    jurat: `Severally sworn to before me on the ${GAP} day of ${GAP}, ${GAP}.`,
  }),
};

const AFFIDAVIT_HEADINGS: Record<AffidavitForm, string> = {
  "tx-251-104": "Self-Proving Affidavit",
  "upc-2-504": "Self-Proving Affidavit",
  "fl-732-503": "Self-Proving Affidavit",
  "nc-31-11-6": "Self-Proving Affidavit",
  "mo-474-337": "Certificate of Self-Proved Will",
  "ga-53-4-24": "Self-Proving Affidavit",
  "ky-394-225": "Self-Proving Affidavit",
  "pa-3132-1": "Acknowledgment of Testator and Affidavit of Witnesses",
  "va-64-2-452": "Self-Proving Certificate",
  "in-29-1-5-3-1": "Self-Proving Clause",
  "nh-551-2-a": "Acknowledgment of Self-Proved Will",
  "sc-62-2-503": "Self-Proving Affidavit",
  "statutory-text": "Self-Proving Affidavit",
  "ny-scpa-1406": "Affidavit of Attesting Witnesses",
};

/** The self-proving affidavit: venue, the sworn statement, the affiants' signatures and the notary's jurat. */
export function affidavitBlock(name: string, jurisdiction: Jurisdiction, forms: WillForms): ExecutionBlock | undefined {
  const affidavit = forms.affidavit;
  if (!affidavit) return undefined;
  const body = AFFIDAVIT_BODY[affidavit.form](name, jurisdiction);
  return {
    id: "self-proving-affidavit",
    heading: affidavitWitnessesOnly(affidavit.form, jurisdiction.code)
      ? "Affidavit of Attesting Witnesses"
      : AFFIDAVIT_HEADINGS[affidavit.form],
    citation: affidavit.citation,
    ...(affidavit.verified === false ? { verified: false } : {}),
    parts: body.unsworn
      ? body.before
      : [
          venue(jurisdiction),
          ...body.before,
          ...(body.jurat === undefined ? [] : [{ kind: "text" as const, text: body.jurat }]),
          { kind: "signature", line: OFFICER },
          SEAL,
        ],
  };
}
