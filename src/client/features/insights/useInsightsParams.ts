import { useCallback, useMemo } from 'react';
import { useChainedSearchParams } from '../../lib/searchParams/useChainedSearchParams';
import { todayAtClinic } from '../../lib/clinicTime/clinicDatePicker';
import type { InsightsFilters } from './insightsApi';
import { RANKING_METRICS, type RankingMetric } from '../../../shared/insightsRange';
import {
  DEFAULT_PRESET,
  isPreset,
  isValidSpan,
  presetOf,
  presetRange,
  type DateSpan,
  type PresetKey,
  type RangeChoice,
} from './rangePresets';

/** What the busiest-hours grid counts. */
export type BusyMetric = 'due' | 'waitMinutes';

type FilterKey = 'doctorId' | 'service' | 'location';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type Changes = Record<string, string | undefined>;

/**
 * The insights page's range, filters and chart choices, kept in the URL as the lists keep theirs:
 * Back, reload and a shared link show the same view. A preset is kept by name (range=30d: the last
 * 30 days whenever the link is opened), dates picked by hand as from and to; no range is the last
 * 90 days. Values the server would refuse fall back to the defaults. Without the doctor filter (a
 * doctor sees their own visits) a doctorId in the URL is ignored.
 */
export function useInsightsParams(withDoctorFilter: boolean) {
  const [params, setParams] = useChainedSearchParams();
  const today = todayAtClinic();

  const view = useMemo(() => {
    const from = params.get('from');
    const to = params.get('to');
    const named = params.get('range');
    const preset = isPreset(named) ? named : DEFAULT_PRESET;
    const custom = isValidSpan(from, to);
    const span: DateSpan = custom ? { from: from as string, to: to as string } : presetRange(preset, today);
    const text = (key: FilterKey) => params.get(key)?.trim() || undefined;
    const filters: InsightsFilters = {
      ...span,
      doctorId: withDoctorFilter && UUID.test(text('doctorId') ?? '') ? text('doctorId') : undefined,
      service: text('service'),
      location: text('location'),
    };
    const rank = params.get('rank') ?? '';
    return {
      range: (custom ? 'custom' : preset) as RangeChoice,
      filters,
      busy: (params.get('busy') === 'wait' ? 'waitMinutes' : 'due') as BusyMetric,
      rank: ((RANKING_METRICS as readonly string[]).includes(rank) ? rank : 'booked') as RankingMetric,
    };
  }, [params, today, withDoctorFilter]);

  /** A change of what is shown is a history entry; a change of how a chart shows it is not. */
  const update = useCallback(
    (changes: Changes, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  const setPreset = (key: PresetKey) =>
    update({ range: key === DEFAULT_PRESET ? undefined : key, from: undefined, to: undefined });

  /** Dates kept as they are, whatever preset they match. */
  const setCustom = (span: DateSpan) => update({ range: undefined, ...span });

  return {
    ...view,
    setPreset,
    setCustom,
    /** Dates picked in the calendar; a preset's own dates are kept as that preset. */
    setDates: (span: DateSpan) => {
      const preset = presetOf(span, today);
      if (preset) setPreset(preset);
      else setCustom(span);
    },
    setFilter: (key: FilterKey, value: string | undefined) => update({ [key]: value }),
    setBusy: (metric: BusyMetric) => update({ busy: metric === 'waitMinutes' ? 'wait' : undefined }, true),
    setRank: (metric: RankingMetric) => update({ rank: metric === 'booked' ? undefined : metric }, true),
    clear: () =>
      update({
        range: undefined,
        from: undefined,
        to: undefined,
        doctorId: undefined,
        service: undefined,
        location: undefined,
      }),
  };
}

export type InsightsParams = ReturnType<typeof useInsightsParams>;
