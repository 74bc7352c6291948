import { sql } from 'kysely';
// file-type's root entry offers only `import` conditions, which jest's CommonJS resolver cannot
// match; its `core` entry (all we need: detection from a buffer) also has a `default` condition.
import { fileTypeFromBuffer } from 'file-type/core';
import type { Db } from '../db/connect';
import { isCleanImage, type ImageMime } from './image-integrity';

export type { ImageMime } from './image-integrity';
import type { MediaImage } from '../../shared/types';
import { HttpError, badRequest, notFound } from '../plugins/errors';
import { withValues } from '../i18n';
import { MEDIA_TEXT } from './media-messages';

/** Uploaded images: limits, content sniffing, storage in the database. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES_PER_UPLOAD = 10;
/** Ten full-size images plus generous room for the multipart framing. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_IMAGES_PER_UPLOAD * MAX_IMAGE_BYTES + 1024 * 1024;

/** The replies about images, as Texts said in the caller's language. */
export const MEDIA_MSG = {
  uploaded: MEDIA_TEXT.uploaded,
  deleted: MEDIA_TEXT.deleted,
  notFound: MEDIA_TEXT.notFound,
  noFiles: MEDIA_TEXT.noFiles,
  tooMany: withValues(MEDIA_TEXT.tooMany, { max: MAX_IMAGES_PER_UPLOAD }),
  requestTooLarge: withValues(MEDIA_TEXT.requestTooLarge, { max: MAX_IMAGES_PER_UPLOAD }),
  wrongField: MEDIA_TEXT.wrongField,
  tooManyParts: MEDIA_TEXT.tooManyParts,
  unreadable: MEDIA_TEXT.unreadable,
  notAnImage: (label: string) => withValues(MEDIA_TEXT.notAnImage, { label }),
  tooLarge: (label: string) => withValues(MEDIA_TEXT.tooLarge, { label }),
} as const;

/** An uploaded file that passed every check, ready to store. */
export interface CheckedImage {
  bytes: Uint8Array;
  mimeType: ImageMime;
}

// What file-type reports, mapped to the type we store and serve. An animated PNG is a PNG.
const ACCEPTED: Record<string, ImageMime> = {
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/apng': 'image/png',
  'image/webp': 'image/webp',
};

/** The image type judged by the file's own bytes, never by its name or declared type; null if none of ours. */
export async function sniffImageType(bytes: Uint8Array): Promise<ImageMime | null> {
  try {
    const found = await fileTypeFromBuffer(bytes);
    return (found && ACCEPTED[found.mime]) ?? null;
  } catch {
    return null;
  }
}

/**
 * How a file is named in a message: its base name only (never a path), without control characters,
 * quoted and shortened; unnamed files by their place in the upload. The name is never stored.
 */
export function fileLabel(filename: string | undefined, position: number): string {
  const base = (filename ?? '').split(/[/\\]/).at(-1) ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  if (!clean) return `Image ${position}`;
  return `"${clean.length > 80 ? `${clean.slice(0, 77)}...` : clean}"`;
}

/** The checks one file must pass; the first failure refuses the whole upload. */
export async function checkImage(bytes: Uint8Array, label: string): Promise<CheckedImage> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new HttpError(413, MEDIA_MSG.tooLarge(label));
  const mimeType = await sniffImageType(bytes);
  if (!mimeType || !isCleanImage(bytes, mimeType)) throw badRequest(MEDIA_MSG.notAnImage(label));
  return { bytes, mimeType };
}

interface ImageRow {
  id: string;
  mime_type: ImageMime;
  size: number;
  created_at: Date;
}

const toMediaImage = (row: ImageRow): MediaImage => ({
  _id: row.id,
  url: `/uploads/${row.id}`,
  mimeType: row.mime_type,
  size: row.size,
  createdAt: row.created_at.toISOString(),
});

const LISTED = ['id', 'mime_type', 'size', 'created_at'] as const;

/**
 * Stores every image in one statement, so all or none are kept. Within one upload the first file
 * counts as the newest (a millisecond apart), so the list shows an upload in the order it was picked.
 */
export async function storeImages(
  db: Db,
  images: CheckedImage[],
  uploadedBy: string | null,
): Promise<MediaImage[]> {
  if (images.length === 0) throw badRequest(MEDIA_MSG.noFiles);
  if (images.length > MAX_IMAGES_PER_UPLOAD) throw badRequest(MEDIA_MSG.tooMany);
  const rows = await db
    .insertInto('media_images')
    .values(
      images.map((image, i) => ({
        data: image.bytes,
        mime_type: image.mimeType,
        size: image.bytes.length,
        uploaded_by: uploadedBy,
        created_at: sql<Date>`now() - ${sql.lit(i)} * interval '1 millisecond'`,
      })),
    )
    .returning(LISTED)
    .execute();
  return rows.map(toMediaImage).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Every image, newest first, without the bytes. */
export async function listImages(db: Db): Promise<MediaImage[]> {
  const rows = await db
    .selectFrom('media_images')
    .select(LISTED)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toMediaImage);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One image with its bytes; undefined for an unknown id or one that is not a UUID. */
export async function findImage(db: Db, id: string) {
  if (!UUID.test(id)) return undefined;
  return db
    .selectFrom('media_images')
    .select(['id', 'data', 'mime_type', 'size', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function deleteImage(db: Db, id: string): Promise<void> {
  const gone = UUID.test(id)
    ? await db.deleteFrom('media_images').where('id', '=', id).returning('id').executeTakeFirst()
    : undefined;
  if (!gone) throw notFound(MEDIA_MSG.notFound);
}
