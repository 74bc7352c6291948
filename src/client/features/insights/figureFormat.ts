import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { getIntl } from '../../i18n/intl';

/** How a figure reads: a count, a rate (a fraction shown as a percentage), days or minutes. */
export type FigureKind = 'count' | 'rate' | 'days' | 'minutes';

/** What a figure with nothing measured shows. */
export const NOTHING = '—';

// plain descriptors: react-intl's types take defineMessages' messages for ones without values
const messages: Record<'days' | 'minutes' | 'points', MessageDescriptor> = defineMessages({
  days: {
    id: 'insights.figure.days',
    defaultMessage: '{count, plural, one {{amount} day} other {{amount} days}}',
  },
  minutes: { id: 'insights.figure.minutes', defaultMessage: '{amount} min' },
  points: {
    id: 'insights.figure.points',
    defaultMessage: '{count, plural, one {{change} point} other {{change} points}}',
  },
});

const oneDecimal = { maximumFractionDigits: 1 } as const;

const missing = (value: number | null | undefined): value is null | undefined =>
  value === null || value === undefined || !Number.isFinite(value);

/** A figure rounded as it is shown: to one decimal. */
const tenths = (value: number) => Math.round(value * 10) / 10;

/**
 * '1,204', '12.5%', '3.2 days', '18 min'; '—' when nothing was measured. In the language on screen:
 * callers in React pass their `useIntl()`; the figures table of a test is read in English.
 */
export function formatFigure(
  value: number | null | undefined,
  kind: FigureKind,
  intl: IntlShape = getIntl(),
): string {
  if (missing(value)) return NOTHING;
  switch (kind) {
    case 'count':
      return intl.formatNumber(value, { maximumFractionDigits: 0 });
    case 'rate':
      return intl.formatNumber(value, { style: 'percent', ...oneDecimal });
    case 'days':
      return intl.formatMessage(messages.days, {
        count: tenths(value),
        amount: intl.formatNumber(value, oneDecimal),
      });
    case 'minutes':
      return intl.formatMessage(messages.minutes, { amount: intl.formatNumber(value, oneDecimal) });
  }
}

export interface Change {
  direction: 'up' | 'down' | 'flat';
  /** '+12%', '-3.5%', '+2.1 points', '0%' */
  text: string;
}

const directionOf = (rounded: number): Change['direction'] => {
  if (rounded === 0) return 'flat';
  return rounded > 0 ? 'up' : 'down';
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
  intl: IntlShape,
): Change | null {
  if (missing(current) || missing(previous)) return null;
  if (kind === 'rate') {
    const rounded = tenths((current - previous) * 100);
    const change = intl.formatNumber(rounded, { signDisplay: 'exceptZero', ...oneDecimal });
    return {
      direction: directionOf(rounded),
      text: intl.formatMessage(messages.points, { count: Math.abs(rounded), change }),
    };
  }
  if (previous === 0 && current !== 0) return null;
  const rounded = previous === 0 ? 0 : tenths(((current - previous) / previous) * 100);
  return {
    direction: directionOf(rounded),
    text: intl.formatNumber(rounded / 100, { style: 'percent', signDisplay: 'exceptZero', ...oneDecimal }),
  };
}
