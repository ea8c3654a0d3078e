import nodemailer from "nodemailer";

/** One message: plain text, which every mail client shows as written. */
export type Mail = { to: string; subject: string; text: string };

/** Sends mail, or says that it cannot (`canSend` false: no SMTP_URL outside development). */
export interface Mailer {
  readonly canSend: boolean;
  send(mail: Mail): Promise<void>;
}

/**
 * The server's mail: through SMTP_URL when it is set (nodemailer: STARTTLS when the server offers it, pooled
 * connections); in development without it, each message is written to the server log instead, so a reset link
 * can be followed on a machine with no mail server. In production without SMTP_URL nothing is sent.
 */
export function createMailer(
  { smtpUrl, from, development, log }: {
    smtpUrl?: string;
    from: string;
    development: boolean;
    log: (line: string) => void;
  },
): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      canSend: true,
      async send(mail) {
        await transport.sendMail({ from, ...mail });
      },
    };
  }
  return {
    canSend: development,
    send(mail) {
      if (!development) return Promise.reject(new Error("no SMTP_URL: mail cannot be sent"));
      log(
        `Mail (SMTP_URL is not set, so it is logged, not sent) to ${mail.to}: ${mail.subject}\n${mail.text}`,
      );
      return Promise.resolve();
    },
  };
}

/** The mailer configuration asks for: SMTP_URL, else the log in development. */
export function configuredMailer(
  config: { SMTP_URL?: string; MAIL_FROM: string; APP_ENV: string },
  log: (line: string) => void,
): Mailer {
  return createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    development: config.APP_ENV !== "production",
    log,
  });
}
