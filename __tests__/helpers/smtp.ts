import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface CapturedMail {
  to: string[];
  raw: string;
}

/** A real SMTP listener on a loopback port that keeps every message it receives. */
export async function startSmtpCapture() {
  const messages: CapturedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /** The newest 6-digit code mailed to this address, waiting up to 5 s for it to arrive. */
  async function codeFor(email: string, after = 0): Promise<string> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const mail = messages
        .slice(after)
        .reverse()
        .find((m) => m.to.includes(email.toLowerCase()));
      const code = mail?.raw.match(/code (\d{6})/)?.[1];
      if (code) return code;
      if (Date.now() > deadline) throw new Error(`no code mailed to ${email}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    codeFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
