import type { ClinicDayFigures } from './clinic-day';
import { sizeLabel, type SizeResult } from './rows';
import type { Row } from '../setup';

const ms = (value: number) => `${value.toFixed(0)} ms`;

interface DayFigure {
  name: string;
  read: (figures: ClinicDayFigures) => number | undefined;
  limit: number;
  /** Whether a largest ÷ smallest row follows (the cost should stay flat as the data grows). */
  ratio: boolean;
}

function dayFigures(sample: ClinicDayFigures): DayFigure[] {
  return [
    {
      name: 'day sheet (GET /api/desk/day), one doctor, p95 of 50',
      read: (f) => f.daySheetOne,
      limit: 50,
      ratio: true,
    },
    { name: 'day sheet, all doctors, p95 of 50', read: (f) => f.daySheetAll, limit: 50, ratio: true },
    {
      name: "day sheet, all doctors, a patient's name part, p95 of 50",
      read: (f) => f.daySheetSearch,
      limit: 50,
      ratio: true,
    },
    {
      name: 'day sheet, all doctors, each visit state in turn, p95 of 50',
      read: (f) => f.daySheetState,
      limit: 50,
      ratio: true,
    },
    {
      name: 'day sheet, one doctor, a visit state (and every other call a name part), p95 of 50',
      read: (f) => f.daySheetOneFiltered,
      limit: 50,
      ratio: true,
    },
    { name: 'my-queue, p95 of 50 patients', read: (f) => f.myQueue, limit: 30, ratio: true },
    ...Object.keys(sample.desk).map((key) => ({
      name: `appointments desk, ${key}, p95 of 50`,
      read: (f: ClinicDayFigures) => f.desk[key],
      limit: 200,
      ratio: false,
    })),
  ];
}

/** The clinic day's rows: each figure at every size, judged at the largest. */
export function clinicDayRows(results: SizeResult[]): Row[] {
  const smallest = results[0];
  const largest = results[results.length - 1];
  const sizes = results.map((r) => sizeLabel(r.appointments)).join(' / ');
  const at = `at ${sizeLabel(largest.appointments)}`;
  const rows: Row[] = [];
  for (const figure of dayFigures(largest.clinicDay)) {
    const top = figure.read(largest.clinicDay);
    rows.push({
      name: `Scale: ${figure.name} (${sizes})`,
      value: results
        .map((r) => figure.read(r.clinicDay))
        .map((v) => (v === undefined ? '—' : ms(v)))
        .join(' / '),
      target: `≤ ${ms(figure.limit)} ${at}`,
      pass: top !== undefined && top <= figure.limit,
    });
    const base = figure.read(smallest.clinicDay);
    if (figure.ratio && results.length > 1 && top !== undefined && base) {
      rows.push({
        name: `Scale: ${figure.name}, ${sizeLabel(largest.appointments)} ÷ ${sizeLabel(smallest.appointments)}`,
        value: `${(top / base).toFixed(2)}×`,
        target: '≤ 2×',
        pass: top / base <= 2,
      });
    }
  }
  rows.push(
    ...results.map((r) => {
      const pass = r.clinicDay.noShow;
      return {
        name: `Scale: automatic no-show pass at ${sizeLabel(r.appointments)} (markMissedVisits, a day's due visits)`,
        value: pass ? `${pass.marked} visits marked in ${(pass.ms / 1000).toFixed(2)} s` : 'not measured',
        target: r === largest ? `≤ 5 s ${at}` : '—',
        pass: r === largest ? pass !== undefined && pass.ms <= 5000 : null,
      };
    }),
  );
  return rows;
}
