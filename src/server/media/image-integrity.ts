import type { MediaImagesTable } from '../db/schema';

/** The image types the clinic stores and serves. */
export type ImageMime = MediaImagesTable['mime_type'];

/**
 * Polyglot guard for uploads: a file that is a real image by its first bytes can still carry
 * a second format after the image's end (an appended ZIP, HTML page or script) or markup inside
 * it. Such a file is refused: after the image's own end marker only padding (zeros, whitespace) may
 * follow, and no HTML-like tag may appear anywhere in the bytes.
 */
export function isCleanImage(bytes: Uint8Array, mimeType: ImageMime): boolean {
  const end = imageEnd(bytes, mimeType);
  return end !== null && onlyPadding(bytes, end) && !carriesMarkup(bytes);
}

const PNG_IEND = [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

/** Where the image's own data ends, by the format's end marker or length field; null if it has none. */
function imageEnd(bytes: Uint8Array, mimeType: ImageMime): number | null {
  if (mimeType === 'image/webp') {
    const riffSize = bytes[4] | (bytes[5] << 8) | (bytes[6] << 16) | (bytes[7] << 24);
    const end = 8 + riffSize + (riffSize % 2);
    return riffSize > 0 && end <= bytes.length ? end : null;
  }
  const marker = mimeType === 'image/png' ? PNG_IEND : [0xff, 0xd9];
  // the last end marker that is followed by padding only: the image's own end
  let last = bytes.length;
  while (last > 0 && isPadding(bytes[last - 1])) last -= 1;
  const start = last - marker.length;
  return start >= 0 && marker.every((b, i) => bytes[start + i] === b) ? last : null;
}

const isPadding = (byte: number) =>
  byte === 0x00 || byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

function onlyPadding(bytes: Uint8Array, from: number): boolean {
  for (let i = from; i < bytes.length; i += 1) if (!isPadding(bytes[i])) return false;
  return true;
}

/** Tags a browser or an HTML sniffer would act on; compressed image data practically never spells them. */
const MARKUP = /<(?:script|html|!doctype|svg|iframe|body|object|embed|img\s)/i;

function carriesMarkup(bytes: Uint8Array): boolean {
  return MARKUP.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'));
}
