import { DESK_LIMIT_MS, DESK_REQUESTS } from './desk';
import { INSIGHTS_LIMIT_MS, INSIGHTS_REQUESTS } from './insights';
import { sizeLabel, type SizeResult } from './rows';
import type { Row } from '../setup';

const ms = (value: number) => `${value.toFixed(0)} ms`;

/**
 * One row per figure: its value at every size, then largest ÷ smallest (how far it grew with the
 * data), judged against `limit` at the largest size.
 */
function rowsOf(
  results: SizeResult[],
  read: (result: SizeResult) => Record<string, number>,
  describe: (key: string) => string,
  limit: number,
): Row[] {
  const smallest = results[0]!;
  const largest = results[results.length - 1]!;
  const sizes = results.map((r) => sizeLabel(r.appointments)).join(' / ');
  const ratioOf = `${sizeLabel(largest.appointments)} ÷ ${sizeLabel(smallest.appointments)}`;
  return Object.keys(read(largest)).map((key) => {
    const values = results.map((r) => read(r)[key]);
    const top = read(largest)[key];
    const base = read(smallest)[key];
    const ratio =
      results.length > 1 && top !== undefined && base ? `; ${ratioOf} ${(top / base).toFixed(2)}×` : '';
    return {
      name: `Scale: ${describe(key)} (${sizes})`,
      value: values.map((v) => (v === undefined ? '—' : ms(v))).join(' / ') + ratio,
      target: `≤ ${ms(limit)} at ${sizeLabel(largest.appointments)}`,
      pass: top !== undefined && top <= limit,
    };
  });
}

/** Every combination of the appointment lists, and every insights call, at each size. */
export function combinationRows(results: SizeResult[]): Row[] {
  return [
    ...rowsOf(
      results,
      (r) => r.deskCombinations,
      (key) => `${key}, last month, asc and desc, p95 of ${DESK_REQUESTS}`,
      DESK_LIMIT_MS,
    ),
    ...rowsOf(
      results,
      (r) => r.insights,
      (key) =>
        `insights ${key}, 2 years, p95 of ${INSIGHTS_REQUESTS} (no filter, a doctor, a service, a location)`,
      INSIGHTS_LIMIT_MS,
    ),
  ];
}

/** How long each data set's first start left work to the background (rollups counted, indexes built). */
export function maintenanceRows(results: SizeResult[]): Row[] {
  return results.map((r) => ({
    name: `Scale: background maintenance after the first start at ${sizeLabel(r.appointments)} (insights rollups counted, indexes built)`,
    value: `${(r.maintenanceMs / 1000).toFixed(1)} s until /readyz listed no work`,
    target: '—',
    pass: null,
  }));
}
