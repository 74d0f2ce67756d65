/**
 * Execution formalities by family, each in at least three states: one where the state's own form bites,
 * one where the general form applies, and an edge (Louisiana's notarial testament, a non-durable power in
 * California, a state without a self-proving affidavit). Each asserts the printed text and the
 * "Before you sign" checklist or warning that goes with it.
 */
import { describe, expect, it } from "vitest";

import type { ExecutionBlock, LegalDocument } from "../src/index";
import { generate, toText } from "../src/index";
import { request } from "./fixtures";

const will = (jurisdiction: string) =>
  generate(request("will", { jurisdiction, parties: { ...request("will").parties, party1Name: "Margaret Lopez" } }));
const poa = (jurisdiction: string, answers: Record<string, unknown> = {}) =>
  generate(request("poa", { jurisdiction, answers }));
const block = (doc: LegalDocument, id: string): ExecutionBlock | undefined => doc.execution.find((b) => b.id === id);
const textOf = (b: ExecutionBlock | undefined) =>
  (b?.parts ?? [])
    .map((p) => (p.kind === "text" ? p.text : p.kind === "notice" ? [p.title, ...p.paragraphs].join(" ") : ""))
    .join(" ");
const captions = (b: ExecutionBlock | undefined) =>
  (b?.parts ?? []).flatMap((p) => (p.kind === "signature" ? [p.line.role] : []));
const checklist = (doc: LegalDocument) => doc.checklist.map((item) => item.text).join("\n");

describe("will execution", () => {
  it("Pennsylvania: valid with the testator's signature at the end (§ 2502); the witnesses prove it", () => {
    const doc = will("Pennsylvania");
    const message = doc.warnings.find((w) => w.family === "will-execution")?.message ?? "";
    expect(message).toContain("a will is valid when the Testator signs it at the end");
    expect(message).toContain("2 witnesses are needed to prove it in court or to make it self-proved");
    expect(message).not.toContain("valid only if");
  });

  it("North Carolina: the self-proving affidavit is § 31-11.6's own form, cited to it", () => {
    const doc = will("North Carolina");
    const affidavit = block(doc, "self-proving-affidavit");
    expect(affidavit?.citation).toBe("N.C. Gen. Stat. § 31-11.6(a)");
    expect(textOf(affidavit)).toContain("I, Margaret Lopez, the testator, sign my name to this instrument this");
    expect(textOf(affidavit)).toContain("hereby signs this will as witness to the testator's signing");
    expect(doc.checklist.find((i) => i.citation === "N.C. Gen. Stat. § 31-11.6(a)")?.verified).toBe(false);
  });

  it("Missouri: § 474.337.1's officer's certificate; the testator and witnesses swear before the officer and sign nothing more", () => {
    const doc = will("Missouri");
    const affidavit = block(doc, "self-proving-affidavit");
    expect(affidavit?.heading).toBe("Certificate of Self-Proved Will");
    expect(affidavit?.citation).toBe("Mo. Rev. Stat. § 474.337.1");
    expect(textOf(affidavit)).toContain(
      "certify that Margaret Lopez, the testator, and the witnesses, whose names are signed to the attached or foregoing instrument, having appeared together before me",
    );
    expect(textOf(affidavit)).toContain("affixed my official seal this");
    expect(captions(affidavit)).toEqual(["NOTARY PUBLIC"]);
    expect(doc.checklist.find((i) => i.citation === "Mo. Rev. Stat. § 474.337.1")?.verified).toBe(false);
  });

  it("Georgia: § 53-4-24(b)'s affidavit, with the testator of 14 or over", () => {
    const affidavit = block(will("Georgia"), "self-proving-affidavit");
    expect(affidavit?.citation).toBe("O.C.G.A. § 53-4-24(b)");
    expect(textOf(affidavit)).toContain("on this day personally appeared Margaret Lopez");
    expect(textOf(affidavit)).toContain("the testator was 14 years of age or over and of sound mind");
    expect(textOf(affidavit)).toContain("Sworn to and subscribed before me by Margaret Lopez, testator");
  });

  it("Kentucky: KRS 394.225's affidavits; the witnesses also sign in each other's presence", () => {
    const affidavit = block(will("Kentucky"), "self-proving-affidavit");
    expect(affidavit?.citation).toBe("KRS 394.225");
    expect(textOf(affidavit)).toContain("I, Margaret Lopez, the testator, sign my name to this instrument this");
    expect(textOf(affidavit)).toContain("in the presence of the other subscribing witness");
    expect(captions(affidavit)).toContain("TESTATOR");
  });

  it("Pennsylvania: § 3132.1(b)'s acknowledgment and witnesses' affidavit, each sworn before the officer", () => {
    const doc = will("Pennsylvania");
    const affidavit = block(doc, "self-proving-affidavit");
    expect(affidavit?.citation).toBe("20 Pa.C.S. § 3132.1(b)");
    expect(textOf(affidavit)).toContain(
      "I, Margaret Lopez, the testator whose name is signed to the attached or foregoing instrument, having been duly qualified according to law, do hereby acknowledge",
    );
    expect(textOf(affidavit)).toContain(
      "Sworn to or affirmed and acknowledged before me by Margaret Lopez, the testator",
    );
    expect(textOf(affidavit)).toContain("each subscribing witness in the hearing and sight of the testator signed");
    expect(captions(affidavit)).toEqual(["TESTATOR", "NOTARY PUBLIC", "WITNESS 1", "WITNESS 2", "NOTARY PUBLIC"]);
    // The witnesses' affidavit opens under its own caption, as the statute prints it.
    expect(affidavit?.parts.filter((p) => p.kind === "venue")).toHaveLength(2);
    expect(affidavit?.parts[0]).toMatchObject({
      kind: "venue",
      lines: ["COMMONWEALTH OF PENNSYLVANIA", expect.any(String)],
    });
  });

  it("Virginia: § 64.2-452's officer's certificate, signed by the testator and both witnesses", () => {
    const affidavit = block(will("Virginia"), "self-proving-affidavit");
    expect(affidavit?.citation).toBe("Va. Code § 64.2-452");
    expect(textOf(affidavit)).toContain("of sound and disposing mind and memory");
    expect(textOf(affidavit)).toContain("Subscribed, sworn and acknowledged before me by Margaret Lopez, the testator");
    expect(captions(affidavit)).toEqual(["TESTATOR", "WITNESS 1", "WITNESS 2", "NOTARY PUBLIC"]);
  });

  it("South Carolina: § 62-2-503(a)'s affidavits, one witness sworn, with the married or emancipated minor", () => {
    const affidavit = block(will("South Carolina"), "self-proving-affidavit");
    expect(affidavit?.citation).toBe("S.C. Code § 62-2-503(a)");
    expect(textOf(affidavit)).toContain("at least one of us, being first duly sworn, does hereby declare");
    expect(textOf(affidavit)).toContain("am married or emancipated as decreed by a family court");
    expect(captions(affidavit)).toEqual(["TESTATOR", "WITNESS 1", "WITNESS 2", "NOTARY PUBLIC"]);
  });

  it("Indiana: § 29-1-5-3.1(c)'s clause, signed by the testator and witnesses before no officer", () => {
    const doc = will("Indiana");
    const affidavit = block(doc, "self-proving-affidavit");
    expect(affidavit?.heading).toBe("Self-Proving Clause");
    expect(affidavit?.citation).toBe("Ind. Code § 29-1-5-3.1(c)");
    expect(textOf(affidavit)).toMatch(/^We, the undersigned testator and the undersigned witnesses, respectively/);
    expect(textOf(affidavit)).toContain("or of the merchant marine of the United States or its allies.");
    expect(captions(affidavit)).toEqual(["TESTATOR", "WITNESS 1", "WITNESS 2"]);
    expect(affidavit?.parts.some((p) => p.kind === "venue")).toBe(false);
    expect(checklist(doc)).toContain("Self-proving clause: right after the will is signed");
    expect(checklist(doc)).not.toMatch(/self-proving[^\n]*notary, who completes the jurat/i);
    expect(doc.warnings.find((w) => w.family === "will-execution")?.message).toContain("No notary is needed.");
  });

  it("Texas: the statutory self-proving affidavit (§ 251.104(e)) with affiants and a jurat", () => {
    const doc = will("Texas");
    const affidavit = block(doc, "self-proving-affidavit");
    expect(affidavit?.citation).toBe("Tex. Est. Code § 251.104(e)");
    expect(textOf(affidavit)).toContain(
      "Before me, the undersigned authority, on this day personally appeared Margaret Lopez",
    );
    expect(textOf(affidavit)).toContain("each of said witnesses was then at least fourteen years of age");
    expect(textOf(affidavit)).toContain("Subscribed and sworn to before me by the said Margaret Lopez, testator");
    expect(captions(affidavit)).toEqual(["TESTATOR", "WITNESS 1", "WITNESS 2", "NOTARY PUBLIC"]);
    expect(affidavit?.parts[0]).toEqual({ kind: "venue", lines: ["STATE OF TEXAS", "COUNTY OF ____________"] });
    expect(captions(block(doc, "attestation"))).toEqual(["WITNESS 1", "WITNESS 2"]);
    expect(checklist(doc)).toContain("Self-proving affidavit: right after the will is signed");
    expect(doc.checklist.find((i) => i.citation === "Tex. Est. Code § 254.002")?.text).toContain("void");
    expect(toText(doc)).not.toContain("acknowledged before me");
  });

  it("Colorado: § 15-11-504(1)'s own two statements ('conscious presence'), marked for a lawyer to check", () => {
    const doc = will("Colorado");
    const affidavit = block(doc, "self-proving-affidavit");
    expect(affidavit).toMatchObject({ citation: "C.R.S. § 15-11-504(1)", verified: false });
    expect(textOf(affidavit)).toContain("I, Margaret Lopez, the testator, sign my name to this instrument this");
    expect(textOf(affidavit)).toContain(
      "each of us, in the conscious presence of the testator, hereby signs this will",
    );
    expect(textOf(affidavit)).toContain(
      "Subscribed, sworn to and acknowledged before me by Margaret Lopez, the testator",
    );
    expect(captions(affidavit)).toEqual(["TESTATOR", "WITNESS 1", "WITNESS 2", "NOTARY PUBLIC"]);
    const line = toText(doc)
      .split("\n")
      .find((l) => l.includes("C.R.S. § 15-11-504(1)"));
    expect(line).toContain("check with a lawyer");
  });

  it("a statute's blanks are filled, and a testator's name is printed as typed, underscores and braces included", () => {
    const name = "Ann____Lee {testator}";
    const doc = generate(
      request("will", { jurisdiction: "Utah", parties: { ...request("will").parties, party1Name: name } }),
    );
    const text = textOf(block(doc, "self-proving-affidavit"));
    expect(text).toContain(`I, ${name}, the testator, sign my name`);
    expect(text).toContain(`before me by ${name}, the testator`);
    expect(text.replaceAll(name, "")).not.toMatch(/(^|[^_])____([^_]|$)/);
  });

  it("Michigan, New Mexico, Maine, Kansas and Alabama print their statutes' own words", () => {
    const michigan = textOf(block(will("Michigan"), "self-proving-affidavit"));
    expect(michigan).toContain("I have taken an oath, administered by the officer whose signature and seal appear");
    expect(michigan).toContain("Sworn to and signed in my presence by Margaret Lopez, the testator");
    const newMexico = textOf(block(will("New Mexico"), "self-proving-affidavit"));
    expect(newMexico).toContain("I, Margaret Lopez, the testator, swear or affirm under penalty of perjury");
    expect(newMexico).toContain("the testator, Margaret Lopez, declares that the attached document is his or her will");
    expect(newMexico).toContain("not acting under duress, menace, fraud or undue influence");
    const maine = block(will("Maine"), "self-proving-affidavit");
    expect(maine?.citation).toBe("18-C M.R.S. § 2-503(1)");
    expect(textOf(maine)).toContain("or am a legally emancipated minor");
    const kansas = block(will("Kansas"), "self-proving-affidavit");
    expect(textOf(kansas)).toContain("such Margaret Lopez, testator, declared to me");
    expect(textOf(kansas)).toContain("possessed the rights of majority");
    expect(captions(kansas)).toEqual(["TESTATOR", "WITNESS 1", "WITNESS 2", "NOTARY PUBLIC"]);
    expect(textOf(block(will("Oklahoma"), "self-proving-affidavit"))).toContain(
      "said testator was at that time eighteen (18) years of age or over and was of sound mind",
    );
    expect(textOf(block(will("Wyoming"), "self-proving-affidavit"))).toContain("I am an adult person, of sound mind");
    expect(textOf(block(will("Iowa"), "self-proving-affidavit"))).toContain(
      "We, the undersigned, Margaret Lopez, ____________ and ____________, the testator and the witnesses",
    );
    const newHampshire = block(will("New Hampshire"), "self-proving-affidavit");
    expect(newHampshire?.citation).toBe("RSA 551:2-a, I");
    expect(textOf(newHampshire)).toContain(
      "by Margaret Lopez, the testator; ____________ and ____________, the witnesses, who under oath do swear as follows:",
    );
    expect(textOf(newHampshire)).toContain("or if under 18 years was a married person, and was of sane mind");
    expect(captions(newHampshire)).toEqual(["NOTARY PUBLIC"]);
    expect(checklist(will("New Hampshire"))).toContain("you sign nothing more, and the notary completes and signs it");
    const alabama = textOf(block(will("Alabama"), "self-proving-affidavit"));
    expect(alabama).toContain("I, Margaret Lopez, the testator, sign my name to this instrument this");
    for (const text of [michigan, newMexico, textOf(maine), textOf(kansas), alabama]) {
      expect(text).not.toMatch(/\{testator\}|\[his\]|his\/her/);
    }
  });

  it("Idaho and Wisconsin print their at-signing forms (§ 15-2-504(1), § 853.04(1)), signed by all three", () => {
    const idaho = block(will("Idaho"), "self-proving-affidavit");
    expect(idaho?.citation).toBe("Idaho Code § 15-2-504(1)");
    expect(textOf(idaho)).toContain("I, Margaret Lopez, the testator, sign my name to this instrument this");
    expect(textOf(idaho)).toContain("signs and executes this instrument as the testator's last will");
    expect(captions(idaho)).toEqual(["TESTATOR", "WITNESS 1", "WITNESS 2", "NOTARY PUBLIC"]);
    const wisconsin = will("Wisconsin");
    const affidavit = block(wisconsin, "self-proving-affidavit");
    expect(affidavit?.citation).toBe("Wis. Stat. § 853.04(1)");
    expect(textOf(affidavit)).toContain("3. Each of us, in the conscious presence of the testator, signs this will");
    expect(checklist(wisconsin)).toContain("you and both witnesses swear to and sign it before a notary");
    for (const doc of [will("Idaho"), wisconsin]) expect(toText(doc)).not.toContain("Uniform Probate Code § 2-504(b)");
  });

  it("Vermont: the sworn acknowledgment of § 108's four facts, signed by the testator and both witnesses", () => {
    const doc = will("Vermont");
    const affidavit = block(doc, "self-proving-affidavit");
    expect(affidavit?.citation).toBe("14 V.S.A. § 108");
    expect(textOf(affidavit)).toContain(
      "(3) Each witness signed at the request of the testator, in the testator's presence",
    );
    expect(textOf(affidavit)).toContain("emancipated by court order");
    expect(captions(affidavit)).toEqual(["TESTATOR", "WITNESS 1", "WITNESS 2", "NOTARY PUBLIC"]);
    expect(checklist(doc)).not.toContain("Vermont has no self-proving affidavit");
  });

  it("Rhode Island and Nevada: the attesting witnesses' own affidavit; the testator signs nothing more", () => {
    for (const [state, citation, words] of [
      ["Rhode Island", "R.I. Gen. Laws § 33-7-26(3)", "they witnessed the execution of the will of Margaret Lopez"],
      [
        "Nevada",
        "NRS 133.050(2)",
        "they witnessed the execution of the foregoing will of the testator, Margaret Lopez",
      ],
    ] as const) {
      const doc = will(state);
      const affidavit = block(doc, "self-proving-affidavit");
      expect(affidavit?.heading).toBe("Affidavit of Attesting Witnesses");
      expect(affidavit?.citation).toBe(citation);
      expect(textOf(affidavit)).toContain(words);
      expect(captions(affidavit)).toEqual(["WITNESS 1", "WITNESS 2", "NOTARY PUBLIC"]);
      expect(checklist(doc)).toContain("both witnesses swear to and sign it before a notary");
      expect(checklist(doc)).toContain("you sign nothing more");
    }
  });

  it("California: no affidavit; the witnesses declare under penalty of perjury", () => {
    const doc = will("California");
    expect(block(doc, "self-proving-affidavit")).toBeUndefined();
    expect(textOf(block(doc, "attestation"))).toContain(
      "Each of us declares under penalty of perjury under the laws of the State of California",
    );
    expect(checklist(doc)).toContain("California has no self-proving affidavit");
    expect(doc.warnings[0]?.message).toContain("No notary is needed.");
    expect(toText(doc)).toContain(
      "Statement of Witnesses: Cal. Prob. Code §§ 6110, 8220; declaration as in § 6240. Not confirmed against the statute: check with a lawyer.",
    );
    expect(doc.checklist.find((i) => i.citation === "Cal. Prob. Code § 6112")?.text).toContain("presumed");
  });

  it("Louisiana: a notarial testament, signed on every page, attested by notary and witnesses", () => {
    const doc = will("Louisiana");
    const attestation = block(doc, "attestation");
    // Acts 2025, No. 30 moved the form to art. 1576 (read only in summaries): cited so, and not confirmed.
    expect(attestation?.citation).toBe(
      "La. Civ. Code art. 1576, as amended by Acts 2025, No. 30 (the attestation clause of former art. 1577)",
    );
    expect(attestation?.verified).toBe(false);
    const before = generate(request("will", { jurisdiction: "Louisiana", date: "2025-07-31" }));
    expect(block(before, "attestation")?.citation).toBe("La. Civ. Code art. 1577");
    expect(textOf(attestation)).toContain(
      "In our presence the testator, Margaret Lopez, has declared or signified that this instrument is the testator's testament and has signed it at the end and on each other separate page",
    );
    expect(captions(attestation)).toEqual(["WITNESS 1", "WITNESS 2", "NOTARY PUBLIC"]);
    expect(block(doc, "self-proving-affidavit")).toBeUndefined();
    expect(doc.pageFooter).toBe("Testator's signature on this page: ______________________________");
    expect(checklist(doc)).toContain("sign at the end of the testament and on every other separate page");
    expect(doc.warnings[0]?.message).toContain("before a notary public");
  });
});

describe("power of attorney execution", () => {
  it("Texas, durable: § 751.0021's sentence in the durability clause, and the warning says so; not when non-durable", () => {
    const durable = poa("Texas", { durable: true });
    expect(toText(durable)).toContain(
      'The Principal declares: "This power of attorney is not affected by subsequent disability or incapacity of the principal."',
    );
    expect(toText(durable)).not.toContain("attorney in fact");
    const message = durable.warnings.find((w) => w.citation === "Tex. Est. Code § 751.0021(a)(3)");
    expect(message?.message).toContain("states them");
    expect(message?.verified).toBe(false);
    expect(toText(poa("Texas", { durable: false }))).not.toContain("subsequent disability or incapacity");
  });

  it("New Hampshire, Maine and Michigan: the statutory forms not reproduced are named, as a warning and on Before you sign", () => {
    const newHampshire = poa("New Hampshire", { durable: false });
    expect(newHampshire.warnings.map((w) => w.message).join("\n")).toContain(
      "This document does not reproduce those two forms.",
    );
    expect(checklist(newHampshire)).toContain("Attach the RSA 564-E:105 disclosure statement, signed by the principal");
    expect(newHampshire.checklist.find((i) => i.citation === "RSA 564-E:105, 564-E:113")?.verified).toBe(false);
    expect(checklist(poa("Maine", { durable: true }))).toContain("18-C M.R.S. § 5-905");
    expect(checklist(poa("Michigan", { durable: true }))).toContain(
      "Agent's Acknowledgment in the form of MCL 556.302",
    );
    // Maine's notices and Michigan's acknowledgment are for durable powers only.
    for (const state of ["Maine", "Michigan"])
      expect(poa(state, { durable: false }).warnings.some((w) => w.message.includes("does not reproduce"))).toBe(false);
    expect(poa("Ohio").warnings.some((w) => w.message.includes("does not reproduce"))).toBe(false);
  });

  it("Florida with the gift power: an initial line beside it (§ 709.2202), on Before you sign and as a warning", () => {
    const doc = poa("Florida", { powerGifts: true });
    const grant = doc.sections.find((s) => s.id === "grant-of-authority");
    const initialed = grant?.clauses.find((c) => c.id === "poa.grant-of-authority.initialed-powers");
    expect(initialed?.text).toContain("only if the Principal has initialed beside it (Fla. Stat. § 709.2202(1)(c))");
    expect(initialed?.text).toContain("(c) Make a gift: making gifts of the Principal's property");
    expect(initialed?.text).toMatch(/Principal's initials: _{6,}$/);
    // The gift power is not also granted in the general list, where no initials would stand beside it.
    expect(grant?.clauses.find((c) => c.id === "poa.grant-of-authority.powers")?.text).not.toContain("gifts");
    expect(doc.checklist.find((i) => i.citation === "Fla. Stat. § 709.2202(1)(c)")?.text).toContain(
      'the principal initials beside "(c) Make a gift"',
    );
    expect(doc.warnings.map((w) => w.message).join("\n")).toContain(
      "the gift power exists only if the principal initials",
    );
    expect(toText(doc)).toContain("Principal's initials: ________");
  });

  it("Florida without the gift power, and Texas with it: no initial line", () => {
    const florida = poa("Florida");
    expect(florida.sections.flatMap((s) => s.clauses).map((c) => c.id)).not.toContain(
      "poa.grant-of-authority.initialed-powers",
    );
    expect(florida.checklist.some((i) => i.citation?.startsWith("Fla. Stat. § 709.2202"))).toBe(false);
    const texas = poa("Texas", { powerGifts: true });
    const powers = texas.sections.flatMap((s) => s.clauses).find((c) => c.id === "poa.grant-of-authority.powers");
    expect(powers?.text).toContain("making gifts of the Principal's property");
    expect(texas.sections.flatMap((s) => s.clauses).map((c) => c.id)).not.toContain(
      "poa.grant-of-authority.initialed-powers",
    );
  });

  it("California, durable: the § 4128 warning before the body and the agent's signed notice after", () => {
    const doc = poa("California", { durable: true });
    expect(doc.notices[0]?.parts[0]).toMatchObject({
      kind: "notice",
      title: "Notice to Person Executing Durable Power of Attorney",
    });
    expect(textOf(doc.notices[0])).toContain("Your agent (attorney-in-fact) has no duty to act");
    const agent = block(doc, "agent-acknowledgment");
    expect(textOf(agent)).toContain("prosecuted for elder abuse under Penal Code Section 368");
    expect(captions(agent)).toEqual(["AGENT (ATTORNEY-IN-FACT)"]);
    expect(checklist(doc)).toContain("Notice to Person Accepting the Appointment as Attorney-in-Fact");
  });

  it("California, not durable (edge): § 4128 does not apply, so no notice", () => {
    const doc = poa("California", { durable: false });
    expect(doc.notices).toEqual([]);
    expect(block(doc, "agent-acknowledgment")).toBeUndefined();
    expect(checklist(doc)).not.toContain("Notice to Person Accepting");
  });

  it("New York: the § 5-1513 statutory short form with caution, witnesses and the agent's acknowledged signature", () => {
    const doc = poa("New York");
    expect(doc.typeSize).toBe(12);
    expect(doc.sections.map((s) => s.heading)).toEqual([
      "Designation of Agent(s)",
      "Designation of Successor Agent(s): (Optional)",
      "Durability and Prior Powers of Attorney",
      "Grant of Authority",
      "Certain Gift Transactions: (Optional)",
      "Modifications: (Optional)",
      "Designation of Monitor(s): (Optional)",
      "Compensation of Agent(s)",
      "Acceptance by Third Parties",
      "Termination",
    ]);
    expect(textOf(doc.notices[0])).toContain("CAUTION TO THE PRINCIPAL");
    expect(textOf(block(doc, "witnesses"))).toContain(
      "I am not named herein as an agent or as a permissible recipient of gifts.",
    );
    expect(captions(block(doc, "witnesses"))).toEqual(["WITNESS 1", "WITNESS 2"]);
    expect(textOf(block(doc, "agent-acknowledgment"))).toContain("I acknowledge my legal responsibilities.");
    expect(textOf(block(doc, "agent-notary-acknowledgment"))).toContain("personally appeared Contoso Partners Inc.");
    expect(checklist(doc)).toContain("initials line (P)");
    expect(toText(doc)).toContain(
      "(      ) (P) EACH of the matters identified by the following letters: A, B, C, D, L, M.",
    );
  });

  it("Pennsylvania: the § 5601(c) notice signed by the principal and the § 5601(d) agent's acknowledgment", () => {
    const doc = poa("Pennsylvania");
    expect(textOf(doc.notices[0])).toContain(
      "THE PURPOSE OF THIS POWER OF ATTORNEY IS TO GIVE THE PERSON YOU DESIGNATE",
    );
    expect(captions(doc.notices[0])).toEqual(["PRINCIPAL"]);
    expect(textOf(block(doc, "agent-acknowledgment"))).toContain("have read the attached power of attorney");
    expect(captions(block(doc, "witnesses"))).toEqual(["WITNESS 1", "WITNESS 2"]);
    expect(checklist(doc)).toContain('must sign the "Acknowledgment Executed by Agent" before acting');
  });

  it("Ohio (general rule): no statutory notice; a notary's uniform acknowledgment, unverified wording", () => {
    const doc = poa("Ohio");
    expect(doc.notices).toEqual([]);
    expect(block(doc, "witnesses")).toBeUndefined();
    const ack = block(doc, "notary-acknowledgment");
    expect(ack).toMatchObject({ verified: false });
    expect(textOf(ack)).toContain("This record was acknowledged before me on");
    expect(checklist(doc)).toContain("in the presence of a notary public; the notary completes the acknowledgment");
  });
});

describe("notary certificates", () => {
  const ack = (state: string) => block(poa(state), "notary-acknowledgment");

  it("California: Civ. Code § 1189 with its boxed notice and the penalty-of-perjury certification", () => {
    const certificate = ack("California");
    expect(certificate?.parts[0]).toMatchObject({ kind: "notice" });
    expect(textOf(certificate)).toContain(
      "A notary public or other officer completing this certificate verifies only the identity of the individual",
    );
    expect(textOf(certificate)).toContain(
      "I certify under PENALTY OF PERJURY under the laws of the State of California",
    );
    expect(certificate?.citation).toContain("Cal. Civ. Code § 1189");
  });

  it("Texas: the § 121.007 short form", () => {
    expect(textOf(ack("Texas"))).toContain("This instrument was acknowledged before me on ____________ (date) by");
  });

  it("New York: the RPL § 309-a uniform acknowledgment", () => {
    expect(textOf(ack("New York"))).toContain(
      "personally known to me or proved to me on the basis of satisfactory evidence",
    );
  });

  it("Virginia (edge): a Commonwealth, with city or county venue", () => {
    expect(ack("Virginia")?.parts.find((p) => p.kind === "venue")).toEqual({
      kind: "venue",
      lines: ["COMMONWEALTH OF VIRGINIA", "CITY/COUNTY OF ____________"],
    });
  });
});
