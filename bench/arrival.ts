import { expectedCallAt, firstFreeWindow, minutesOfDay, timeOfDay } from '../src/shared/arrivalWindow';
import type { Row } from './setup';

/*
 * The arrival estimator replayed over clinic days as they happen: each doctor's visits are told
 * windows by the rule an approval follows (at the doctor's measured pace: the median of their last
 * 30 clinic days), patients come with the spread real outpatient clinics show (most inside their
 * window, some at dawn for a low number, some late, a few not at all), the doctor sometimes starts
 * late, consultations vary around the doctor's own pace (log-normal), and the queue calls in arrival
 * order. The error is the distance between a predicted and the actual call time, in minutes.
 */

const DOCTORS = Number(process.env.BENCH_ARRIVAL_DOCTORS ?? 60);
const DAYS = Number(process.env.BENCH_ARRIVAL_DAYS ?? 30);
const WINDOW_MINUTES = 20;
const GOAL = { median: 10, p90: 25 };

/** A seeded generator (mulberry32): the same days every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
type Rng = () => number;

/** A consultation's length: log-normal around the doctor's own median (σ 0.45), 2 to 90 minutes. */
function consultation(rng: Rng, median: number): number {
  const normal = Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
  return Math.min(90, Math.max(2, median * Math.exp(0.45 * normal)));
}

const medianOf = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const quantile = (values: readonly number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

/** When a patient told the window ending at `by` comes, or null for one who does not come. */
function arrival(rng: Rng, by: number): number | null {
  const kind = rng();
  if (kind < 0.05) return null;
  if (kind < 0.25) return by - WINDOW_MINUTES - 20 - rng() * 90; // early, for a low number
  if (kind < 0.4) return by + rng() * 30; // late
  return by - WINDOW_MINUTES + rng() * WINDOW_MINUTES;
}

interface Errors {
  window: number[];
  live: number[];
}

/** One doctor's clinic day: told, come, called; the two predictions' errors added to `errors`. */
function replayDay(rng: Rng, doctor: { median: number; pace: number }, errors: Errors) {
  const day = { start: '09:00', end: '13:00', paceMinutes: doctor.pace, widthMinutes: WINDOW_MINUTES };
  const booked = Math.min(24, Math.round(240 / doctor.median));
  const told: string[] = [];
  for (let i = 0; i < booked; i += 1) told.push(firstFreeWindow(day, told).arriveBy);
  const patients = told
    .map((by) => ({ by: minutesOfDay(by), at: arrival(rng, minutesOfDay(by)) }))
    .filter((p): p is { by: number; at: number } => p.at !== null)
    .sort((a, b) => a.at - b.at);
  // the doctor starts on time on most days, up to 40 minutes late on a third of them
  let free = minutesOfDay(day.start) + (rng() < 0.33 ? rng() * 40 : 0);
  const calls: number[] = [];
  const lengths: number[] = [];
  for (const patient of patients) {
    // the live estimate as the patient's place read when they arrived: those before them still
    // waiting or in the room, at today's mean so far (else the measured pace)
    const waiting = calls.filter((call) => call > patient.at).length;
    const inRoom = calls.some((call, j) => call <= patient.at && patient.at < call + lengths[j]) ? 1 : 0;
    const ahead = waiting + inRoom;
    const pace = lengths.length ? lengths.reduce((a, b) => a + b, 0) / lengths.length : doctor.pace;
    const live = expectedCallAt({ now: timeOfDay(patient.at), opensAt: day.start, ahead, paceMinutes: pace });
    const call = Math.max(free, patient.at);
    const length = consultation(rng, doctor.median);
    calls.push(call);
    lengths.push(length);
    free = call + length;
    errors.window.push(Math.abs(patient.by - call));
    errors.live.push(Math.abs(minutesOfDay(live) - call));
  }
}

const figure = (values: readonly number[]) =>
  ({ median: medianOf(values), p90: quantile(values, 0.9) }) as const;

/** `npm run bench -- arrival`: median and 90th-percentile error of the window and of the live estimate. */
export function arrivalRows(): Row[] {
  const rng = random(41);
  const errors: Errors = { window: [], live: [] };
  for (let d = 0; d < DOCTORS; d += 1) {
    const median = 8 + rng() * 12;
    // the pace the approvals read: the median of the last 30 clinic days' consultations
    const history = Array.from({ length: 30 * 12 }, () => consultation(rng, median));
    const doctor = { median, pace: medianOf(history) };
    for (let day = 0; day < DAYS; day += 1) replayDay(rng, doctor, errors);
  }
  const rows: Row[] = [];
  for (const [name, values] of [
    ['the window told at approval (its end vs the call)', errors.window],
    ['the live estimate on arrival (expectedCallAt vs the call)', errors.live],
  ] as const) {
    const { median, p90 } = figure(values);
    rows.push({
      name: `Arrival: ${name}, ${values.length} visits`,
      value: `median ${median.toFixed(1)} min, p90 ${p90.toFixed(1)} min`,
      target: `median ≤ ${GOAL.median}, p90 ≤ ${GOAL.p90}`,
      pass: median <= GOAL.median && p90 <= GOAL.p90,
    });
  }
  return rows;
}
