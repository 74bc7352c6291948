import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { HttpError, badRequest } from '../plugins/errors';
import {
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_UPLOAD,
  MAX_UPLOAD_REQUEST_BYTES,
  MEDIA_MSG,
  checkImage,
  fileLabel,
  type CheckedImage,
} from './media';

/** The multipart parser stops at the first file over 5 MB or the eleventh file; fields stay tiny. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: MAX_IMAGES_PER_UPLOAD,
  fields: 10,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: MAX_IMAGES_PER_UPLOAD + 10,
  headerPairs: 20,
};

/** How much of an over-large body is read and dropped after the refusal, so the client sees the answer. */
const GRACE_BYTES = 1024 * 1024;

/** onRequest: a body announced as larger than ten full images is refused before it is parsed. */
export async function refuseOversizedUpload(request: FastifyRequest, reply: FastifyReply) {
  if (Number(request.headers['content-length'] ?? 0) > MAX_UPLOAD_REQUEST_BYTES) {
    discardRest(request.raw, GRACE_BYTES);
    await reply.status(413).send({ success: false, message: MEDIA_MSG.requestTooLarge });
    return reply;
  }
}

/**
 * Reads the files of field `images` from a multipart request, checking each as it arrives; the first
 * refused file ends the reading. The result is either every file, checked, or an HttpError.
 */
export async function readUploadedImages(request: FastifyRequest): Promise<CheckedImage[]> {
  if (!request.isMultipart()) throw badRequest(MEDIA_MSG.noFiles);
  const images: CheckedImage[] = [];
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'images') throw badRequest(MEDIA_MSG.wrongField);
      const label = fileLabel(part.filename, images.length + 1);
      const bytes = await readWithinLimit(part.file);
      if (!bytes) throw new HttpError(413, MEDIA_MSG.tooLarge(label));
      // an empty, unnamed part is what a form sends when no file was chosen
      if (bytes.length === 0 && !part.filename) continue;
      images.push(await checkImage(bytes, label));
    }
  } catch (error) {
    throw asUploadError(error);
  }
  if (images.length === 0) throw badRequest(MEDIA_MSG.noFiles);
  return images;
}

/** The file's bytes, or null as soon as it grows past the limit (leaving the loop stops the stream). */
async function readWithinLimit(file: MultipartFile['file']): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of file) {
    if (file.truncated) return null;
    chunks.push(chunk as Buffer);
  }
  return file.truncated ? null : Buffer.concat(chunks);
}

/** onError: whatever refused the upload (sign-in, role, a file), the rest of its body is dropped. */
export async function dropUnreadBody(request: FastifyRequest) {
  discardRest(request.raw, MAX_UPLOAD_REQUEST_BYTES);
}

const draining = new WeakSet<IncomingMessage>();

/**
 * After a refusal the rest of the body is read and dropped rather than left unread: a client still
 * sending then gets the answer instead of a reset, and the connection stays usable. Past `limit`
 * bytes the connection is cut (the Content-Length check keeps honest uploads well inside it).
 */
function discardRest(raw: IncomingMessage, limit: number): void {
  if (draining.has(raw)) return;
  draining.add(raw);
  raw.unpipe();
  let seen = 0;
  raw.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > limit) raw.destroy();
  });
  raw.resume();
}

function asUploadError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT') return badRequest(MEDIA_MSG.tooMany);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return badRequest(MEDIA_MSG.tooManyParts);
  }
  // malformed multipart framing, a client that went away, …
  return badRequest(MEDIA_MSG.unreadable);
}
