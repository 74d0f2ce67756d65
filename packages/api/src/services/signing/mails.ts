import { SIGNING_LINK_DAYS } from "@lexforge/validators";

import type { QueuedMail } from "../email/outbox";

export const signingLink = (appUrl: string, token: string) => new URL(`/sign/${token}`, appUrl).href;

const until = (expiresAt: Date) =>
  expiresAt.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

type Invite = {
  to: string;
  signerName: string;
  role: string;
  sender: string;
  title: string;
  link: string;
  expiresAt: Date;
};

export function invitationMail(invite: Invite, reminder = false): QueuedMail {
  return {
    to: invite.to,
    subject: `${reminder ? "Reminder: " : ""}${invite.sender} asks you to sign "${invite.title}"`,
    text: [
      `Hello ${invite.signerName},`,
      `${invite.sender} has sent you "${invite.title}" to sign electronically as ${invite.role}.`,
      `Review the document and sign it here:\n\n${invite.link}`,
      `The link works until ${until(invite.expiresAt)} (${SIGNING_LINK_DAYS} days from sending) and is for you alone: do not forward it. You can also decline with a reason.`,
      "If you did not expect this e-mail, you can ignore it.",
    ].join("\n\n"),
  };
}

export function endedMail(to: string, title: string, why: string): QueuedMail {
  return {
    to,
    subject: `"${title}" will not be signed`,
    text: `The request to sign "${title}" has ended: ${why}\n\nIts signing links no longer work, and nothing you signed under it takes effect.`,
  };
}

export function completedMail(to: string, title: string, requestId: string): QueuedMail {
  return {
    to,
    subject: `"${title}" is signed by everyone`,
    text: `Every party has signed "${title}". The signed PDF is attached: it ends with a certificate of completion and carries a digital seal, so any later change to the file can be detected.`,
    sealedRequestId: requestId,
  };
}
