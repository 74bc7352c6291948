/** How a figure reads: a count, a rate (a fraction shown as a percentage), days or minutes. */
export type FigureKind = 'count' | 'rate' | 'days' | 'minutes';

/** What a figure with nothing measured shows. */
export const NOTHING = '—';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

const missing = (value: number | null | undefined): value is null | undefined =>
  value === null || value === undefined || !Number.isFinite(value);

/** '1,204', '12.5%', '3.2 days', '18 min'; '—' when nothing was measured. */
export function formatFigure(value: number | null | undefined, kind: FigureKind): string {
  if (missing(value)) return NOTHING;
  switch (kind) {
    case 'count':
      return whole.format(value);
    case 'rate':
      return `${oneDecimal.format(value * 100)}%`;
    case 'days':
      return `${oneDecimal.format(value)} ${value === 1 ? 'day' : 'days'}`;
    case 'minutes':
      return `${oneDecimal.format(value)} min`;
  }
}

export interface Change {
  direction: 'up' | 'down' | 'flat';
  /** '+12%', '-3.5%', '+2.1 points', '0%' */
  text: string;
}

const signed = (amount: number, unit: string): Change => {
  const rounded = Math.round(amount * 10) / 10;
  if (rounded === 0) return { direction: 'flat', text: `0${unit}` };
  const sign = rounded > 0 ? '+' : '-';
  return {
    direction: rounded > 0 ? 'up' : 'down',
    text: `${sign}${oneDecimal.format(Math.abs(rounded))}${unit}`,
  };
};

/**
 * The change against the previous period: rates in percentage points, everything else in per cent
 * of the previous figure. None (shown as '—') when either figure is missing, or when the previous
 * one is zero and a percentage of it means nothing.
 */
export function changeOf(
  current: number | null | undefined,
  previous: number | null | undefined,
  kind: FigureKind,
): Change | null {
  if (missing(current) || missing(previous)) return null;
  if (kind === 'rate') return signed((current - previous) * 100, ' points');
  if (previous === 0) return current === 0 ? signed(0, '%') : null;
  return signed(((current - previous) / previous) * 100, '%');
}
