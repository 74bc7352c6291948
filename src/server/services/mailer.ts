import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** A one-time code in the mail; printed on the console when mail goes to the outbox. */
  code?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Real SMTP when smtpUrl is set; otherwise each mail is written to dataDir/outbox as an .eml file
 * and its code printed, so a newcomer can sign up without a mail server.
 */
export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send({ to, subject, text }) {
        await transport.sendMail({ from: options.from, to, subject, text });
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send({ to, subject, text, code }) {
      const info = await transport.sendMail({ from: options.from, to, subject, text });
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      console.log(`[mail] "${subject}" to ${to} saved in ${file}${code ? ` (code ${code})` : ''}`);
    },
  };
}
