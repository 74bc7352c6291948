import type { DayRow } from '../todayTypes';

/** The waiting line as call-next takes it: priority first, then arrival order. */
export function waitingLine(rows: readonly DayRow[]): DayRow[] {
  return rows
    .filter((row) => row.visitState === 'arrived')
    .sort(
      (a, b) =>
        Number(Boolean(b.priority)) - Number(Boolean(a.priority)) ||
        (a.arrivedAt ?? '').localeCompare(b.arrivedAt ?? ''),
    );
}
