import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/connect';
import { sharedSecret } from '../db/settings';

/**
 * What a check-in link names: a display's poster for one clinic date (every patient of its doctors
 * that day), or one visit for the day it is due (the reminder's personal link). The date is part of
 * what is signed, so a poster rotates each day and a link of another day cannot be made to pass.
 */
export interface CheckInTarget {
  kind: 'display' | 'visit';
  /** the display's or the appointment's id */
  id: string;
  /** the clinic date 'YYYY-MM-DD' the link works on */
  date: string;
}

export interface CheckInLinks {
  /**
   * The token of a link, of fixed width and without dots (the app's pages are served for paths
   * without a file extension): `d<id><YYYYMMDD><signature>` (a poster) or `v…` (a visit).
   */
  sign(target: CheckInTarget): string;
  /** What a token names, or null when it is malformed or its signature is not ours. */
  read(token: string): CheckInTarget | null;
}

const KIND_LETTER = { display: 'd', visit: 'v' } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TOKEN = /^([dv])([0-9a-f-]{36})(\d{4})(\d{2})(\d{2})([A-Za-z0-9_-]{22})$/;

/** HMAC-SHA256 over the kind, id and date, cut to 128 bits: short enough for a small QR code. */
function linksWith(key: string): CheckInLinks {
  const signature = (t: CheckInTarget) =>
    createHmac('sha256', key)
      .update(`check-in:${t.kind}:${t.id}:${t.date}`)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
  return {
    sign: (t) => `${KIND_LETTER[t.kind]}${t.id.toLowerCase()}${t.date.replaceAll('-', '')}${signature(t)}`,
    read: (token) => {
      const match = TOKEN.exec(token);
      if (!match || !UUID.test(match[2])) return null;
      const target: CheckInTarget = {
        kind: match[1] === 'd' ? 'display' : 'visit',
        id: match[2],
        date: `${match[3]}-${match[4]}-${match[5]}`,
      };
      const given = Buffer.from(match[6], 'base64url');
      const expected = Buffer.from(signature(target), 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected) ? target : null;
    },
  };
}

const byDb = new WeakMap<Db, Promise<CheckInLinks>>();

/**
 * The check-in links of a database's instances, keyed by a secret of their own that every instance
 * shares (kept in app_settings like the session and SMART keys); read or made once per process.
 */
export function checkInLinks(db: Db): Promise<CheckInLinks> {
  let links = byDb.get(db);
  if (!links) {
    links = sharedSecret(db, 'check_in_link_key').then(linksWith);
    links.catch(() => byDb.delete(db));
    byDb.set(db, links);
  }
  return links;
}

/** Where a link's token is opened in the app: a poster's `/check-in/<token>`, a visit's `/check-in/v/<token>`. */
export const checkInPath = (token: string) =>
  token.startsWith('v') ? `/check-in/v/${token}` : `/check-in/${token}`;
