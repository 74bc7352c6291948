import { Readable } from 'node:stream';
import type { Db } from '../db/connect';
import { addDays } from '../../shared/clinicDays';
import { approvedDoctors, catalogueRows, toLocation, toSchedule } from './directory';
import { clinicDaySlots, toSlot } from './slots';

/** Published slots reach this far ahead (SMART Scheduling Links: a bounded horizon). */
const PUBLISH_DAYS = 28;
const BATCH = 100;
export const PUBLISHED_TYPES = ['Location', 'Schedule', 'Slot'] as const;
export type PublishedType = (typeof PUBLISHED_TYPES)[number];

/** What a published file is built with: booking links, the clinic's clock, and its today. */
export interface PublishEnv {
  appUrl: string;
  timeZone: string;
  today: string;
}

/** The $bulk-publish manifest: one NDJSON file per published type, as of the copy's build. */
export function bulkPublishManifest(base: string, transactionTime: Date) {
  return {
    transactionTime: transactionTime.toISOString(),
    request: `${base}/$bulk-publish`,
    output: PUBLISHED_TYPES.map((type) => ({ type, url: `${base}/$bulk-publish/${type}.ndjson` })),
    error: [],
  };
}

/** Pages through a keyset query, `BATCH` rows at a time, never holding more than one batch. */
async function* batches<T extends { id: string }>(page: (after?: string) => Promise<T[]>) {
  let after: string | undefined;
  for (;;) {
    const rows = await page(after);
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1].id;
  }
}

async function* lines(db: Db, type: PublishedType, env: PublishEnv) {
  if (type === 'Location') {
    for await (const rows of batches((after) =>
      catalogueRows(db, 'locations', after).limit(BATCH).execute(),
    )) {
      for (const row of rows) yield `${JSON.stringify(toLocation({ id: row.id, location: row.name }))}\n`;
    }
    return;
  }
  const doctors = batches((after) => approvedDoctors(db, after).limit(BATCH).execute());
  const to = addDays(env.today, PUBLISH_DAYS - 1);
  for await (const rows of doctors) {
    if (type === 'Schedule') {
      for (const d of rows) yield `${JSON.stringify(toSchedule(d))}\n`;
      continue;
    }
    for (const slot of await clinicDaySlots(db, rows, env.today, to)) {
      yield `${JSON.stringify(toSlot(slot, env.timeZone, { appUrl: env.appUrl }))}\n`;
    }
  }
}

/** One published file built afresh, streamed a batch of doctors at a time (the copy's refresh reads it). */
export const publishedFile = (db: Db, type: PublishedType, env: PublishEnv) =>
  Readable.from(lines(db, type, env));
