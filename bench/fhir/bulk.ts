import http from 'node:http';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import type { Db } from '../../src/server/db/connect';
import { bulkPublishRoutes } from '../../src/server/fhir/bulk-publish-routes';
import { refreshPublishedFiles } from '../../src/server/fhir/published-copy';
import { TIME_ZONE, today } from '../setup';

const CALLS = 20;
const APP_URL = 'https://clinicbook.example';

interface Answer {
  firstByteMs: number;
  status: number;
  bytes: number;
  etag?: string;
}

/** One GET: milliseconds until the first byte of the body (or of the head, for a 304), and the bytes sent. */
function get(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByteMs = 0;
    let bytes = 0;
    http
      .get(url, { headers }, (res) => {
        firstByteMs = performance.now() - started;
        res.on('data', (chunk: Buffer) => {
          if (bytes === 0) firstByteMs = performance.now() - started;
          bytes += chunk.length;
        });
        res.on('end', () =>
          resolve({ firstByteMs, status: res.statusCode ?? 0, bytes, etag: res.headers.etag }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

export interface BulkFigures {
  refreshMs: number;
  firstByte: number[];
  notModified: number[];
  slotGzipBytes: number;
  slotRawBytes: number;
}

/**
 * `$bulk-publish` at this size: one refresh of the copy, timed; then the route (the server's own
 * code, on loopback) asked for Slot.ndjson `CALLS` times with gzip, timed to the first byte of the
 * body, and as many times with the ETag it gave (304).
 */
export async function measureBulkPublish(db: Db): Promise<BulkFigures> {
  const env = { appUrl: APP_URL, timeZone: TIME_ZONE, today: today() };
  const t0 = performance.now();
  await refreshPublishedFiles(db, env);
  const refreshMs = performance.now() - t0;
  const app = Fastify();
  bulkPublishRoutes(app, { db, base: `${APP_URL}/fhir/R4`, env: () => env });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const url = `${address}/$bulk-publish/Slot.ndjson`;
    const firstByte: number[] = [];
    const notModified: number[] = [];
    let etag = '';
    let slotGzipBytes = 0;
    for (let i = 0; i < CALLS; i += 1) {
      const answer = await get(url, { 'accept-encoding': 'gzip' });
      if (answer.status !== 200) throw new Error(`Slot.ndjson answered ${answer.status}`);
      firstByte.push(answer.firstByteMs);
      etag = answer.etag ?? '';
      slotGzipBytes = answer.bytes;
    }
    for (let i = 0; i < CALLS; i += 1) {
      const answer = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': etag });
      if (answer.status !== 304) throw new Error(`Slot.ndjson with its ETag answered ${answer.status}`);
      notModified.push(answer.firstByteMs);
    }
    const raw = await db
      .selectFrom('published_files')
      .select('raw_bytes')
      .where('file', '=', 'Slot')
      .executeTakeFirstOrThrow();
    return { refreshMs, firstByte, notModified, slotGzipBytes, slotRawBytes: Number(raw.raw_bytes) };
  } finally {
    await app.close();
  }
}
