/**
 * A power of attorney's execution instruments: the principal's signature, the witnesses' statement, the
 * notary's acknowledgment, and the state's statutory notices and agent acknowledgments (California
 * § 4128, Pennsylvania § 5601, New York § 5-1513), with their statutory wording.
 */
import type { PoaForms } from "../jurisdictions/poa-forms";
import type { ExecutionBlock, ExecutionPart, SignatureLine } from "../model";
import { GAP } from "./notary";

const cited = (forms: PoaForms) => ({
  citation: forms.citation,
  ...(forms.verified === false ? { verified: false } : {}),
});

const line = (role: string, name: string | undefined, fields: string[] = ["Date"]): SignatureLine => ({
  role,
  ...(name ? { name } : {}),
  fields: fields.map((label) => ({ label })),
});

export function principalBlock(principal: string, newYork: boolean): ExecutionBlock {
  return {
    id: "signatures",
    heading: newYork ? "Signature and Acknowledgment" : "Signature of Principal",
    parts: [
      {
        kind: "text",
        text: newYork
          ? `In Witness Whereof I have hereunto signed my name on ${GAP}, 20____.`
          : "IN WITNESS WHEREOF, I have signed this Power of Attorney on the date written below.",
      },
      { kind: "signature", line: line("PRINCIPAL", principal, newYork ? [] : ["Date"]) },
    ],
  };
}

/** The witnesses' statement and lines; New York's is the statute's own wording (§ 5-1513 (n)). */
export function witnessBlock(count: number, newYork: boolean, citation: string): ExecutionBlock {
  const text = newYork
    ? "By signing as a witness, I acknowledge that the principal signed the Power of Attorney in my presence and in the presence of the other witness, or that the principal acknowledged to me that the principal's signature was affixed by him or her or at his or her direction. I also acknowledge that the principal has stated that this Power of Attorney reflects his or her wishes and that he or she has signed it voluntarily. I am not named herein as an agent or as a permissible recipient of gifts."
    : `The Principal signed this power of attorney, or acknowledged the signature on it, in our presence${count > 1 ? ", both of us being present at the same time" : ""}. ${count > 1 ? "Each of us is" : "I am"} eighteen years of age or older, and ${count > 1 ? "neither of us is" : "I am not"} the Agent or the notary taking the acknowledgment.`;
  return {
    id: "witnesses",
    heading: newYork ? "Signatures of Witnesses" : count > 1 ? "Statement of Witnesses" : "Statement of Witness",
    citation,
    parts: [
      { kind: "text", text },
      ...Array.from({ length: count }, (_, i) => ({
        kind: "signature" as const,
        line: line(count > 1 ? `WITNESS ${i + 1}` : "WITNESS", undefined, ["Address", "Date"]),
      })),
    ],
  };
}

const CA_PRINCIPAL_NOTICE = [
  "A durable power of attorney is an important legal document. By signing the durable power of attorney, you are authorizing another person to act for you, the principal. Before you sign this durable power of attorney, you should know these important facts:",
  "Your agent (attorney-in-fact) has no duty to act unless you and your agent agree otherwise in writing.",
  "This document gives your agent the powers to manage, dispose of, sell, and convey your real and personal property, and to use your property as security if your agent thinks it necessary. This document does not give your agent the power to accept or receive any of your property, in trust or otherwise, as a gift, unless you specifically authorize the agent to accept or receive a gift.",
  "Your agent will have the right to receive reasonable payment for services provided under this durable power of attorney unless you provide otherwise in this power of attorney.",
  "The powers you give your agent will continue to exist for your entire lifetime, unless you state that the durable power of attorney will last for a shorter period of time or unless you otherwise terminate the durable power of attorney. The powers you give your agent in this durable power of attorney will continue to exist even if you can no longer make your own decisions respecting the management of your property.",
  "You can amend or change this durable power of attorney only by executing a new durable power of attorney or by executing an amendment through the same formalities as an original. You have the right to revoke or terminate this durable power of attorney at any time, so long as you are competent.",
  "This durable power of attorney must be dated and must be acknowledged before a notary public or signed by two witnesses. If it is signed by two witnesses, they must witness either (1) the signing of the power of attorney or (2) the principal's signing or acknowledgment of his or her signature. A durable power of attorney that may affect real property should be acknowledged before a notary public so that it may easily be recorded.",
  "You should read this durable power of attorney carefully. When effective, this durable power of attorney will give your agent the right to deal with property that you now have or might acquire in the future. The durable power of attorney is important to you. If you do not understand the durable power of attorney, or any provision of it, then you should obtain the assistance of an attorney or other qualified person.",
];

const CA_AGENT_NOTICE = [
  "By acting or agreeing to act as the agent (attorney-in-fact) under this power of attorney you assume the fiduciary and other legal responsibilities of an agent. These responsibilities include:",
  "1. The legal duty to act solely in the interest of the principal and to avoid conflicts of interest.",
  "2. The legal duty to keep the principal's property separate and distinct from any other property owned or controlled by you.",
  "You may not transfer the principal's property to yourself without full and adequate consideration or accept a gift of the principal's property unless this power of attorney specifically authorizes you to transfer property to yourself or accept a gift of the principal's property. If you transfer the principal's property to yourself without specific authorization in the power of attorney, you may be prosecuted for fraud and/or embezzlement. If the principal is 65 years of age or older at the time that the property is transferred to you without authority, you may also be prosecuted for elder abuse under Penal Code Section 368. In addition to criminal prosecution, you may also be sued in civil court.",
  "I have read the foregoing notice and I understand the legal and fiduciary duties that I assume by acting or agreeing to act as the agent (attorney-in-fact) under the terms of this power of attorney.",
];

const PA_NOTICE = [
  'THE PURPOSE OF THIS POWER OF ATTORNEY IS TO GIVE THE PERSON YOU DESIGNATE (YOUR "AGENT") BROAD POWERS TO HANDLE YOUR PROPERTY, WHICH MAY INCLUDE POWERS TO SELL OR OTHERWISE DISPOSE OF ANY REAL OR PERSONAL PROPERTY WITHOUT ADVANCE NOTICE TO YOU OR APPROVAL BY YOU.',
  "THIS POWER OF ATTORNEY DOES NOT IMPOSE A DUTY ON YOUR AGENT TO EXERCISE GRANTED POWERS, BUT WHEN POWERS ARE EXERCISED, YOUR AGENT MUST USE DUE CARE TO ACT FOR YOUR BENEFIT AND IN ACCORDANCE WITH THIS POWER OF ATTORNEY.",
  "YOUR AGENT MAY EXERCISE THE POWERS GIVEN HERE THROUGHOUT YOUR LIFETIME, EVEN AFTER YOU BECOME INCAPACITATED, UNLESS YOU EXPRESSLY LIMIT THE DURATION OF THESE POWERS OR YOU REVOKE THESE POWERS OR A COURT ACTING ON YOUR BEHALF TERMINATES YOUR AGENT'S AUTHORITY.",
  "YOUR AGENT MUST ACT IN ACCORDANCE WITH YOUR REASONABLE EXPECTATIONS TO THE EXTENT ACTUALLY KNOWN BY YOUR AGENT AND, OTHERWISE, IN YOUR BEST INTEREST, ACT IN GOOD FAITH AND ACT ONLY WITHIN THE SCOPE OF AUTHORITY GRANTED BY YOU IN THE POWER OF ATTORNEY.",
  "THE LAW PERMITS YOU, IF YOU CHOOSE, TO GRANT BROAD AUTHORITY TO AN AGENT UNDER POWER OF ATTORNEY, INCLUDING THE ABILITY TO GIVE AWAY ALL OF YOUR PROPERTY WHILE YOU ARE ALIVE OR TO SUBSTANTIALLY CHANGE HOW YOUR PROPERTY IS DISTRIBUTED AT YOUR DEATH. BEFORE SIGNING THIS DOCUMENT, YOU SHOULD SEEK THE ADVICE OF AN ATTORNEY AT LAW TO MAKE SURE YOU UNDERSTAND IT.",
  "A COURT CAN TAKE AWAY THE POWERS OF YOUR AGENT IF IT FINDS YOUR AGENT IS NOT ACTING PROPERLY.",
  "THE POWERS AND DUTIES OF AN AGENT UNDER A POWER OF ATTORNEY ARE EXPLAINED MORE FULLY IN 20 PA.C.S. CH. 56.",
  "IF THERE IS ANYTHING ABOUT THIS FORM THAT YOU DO NOT UNDERSTAND, YOU SHOULD ASK A LAWYER OF YOUR OWN CHOOSING TO EXPLAIN IT TO YOU.",
  "I HAVE READ OR HAD EXPLAINED TO ME THIS NOTICE AND I UNDERSTAND ITS CONTENTS.",
];

const NY_CAUTION = [
  'Your Power of Attorney is an important document. As the "principal," you give the person whom you choose (your "agent") authority to spend your money and sell or dispose of your property during your lifetime without telling you. You do not lose your authority to act even though you have given your agent similar authority.',
  'When your agent exercises this authority, he or she must act according to any instructions you have provided or, where there are no specific instructions, in your best interest. "Important Information for the Agent" at the end of this document describes your agent\'s responsibilities.',
  "Your agent can act on your behalf only after signing the Power of Attorney before a notary public.",
  "You can request information from your agent at any time. If you are revoking a prior Power of Attorney, you should provide written notice of the revocation to your prior agent(s) and to any third parties who may have acted upon it, including the financial institutions where your accounts are located.",
  "You can revoke or terminate your Power of Attorney at any time for any reason as long as you are of sound mind. If you are no longer of sound mind, a court can remove an agent for acting improperly.",
  'Your agent cannot make health care decisions for you. You may execute a "Health Care Proxy" to do this.',
  "The law governing Powers of Attorney is contained in the New York General Obligations Law, Article 5, Title 15. This law is available at a law library, or online through the New York State Senate or Assembly websites, www.nysenate.gov or www.nyassembly.gov.",
  "If there is anything about this document that you do not understand, you should ask a lawyer of your own choosing to explain it to you.",
];

const NY_AGENT_INFORMATION = [
  "When you accept the authority granted under this Power of Attorney, a special legal relationship is created between you and the principal. This relationship imposes on you legal responsibilities that continue until you resign or the Power of Attorney is terminated or revoked. You must:",
  "(1) act according to any instructions from the principal, or, where there are no instructions, in the principal's best interest;",
  "(2) avoid conflicts that would impair your ability to act in the principal's best interest;",
  "(3) keep the principal's property separate and distinct from any assets you own or control, unless otherwise permitted by law;",
  "(4) keep a record of all transactions conducted for the principal or keep all receipts of payments and transactions conducted for the principal; and",
  "(5) disclose your identity as an agent whenever you act for the principal by writing or printing the principal's name and signing your own name as \"agent\" in either of the following manners: (Principal's Name) by (Your Signature) as Agent, or (your signature) as Agent for (Principal's Name).",
  "You may not use the principal's assets to benefit yourself or anyone else or make gifts to yourself or anyone else unless the principal has specifically granted you that authority in the modifications section of this document or a Non-Statutory Power of Attorney. If you have that authority, you must act according to any instructions of the principal or, where there are no such instructions, in the principal's best interest. You may resign by giving written notice to the principal and to any co-agent, successor agent, monitor if one has been named in this document, or the principal's guardian if one has been appointed. If there is anything about this document or your responsibilities that you do not understand, you should seek legal advice.",
  "Liability of agent: The meaning of the authority given to you is defined in New York's General Obligations Law, Article 5, Title 15. If it is found that you have violated the law or acted outside the authority granted to you in the Power of Attorney, you may be liable under the law for your violation.",
];

const statutory = (forms: PoaForms, id: string, heading: string, parts: ExecutionPart[]): ExecutionBlock => ({
  id,
  heading,
  ...cited(forms),
  parts,
});

/** Notices printed before the body: California's warning (durable only), Pennsylvania's, New York's caution. */
export function frontNotices(forms: PoaForms, principal: string): ExecutionBlock[] {
  switch (forms.form) {
    case "ca-prob-4128":
      return [
        statutory(forms, "statutory-notice", "", [
          {
            kind: "notice",
            title: "Notice to Person Executing Durable Power of Attorney",
            paragraphs: CA_PRINCIPAL_NOTICE,
          },
        ]),
      ];
    case "pa-5601":
      return [
        statutory(forms, "statutory-notice", "", [
          { kind: "notice", title: "NOTICE", paragraphs: PA_NOTICE },
          { kind: "signature", line: line("PRINCIPAL", principal) },
        ]),
      ];
    case "ny-5-1513":
      return [
        statutory(forms, "statutory-notice", "New York Statutory Short Form", [
          { kind: "notice", title: "CAUTION TO THE PRINCIPAL", paragraphs: NY_CAUTION },
        ]),
      ];
  }
}

/** The agent's notice and signature (California), acknowledgment (Pennsylvania) or acceptance (New York). */
export function agentBlocks(forms: PoaForms, agent: string): ExecutionBlock[] {
  switch (forms.form) {
    case "ca-prob-4128":
      return [
        statutory(forms, "agent-acknowledgment", "", [
          {
            kind: "notice",
            title: "Notice to Person Accepting the Appointment as Attorney-in-Fact",
            paragraphs: CA_AGENT_NOTICE,
          },
          { kind: "signature", line: line("AGENT (ATTORNEY-IN-FACT)", agent) },
        ]),
      ];
    case "pa-5601":
      return [
        statutory(forms, "agent-acknowledgment", "Acknowledgment Executed by Agent", [
          {
            kind: "text",
            text: `I, ${agent}, have read the attached power of attorney and am the person identified as the agent for the principal. I hereby acknowledge that when I act as agent: I shall act in accordance with the principal's reasonable expectations to the extent actually known by me and, otherwise, in the principal's best interest, act in good faith and act only within the scope of authority granted to me by the principal in the power of attorney.`,
          },
          { kind: "signature", line: line("AGENT", agent) },
        ]),
      ];
    case "ny-5-1513":
      return [
        statutory(
          forms,
          "agent-information",
          "Important Information for the Agent",
          NY_AGENT_INFORMATION.map((text) => ({ kind: "text" as const, text })),
        ),
        statutory(forms, "agent-acknowledgment", "Agent's Signature and Acknowledgment of Appointment", [
          {
            kind: "text",
            text: "It is not required that the principal and the agent(s) sign at the same time, nor that multiple agents sign at the same time.",
          },
          {
            kind: "text",
            text: `I, ${agent}, have read the foregoing Power of Attorney. I am the person identified therein as agent for the principal named therein. I acknowledge my legal responsibilities.`,
          },
          { kind: "text", text: `In Witness Whereof I have hereunto signed my name on ${GAP}, 20____.` },
          { kind: "signature", line: line("AGENT", agent, []) },
        ]),
      ];
  }
}
