import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { publishedFile, PUBLISHED_TYPES, type PublishedType, type PublishEnv } from './bulk-publish';

/** Gzip bytes per stored piece: the most of a file a download holds in memory at once. */
const CHUNK_BYTES = 256 * 1024;
/**
 * How long a build may run before another instance may start one (about 10 s at 2,000 doctors): a
 * build whose lease ran out does not publish.
 */
const LEASE_SECONDS = 600;

/** The build a file is served from. */
export interface PublishedCopy {
  generation: string;
  /** sha-256 of the NDJSON, base64url: the same text has the same tag, whichever build made it */
  etag: string;
  chunks: number;
  builtAt: Date;
}

/** Claims the builders' lease for a new build; undefined while another instance holds it. */
async function claimLease(db: Db): Promise<string | undefined> {
  const generation = randomUUID();
  const { rows } = await sql<{ generation: string }>`
    UPDATE published_refresh
    SET generation = ${generation}::uuid, lease_until = now() + make_interval(secs => ${LEASE_SECONDS})
    WHERE id = 1 AND (lease_until IS NULL OR lease_until < now())
    RETURNING generation`.execute(db);
  return rows[0]?.generation;
}

/** The NDJSON gzipped into pieces of one build, hashed as it goes: only one piece is in memory. */
async function storeFile(db: Db, generation: string, file: PublishedType, lines: Readable) {
  const hash = createHash('sha256');
  let rawBytes = 0;
  let gzipBytes = 0;
  let pieces: Buffer[] = [];
  let size = 0;
  let seq = 0;
  const flush = async () => {
    if (size === 0) return;
    const bytes = Buffer.concat(pieces);
    pieces = [];
    size = 0;
    await db.insertInto('published_chunks').values({ generation, file, seq, bytes }).execute();
    gzipBytes += bytes.length;
    seq += 1;
  };
  await pipeline(
    lines,
    async function* hashed(source: AsyncIterable<string>) {
      for await (const line of source) {
        hash.update(line);
        rawBytes += Buffer.byteLength(line);
        yield line;
      }
    },
    createGzip(),
    async (gzipped: AsyncIterable<Buffer>) => {
      for await (const piece of gzipped) {
        pieces.push(piece);
        size += piece.length;
        if (size >= CHUNK_BYTES) await flush();
      }
      await flush();
    },
  );
  return { file, etag: hash.digest('base64url'), chunks: seq, raw_bytes: rawBytes, gzip_bytes: gzipBytes };
}

/**
 * Builds every published file again and serves them from now on. Several instances run this job:
 * the one holding the lease builds (an UPDATE … WHERE the lease is free, so one wins), and its build
 * is published only if the lease is still its own, in one transaction that also drops the builds
 * before the previous one (kept for downloads begun from it). Answers whether it published.
 */
export async function refreshPublishedFiles(db: Db, env: PublishEnv): Promise<boolean> {
  const generation = await claimLease(db);
  if (!generation) return false;
  try {
    const stored: Array<Awaited<ReturnType<typeof storeFile>>> = [];
    for (const file of PUBLISHED_TYPES) {
      stored.push(await storeFile(db, generation, file, publishedFile(db, file, env)));
    }
    return await db.transaction().execute(async (tx) => {
      const released = await tx
        .updateTable('published_refresh')
        .set({ lease_until: null })
        .where('id', '=', 1)
        .where('generation', '=', generation)
        .executeTakeFirst();
      if (released.numUpdatedRows === 0n) throw new Error('the $bulk-publish lease ran out during the build');
      const previous = await tx.selectFrom('published_files').select('generation').execute();
      const builtAt = new Date();
      for (const file of stored) {
        const row = { ...file, generation, built_at: builtAt };
        await tx
          .insertInto('published_files')
          .values(row)
          .onConflict((c) => c.column('file').doUpdateSet(row))
          .execute();
      }
      await tx
        .deleteFrom('published_chunks')
        .where('generation', 'not in', [generation, ...previous.map((p) => p.generation)])
        .execute();
      return true;
    });
  } catch (err) {
    await db.deleteFrom('published_chunks').where('generation', '=', generation).execute();
    await db
      .updateTable('published_refresh')
      .set({ lease_until: null })
      .where('generation', '=', generation)
      .execute();
    throw err;
  }
}

/** The build each file is served from; empty before the first refresh. */
export async function currentCopies(db: Db): Promise<Map<string, PublishedCopy>> {
  const rows = await db
    .selectFrom('published_files')
    .select(['file', 'generation', 'etag', 'chunks', 'built_at'])
    .execute();
  return new Map(
    rows.map((r) => [
      r.file,
      { generation: r.generation, etag: r.etag, chunks: r.chunks, builtAt: r.built_at },
    ]),
  );
}

/** A copy's gzip bytes, read from the database one piece at a time as the client takes them. */
export function copyStream(db: Db, file: PublishedType, copy: PublishedCopy): Readable {
  async function* pieces() {
    for (let seq = 0; seq < copy.chunks; seq += 1) {
      const row = await db
        .selectFrom('published_chunks')
        .select('bytes')
        .where('generation', '=', copy.generation)
        .where('file', '=', file)
        .where('seq', '=', seq)
        .executeTakeFirstOrThrow();
      yield Buffer.from(row.bytes);
    }
  }
  return Readable.from(pieces(), { objectMode: false });
}
