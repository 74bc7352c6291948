import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/languages';

export interface Mail {
  to: string;
  /** The language it is written in, sent as its Content-Language (English when not given). */
  language?: Language;
  subject: string;
  text: string;
  /** The same message as simple HTML, sent as an alternative to the text. */
  html?: string;
  /** An iCalendar invitation (METHOD REQUEST or CANCEL) that mail clients offer to add or remove. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** A one-time code in the mail; printed on the console when mail goes to the outbox. */
  code?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * nodemailer's icalEvent puts the calendar in as a text/calendar alternative with the method in its
 * Content-Type (what Gmail, Outlook and Apple Mail look for) and as an invite.ics attachment.
 */
function messageOf(from: string, { to, language, subject, text, html, calendar }: Mail): SendMailOptions {
  return {
    from,
    to,
    subject,
    headers: { 'Content-Language': language ?? DEFAULT_LANGUAGE },
    text,
    ...(html ? { html } : {}),
    ...(calendar
      ? { icalEvent: { method: calendar.method, filename: 'invite.ics', content: calendar.content } }
      : {}),
  };
}

const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/**
 * Real SMTP when smtpUrl is set; otherwise each mail is written to dataDir/outbox as an .eml file
 * and its code printed, so a newcomer can sign up without a mail server.
 */
export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string }): Mailer {
  if (options.smtpUrl) {
    // every wait well inside the outbox's two-minute claim on a mail (outbox-sender.ts)
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async send(mail) {
        await transport.sendMail(messageOf(options.from, mail));
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail(messageOf(options.from, mail));
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      const { subject, to, code } = mail;
      console.log(`[mail] "${subject}" to ${to} saved in ${file}${code ? ` (code ${code})` : ''}`);
    },
  };
}
