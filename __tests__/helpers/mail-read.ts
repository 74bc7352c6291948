import { simpleParser, type AddressObject, type Attachment } from 'mailparser';
import * as ical from 'node-ical';
import type { CapturedMail, SmtpCapture } from './smtp';

/** The calendar invitation of a mail as a calendar program reads it. */
export interface ReadCalendar {
  method: string;
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  status: string;
  summary: string;
}

export interface ReadMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  calendar: ReadCalendar | null;
}

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  [field ?? []]
    .flat()
    .flatMap((a) => a.value)
    .map((a) => a.address ?? '');

const plain = (value: ical.ParameterValue | undefined) =>
  typeof value === 'object' ? value.val : (value ?? '');

/** The METHOD parameter of the part's Content-Type, which RFC 6047 says must match the calendar's. */
const contentTypeMethod = (part: Attachment) => {
  const header = part.headers.get('content-type');
  const params = typeof header === 'object' && header && 'params' in header ? header.params : {};
  return (params as Record<string, string | undefined>).method?.toUpperCase();
};

function readCalendar(part: Attachment): ReadCalendar {
  const parsed = ical.sync.parseICS(part.content.toString('utf8'));
  const events = Object.values(parsed).filter((c): c is ical.VEvent => c?.type === 'VEVENT');
  if (events.length !== 1) throw new Error(`expected one VEVENT in the invitation, found ${events.length}`);
  const [event] = events;
  const method = parsed.vcalendar?.method ?? '';
  const partMethod = contentTypeMethod(part);
  if (partMethod && partMethod !== method) {
    throw new Error(`Content-Type method=${partMethod} differs from the calendar's METHOD:${method}`);
  }
  if (!event.end) throw new Error('the invitation has no end');
  return {
    method,
    uid: event.uid,
    sequence: Number(event.sequence ?? 0),
    start: new Date(event.start.getTime()),
    end: new Date(event.end.getTime()),
    status: event.status ?? '',
    summary: plain(event.summary),
  };
}

/** A raw RFC 5322 message parsed as a mail client would, its invitation with a calendar parser. */
export async function readMail(raw: string): Promise<ReadMail> {
  const mail = await simpleParser(raw);
  // the text/calendar alternative is what clients act on; an .ics attachment alone also counts
  const invitation =
    mail.attachments.find((a) => a.contentType === 'text/calendar') ??
    mail.attachments.find((a) => a.contentType === 'application/ics');
  return {
    to: addresses(mail.to),
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: mail.html || '',
    calendar: invitation ? readCalendar(invitation) : null,
  };
}

const parsedMails = new WeakMap<CapturedMail, Promise<ReadMail>>();
const readCaptured = (captured: CapturedMail) => {
  const known = parsedMails.get(captured);
  if (known) return known;
  const parsed = readMail(captured.raw);
  parsedMails.set(captured, parsed);
  return parsed;
};

/** The first captured mail, in order of arrival, that the predicate accepts; waits for it up to timeoutMs. */
export async function waitForMail(
  smtp: Pick<SmtpCapture, 'messages' | 'waitFor'>,
  predicate: (mail: ReadMail) => boolean,
  timeoutMs = 5000,
): Promise<ReadMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const seen = [...smtp.messages];
    const found = (await Promise.all(seen.map(readCaptured))).find(predicate);
    if (found) return found;
    await smtp.waitFor(
      (all) => (all.some((m) => !seen.includes(m)) ? true : undefined),
      'a mail that matches',
      Math.max(0, deadline - Date.now()),
    );
  }
}
