/** Readable on white (contrast above 4.5:1): a count above zero is green, zero is red. */
export const TONE_COLOURS = {
  positive: '#157a41',
  zero: '#cf1322',
  unknown: '#595959',
} as const;

type Tone = keyof typeof TONE_COLOURS;

export function toneOf(value: number | null | undefined): Tone {
  if (typeof value !== 'number' || Number.isNaN(value)) return 'unknown';
  return value > 0 ? 'positive' : 'zero';
}
