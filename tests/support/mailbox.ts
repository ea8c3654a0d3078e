import { SMTPServer } from "smtp-server";

/** A local SMTP server that keeps every message it is given, as tests read mail (no TLS, no sign-in). */
export async function openMailbox() {
  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, done) {
      let text = "";
      stream.on("data", (chunk: Uint8Array) => (text += new TextDecoder().decode(chunk)));
      stream.on("end", () => {
        received.push(text);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
  const { port } = smtp.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The messages once `n` have arrived (within five seconds), soft line breaks and `=3D` undone. */
    async wait(n: number): Promise<string[]> {
      for (let i = 0; i < 100 && received.length < n; i++) await new Promise((r) => setTimeout(r, 50));
      if (received.length < n) throw new Error(`expected ${n} mails, got ${received.length}`);
      return received.map(readable);
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** A message as written (quoted-printable: soft line breaks and "=" written as =3D). */
export function readable(mail: string): string {
  return mail.replace(/=\r?\n/g, "").replaceAll("=3D", "=");
}
