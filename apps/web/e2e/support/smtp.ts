import type { AddressInfo } from "node:net";

import { SMTPServer } from "smtp-server";

export type LocalSmtp = {
  /** SMTP_URL for a server under test. */
  url: string;
  /** Every mail received so far: its recipients and raw message. */
  inbox: { to: string[]; raw: string }[];
  close: () => Promise<void>;
};

/**
 * A local SMTP server for a production server under test (production refuses to start without SMTP_URL):
 * mail goes through nodemailer's real SMTP client and is counted here.
 */
export async function startSmtp(): Promise<LocalSmtp> {
  const inbox: LocalSmtp["inbox"] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    inbox,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
