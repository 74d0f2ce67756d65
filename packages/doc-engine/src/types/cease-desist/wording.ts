/** Per-infringement wording of the letter: subject line, conduct, legal basis and default demands. */
import type { Infringement } from "./answers";

export type TypeWording = {
  subject: string;
  conduct: string;
  right: (thing: string | undefined) => string;
  demands: string[];
};

// Per-type wording keeps the letter accurate: a defamation letter must not talk about infringing a work.
export const WORDING: Record<Infringement, TypeWording> = {
  trademark: {
    subject: "infringement of the Sender's trademark rights",
    conduct: "using a name or mark that infringes the Sender's trademark rights",
    right: (thing) =>
      `The Sender owns and uses ${thing || "its trademarks"}. Your use of an identical or confusingly similar mark is likely to cause confusion about the source of your goods or services and constitutes trademark infringement and unfair competition under the Lanham Act, 15 U.S.C. §§ 1114(1) and 1125(a), and under state law.`,
    demands: [
      "stop all use of the mark and any confusingly similar name, logo or domain",
      "remove the mark from all signage, packaging, websites and social media",
      "confirm in writing the quantity of infringing goods on hand and how they will be disposed of",
    ],
  },
  copyright: {
    subject: "infringement of the Sender's copyright",
    conduct: "copying, distributing or displaying the Sender's copyrighted work without permission",
    right: (thing) =>
      `The Sender owns the copyright in ${thing || "the original work concerned"}. Reproducing, distributing, displaying or adapting that work without permission infringes the Sender's exclusive rights under the Copyright Act, 17 U.S.C. § 106.`,
    demands: [
      "stop all copying, distribution and display of the work",
      "remove every copy of the work from your websites, platforms and materials",
      "confirm in writing where the work was used and for how long",
    ],
  },
  defamation: {
    subject: "false and defamatory statements about the Sender",
    conduct: "making false and defamatory statements about the Sender",
    right: (thing) =>
      `The statements described above${thing ? `, concerning ${thing},` : ""} are false, were published to third parties, and have damaged the Sender's reputation. Publishing false statements of fact that injure another's reputation is defamation and is actionable under state law.`,
    demands: [
      "stop making the false statements, in any medium",
      "remove the statements wherever you published them",
      "publish a written retraction in the same place and manner as the original statements",
    ],
  },
  harassment: {
    subject: "harassment of the Sender",
    conduct: "harassing the Sender",
    right: () =>
      `The conduct described above is unwanted, serves no legitimate purpose, and has caused the Sender substantial distress. It may constitute harassment under state law and may entitle the Sender to seek a protective order and damages.`,
    demands: [
      "stop all contact with the Sender, directly or through others, including by phone, email, messaging and social media",
      "stay away from the Sender's home and workplace",
      "stop discussing the Sender with the Sender's employer, family and acquaintances",
    ],
  },
  "breach-of-contract": {
    subject: "breach of your agreement with the Sender",
    conduct: "acting in breach of your agreement with the Sender",
    right: (thing) =>
      `You are bound by ${thing || "your agreement with the Sender"}. The conduct described above breaches your obligations under that agreement, and the Sender is entitled to enforce it and to recover the damages the breach has caused.`,
    demands: [
      "stop the conduct that breaches the agreement",
      "perform your outstanding obligations under the agreement in full",
      "confirm in writing how and when you will cure the breach",
    ],
  },
  other: {
    subject: "conduct that unlawfully interferes with the Sender's rights",
    conduct: "engaging in conduct that unlawfully interferes with the Sender's rights",
    right: (thing) =>
      `The conduct described above${thing ? `, which concerns ${thing},` : ""} interferes with the Sender's legal rights and interests, and the Sender is entitled to seek relief, including damages and an injunction, under applicable law.`,
    demands: [
      "stop the conduct described in this letter immediately",
      "not resume it, directly or through others",
      "confirm in writing that you have complied with these demands",
    ],
  },
};
