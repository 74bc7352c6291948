import dayjs from 'dayjs';
import { defineMessages } from 'react-intl';
import { ISO_DATE } from '../../lib/clinicTime/clinicDatePicker';
import { INSIGHTS_DEFAULT_DAYS, INSIGHTS_MAX_RANGE_DAYS, dayNumber } from '../../../shared/insightsRange';

const labels = defineMessages({
  last7Days: { id: 'insights.range.last7Days', defaultMessage: 'Last 7 days' },
  last30Days: { id: 'insights.range.last30Days', defaultMessage: 'Last 30 days' },
  last90Days: { id: 'insights.range.last90Days', defaultMessage: 'Last 90 days' },
  last12Months: { id: 'insights.range.last12Months', defaultMessage: 'Last 12 months' },
});

/** The ranges offered by name, each ending today at the clinic; labels are messages. */
export const RANGE_PRESETS = [
  { key: '7d', label: labels.last7Days },
  { key: '30d', label: labels.last30Days },
  { key: '90d', label: labels.last90Days },
  { key: '12m', label: labels.last12Months },
] as const;
export type PresetKey = (typeof RANGE_PRESETS)[number]['key'];
/** A preset, or dates picked by hand. */
export type RangeChoice = PresetKey | 'custom';

export const DEFAULT_PRESET: PresetKey = '90d';
const PRESET_DAYS = { '7d': 7, '30d': 30, '90d': INSIGHTS_DEFAULT_DAYS } as const;

export interface DateSpan {
  from: string;
  to: string;
}

export const isPreset = (text: string | null): text is PresetKey =>
  RANGE_PRESETS.some((preset) => preset.key === text);

/** A preset's dates: the last so many days (or twelve months), today included. */
export function presetRange(key: PresetKey, today: string): DateSpan {
  const end = dayjs(today);
  const start =
    key === '12m' ? end.subtract(12, 'month').add(1, 'day') : end.subtract(PRESET_DAYS[key] - 1, 'day');
  return { from: start.format(ISO_DATE), to: today };
}

/** The preset whose dates these are, if any (picking 'Last 30 days' in the calendar is that preset). */
export function presetOf(span: DateSpan, today: string): PresetKey | undefined {
  return RANGE_PRESETS.find(({ key }) => {
    const preset = presetRange(key, today);
    return preset.from === span.from && preset.to === span.to;
  })?.key;
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** Real dates, in order, at most three years apart: what the server accepts. */
export function isValidSpan(from: string | null, to: string | null): boolean {
  if (!from || !to || !ISO.test(from) || !ISO.test(to)) return false;
  const days = dayNumber(to) - dayNumber(from);
  return Number.isFinite(days) && days >= 0 && days < INSIGHTS_MAX_RANGE_DAYS;
}
