import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connect';
import { notFoundResource } from './outcome';
import {
  bulkPublishManifest,
  publishedFile,
  PUBLISHED_TYPES,
  type PublishedType,
  type PublishEnv,
} from './bulk-publish';
import { copyStream, currentCopies } from './published-copy';

/** Clients may keep a file this long: at most one refresh older than the copy. */
const PUBLISH_CACHE = 'public, max-age=300';

/** Whether the client takes gzip: `gzip` or `*` in Accept-Encoding, without q=0. */
export function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** If-None-Match names the tag (compared weakly, as RFC 9110 says for this header), or is `*`. */
function unchanged(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** Answers 304 when the client holds this version; otherwise sets the tag and lets the body go. */
function sendUnlessUnchanged(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  void reply.header('ETag', etag).header('Cache-Control', PUBLISH_CACHE);
  if (!unchanged(request, etag)) return false;
  void reply.code(304).send();
  return true;
}

/**
 * `$bulk-publish` (SMART Scheduling Links), without sign-in: the manifest and its NDJSON files,
 * streamed from the copy the background refresh keeps (published-copy.ts) with an ETag, 304 on
 * If-None-Match, and the stored gzip bytes as they are when the client takes gzip (unzipped on the
 * way otherwise). Before the first refresh a file is built for the request, as slowly as that is.
 */
export function bulkPublishRoutes(
  app: FastifyInstance,
  options: { db: Db; base: string; env: () => PublishEnv },
) {
  const { db, base } = options;

  app.get('/$bulk-publish', async (request, reply) => {
    const copy = (await currentCopies(db)).get(PUBLISHED_TYPES[0]);
    if (copy && sendUnlessUnchanged(request, reply, `W/"${copy.generation}"`)) return reply;
    void reply.header('Cache-Control', PUBLISH_CACHE);
    return reply
      .type('application/json; charset=utf-8')
      .send(bulkPublishManifest(base, copy?.builtAt ?? new Date()));
  });

  app.get<{ Params: { file: string } }>(
    '/$bulk-publish/:file',
    { compress: false },
    async (request, reply) => {
      const type = request.params.file.replace(/\.ndjson$/, '') as PublishedType;
      if (!PUBLISHED_TYPES.includes(type) || !request.params.file.endsWith('.ndjson')) {
        throw notFoundResource('$bulk-publish', request.params.file);
      }
      void reply.type('application/fhir+ndjson').header('Vary', 'Accept-Encoding');
      const copy = (await currentCopies(db)).get(type);
      if (!copy) {
        void reply.header('Cache-Control', 'no-cache');
        return reply.send(publishedFile(db, type, options.env()));
      }
      const gzip = acceptsGzip(request.headers['accept-encoding']);
      // the gzip bytes are another representation of the same text: a weak tag, as nginx gives
      if (sendUnlessUnchanged(request, reply, gzip ? `W/"${copy.etag}"` : `"${copy.etag}"`)) return reply;
      const bytes = copyStream(db, type, copy);
      if (gzip) return reply.header('Content-Encoding', 'gzip').send(bytes);
      // pipeline, so a piece that cannot be read ends the answer rather than leaving it hanging
      return reply.send(pipeline(bytes, createGunzip(), () => undefined));
    },
  );
}
