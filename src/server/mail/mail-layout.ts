import type { Language } from '../../shared/languages';
import { htmlTagOf } from './mail-language';

/** The shape every appointment mail shares, written once as plain text and once as simple HTML. */
export interface MailBody {
  /** The language it is written in: the HTML says so, with its direction (Arabic reads right to left). */
  language: Language;
  clinicName: string;
  greeting: string;
  paragraphs: string[];
  /** Label and value pairs, e.g. ['Doctor', 'Dr. Ada Obi']. */
  details: Array<[string, string]>;
  link: { label: string; href: string };
}

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Names, comments and reasons come from users: every value is escaped before it enters HTML. */
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]);

export function renderMailText(body: MailBody): string {
  const width = Math.max(...body.details.map(([label]) => label.length)) + 2;
  return [
    body.greeting,
    '',
    ...body.paragraphs.flatMap((p) => [p, '']),
    ...body.details.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    '',
    `${body.link.label}: ${body.link.href}`,
    '',
    body.clinicName,
    '',
  ].join('\n');
}

export function renderMailHtml(body: MailBody): string {
  const e = escapeHtml;
  const rows = body.details
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0">${e(label)}</th><td>${e(value)}</td></tr>`,
    )
    .join('');
  return [
    '<!doctype html>',
    `${htmlTagOf(body.language)}<body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">`,
    `<h2 style="margin:0 0 16px">${e(body.clinicName)}</h2>`,
    `<p>${e(body.greeting)}</p>`,
    ...body.paragraphs.map((p) => `<p>${e(p)}</p>`),
    `<table role="presentation" style="border-collapse:collapse;margin:8px 0 16px">${rows}</table>`,
    `<p><a href="${e(body.link.href)}">${e(body.link.label)}</a></p>`,
    `<p style="color:#666">${e(body.clinicName)}</p>`,
    '</body></html>',
    '',
  ].join('\n');
}
