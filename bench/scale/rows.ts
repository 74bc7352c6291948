import type { LoadTimes } from './data';
import type { DeskFigures } from './browser';
import type { ServerFigures } from './server';
import type { ClinicDayFigures } from './clinic-day';
import { kb, type Row } from '../setup';

/** What one data set measured; `desk` holds the error when Chromium could not measure it. */
export interface SizeResult {
  appointments: number;
  doctors: number;
  patients: number;
  load: LoadTimes;
  searchShare: number;
  server: ServerFigures;
  /** The clinic day's figures. */
  clinicDay: ClinicDayFigures;
  /** Milliseconds from the server's first answer until /readyz had no background work left. */
  maintenanceMs: number;
  /** p95 of every combination of the appointment lists (scale-desk.ts), and of each insights call. */
  deskCombinations: Record<string, number>;
  insights: Record<string, number>;
  desk: DeskFigures | Error;
  peakRss: number;
}

export const sizeLabel = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

interface Figure {
  name: string;
  read: (result: SizeResult) => number | undefined;
  show: (value: number) => string;
  /** The limit at the largest size, when the issue sets one. */
  limit?: number;
  /** Shown for each size only, with no largest ÷ smallest row (a worst case of a few samples). */
  noRatio?: boolean;
}

const desk = (read: (figures: DeskFigures) => number) => (result: SizeResult) =>
  result.desk instanceof Error ? undefined : read(result.desk);

const FIGURES: Figure[] = [
  { name: 'first page, p95 of 50', read: (r) => r.server.firstPage, show: ms, limit: 200 },
  { name: 'search for a name part, p95 of 50', read: (r) => r.server.search, show: ms, limit: 300 },
  {
    name: 'pending sorted by patient, p95 of 50',
    read: (r) => r.server.filterSort,
    show: ms,
  },
  { name: 'admin dashboard-stats, p95 of 50', read: (r) => r.server.dashboard, show: ms },
  { name: 'first page bytes, raw JSON', read: (r) => r.server.bytesRaw, show: kb },
  { name: 'first page bytes, Brotli as sent', read: (r) => r.server.bytesBrotli, show: kb },
  { name: 'Chromium: navigation → first row', read: desk((d) => d.pageReady), show: ms, limit: 1500 },
  {
    name: 'Chromium: last keystroke → searched rows (median)',
    read: desk((d) => d.keystroke.median),
    show: ms,
    limit: 400,
  },
  {
    name: 'Chromium: approve OK → row Approved (median of 3)',
    read: desk((d) => d.approve.median),
    show: ms,
    limit: 300,
  },
  {
    name: 'Chromium: keystroke → rows, worst term',
    read: desk((d) => d.keystroke.worst),
    show: ms,
    noRatio: true,
  },
  {
    name: 'Chromium: keystroke → search request sent (median)',
    read: desk((d) => d.search.sent),
    show: ms,
    noRatio: true,
  },
  {
    name: 'Chromium: keystroke → search answer received (median)',
    read: desk((d) => d.search.answered),
    show: ms,
    noRatio: true,
  },
  {
    name: 'Chromium: approve → row, worst of 3',
    read: desk((d) => d.approve.worst),
    show: ms,
    noRatio: true,
  },
  { name: 'server peak RSS (VmHWM)', read: (r) => r.peakRss, show: mb },
];

/** How each data set was made: the steps' times and how selective the search terms are. */
export function generationRows(results: SizeResult[]): Row[] {
  return results.map((r) => ({
    name: `Scale data set ${sizeLabel(r.appointments)} on PostgreSQL (${r.doctors} doctors, ${r.patients} patients)`,
    value:
      `generated in ${seconds(r.load.total)}: people ${seconds(r.load.people)}, appointments ` +
      `${seconds(r.load.appointments)}, reviews ${seconds(r.load.reviews)}, indexes ${seconds(r.load.indexes)}, ` +
      `ANALYZE ${seconds(r.load.analyze)}; a search term matches ${(r.searchShare * 100).toFixed(2)} % of patients`,
    target: '—',
    pass: null,
  }));
}

/**
 * One row per figure with its value at every size (judged at the largest where the issue sets a
 * limit), then one row per figure for largest ÷ smallest (≤ 2×: cost flat as the data grows).
 */
export function figureRows(results: SizeResult[]): Row[] {
  const smallest = results[0];
  const largest = results[results.length - 1];
  const sizes = results.map((r) => sizeLabel(r.appointments)).join(' / ');
  const rows: Row[] = [];
  const ratios: Row[] = [];
  for (const figure of FIGURES) {
    const values = results.map(figure.read);
    const atLargest = figure.read(largest);
    rows.push({
      name: `Scale: ${figure.name} (${sizes})`,
      value: values.map((v) => (v === undefined ? 'not measured' : figure.show(v))).join(' / '),
      target:
        figure.limit === undefined
          ? '—'
          : `≤ ${figure.show(figure.limit)} at ${sizeLabel(largest.appointments)}`,
      pass: figure.limit === undefined ? null : atLargest !== undefined && atLargest <= figure.limit,
    });
    if (figure.noRatio) continue;
    const base = figure.read(smallest);
    const ratio = atLargest !== undefined && base ? atLargest / base : undefined;
    ratios.push({
      name: `Scale: ${figure.name}, ${sizeLabel(largest.appointments)} ÷ ${sizeLabel(smallest.appointments)}`,
      value: ratio === undefined ? 'not measured' : `${ratio.toFixed(2)}×`,
      target: '≤ 2×',
      pass: ratio !== undefined && ratio <= 2,
    });
  }
  const failures = results
    .filter((r) => r.desk instanceof Error)
    .map((r) => ({
      name: `Scale: Chromium on the ${sizeLabel(r.appointments)} desk`,
      value: `failed: ${(r.desk as Error).message.split('\n')[0]}`,
      target: '—',
      pass: false,
    }));
  return [...rows, ...ratios, ...failures];
}
