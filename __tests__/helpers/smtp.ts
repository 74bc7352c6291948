import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface CapturedMail {
  to: string[];
  raw: string;
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;

/**
 * A real SMTP listener on a loopback port that keeps every message it receives; on `port` when
 * given (a listener back on the port of one that was closed), else on a free one.
 */
export async function startSmtpCapture(options: { port?: number } = {}) {
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
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /**
   * The first answer `find` gives over the messages captured so far, checked again as each message
   * arrives; rejects with `what` after timeoutMs.
   */
  async function waitFor<T>(
    find: (messages: CapturedMail[]) => T | undefined,
    what = 'the awaited mail',
    timeoutMs = 5000,
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = find(messages);
      if (found !== undefined) return found;
      if (Date.now() > deadline) throw new Error(`${what} did not arrive within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  /**
   * The newest 6-digit code mailed to this address, waiting up to 5 s for it to arrive. Other mail
   * to the address is passed over: an appointment mail leaves through the outbox afterwards, and under
   * load it arrived after the code and hid it (a CI dry run's failure).
   */
  const codeFor = (email: string, after = 0): Promise<string> =>
    waitFor(
      (all) =>
        all
          .slice(after)
          .reverse()
          .filter((m) => m.to.includes(email.toLowerCase()))
          .map((m) => m.raw.match(/code (\d{6})/)?.[1])
          .find((code) => code !== undefined),
      `a code mailed to ${email}`,
    );

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    codeFor,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
