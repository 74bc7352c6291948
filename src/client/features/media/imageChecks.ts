import { defineMessages, type IntlShape } from 'react-intl';

/** The browser's first look at chosen images; the server judges by content. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES = 10;

const messages = defineMessages<{
  tooMany: { max: number };
  notAnImage: { name: string };
  tooLarge: { name: string };
  bytes: { size: string };
  kilobytes: { size: string };
  megabytes: { size: string };
}>({
  tooMany: { id: 'media.checks.tooMany', defaultMessage: 'You can upload at most {max} images at a time.' },
  notAnImage: { id: 'media.checks.notAnImage', defaultMessage: '{name} is not a JPEG, PNG or WebP image.' },
  tooLarge: { id: 'media.checks.tooLarge', defaultMessage: '{name} is larger than 5 MB.' },
  bytes: { id: 'media.size.bytes', defaultMessage: '{size} B' },
  kilobytes: { id: 'media.size.kilobytes', defaultMessage: '{size} KB' },
  megabytes: { id: 'media.size.megabytes', defaultMessage: '{size} MB' },
});

/** 'You can upload at most 10 images at a time.' */
export const tooManyImages = (intl: IntlShape): string =>
  intl.formatMessage(messages.tooMany, { max: MAX_IMAGES });

/** Why a chosen file cannot be sent, or null when it may be. */
export function imageProblem(
  file: { name: string; type: string; size: number },
  intl: IntlShape,
): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return intl.formatMessage(messages.notAnImage, { name: file.name });
  if (file.size > MAX_IMAGE_BYTES) return intl.formatMessage(messages.tooLarge, { name: file.name });
  return null;
}

/** 1536 → '1.5 KB' (in the language's digits and decimal sign). */
export function formatBytes(bytes: number, intl: IntlShape): string {
  const tenths = (value: number) =>
    intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });
  if (bytes < 1024)
    return intl.formatMessage(messages.bytes, { size: intl.formatNumber(bytes, { useGrouping: false }) });
  if (bytes < 1024 * 1024) return intl.formatMessage(messages.kilobytes, { size: tenths(bytes / 1024) });
  return intl.formatMessage(messages.megabytes, { size: tenths(bytes / (1024 * 1024)) });
}
