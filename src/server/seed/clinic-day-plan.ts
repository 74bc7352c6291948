import type { VisitState } from '../../shared/vocabulary';

/**
 * The demo's clinic day: what today looks like at the front desk whenever the demo starts.
 * Two doctors hold clinic every day round the clock (seed/doctors.ts), so their day is valid on any
 * weekday and at any hour; each has a visit in every state, and a few are still to come.
 */
export const YUSUF = 'doctor3@clinicbook.local'; // five places a day
export const ETIM = 'doctor6@clinicbook.local'; // thirty places a day
/** The account holder whose family member (a parent) sees the cardiologist today. */
export const HOLDER = 'patient10@clinicbook.local';
export const DEPENDANT = {
  name: 'Hauwa Sani',
  dateOfBirth: '1956-03-14',
  relationship: 'Parent',
  phone: '+2348020000031',
} as const;

const patient = (n: number) => `patient${n}@clinicbook.local`;

export interface PlannedVisit {
  doctor: string;
  /** the patient's e-mail; null for the dependant */
  patient: string | null;
  state: VisitState;
  /** minutes from the moment the demo starts (negative: earlier today) of the visit's time … */
  at: number;
  /** … and of its check-in, call and finish */
  arrived?: number;
  called?: number;
  finished?: number;
}

/**
 * Patients 1–2 are left out: the end-to-end tests watch their place in doctor1's queue. Arrival order
 * is call order, as call-next takes it; the first still waiting at Dr. Etim's has waited past the
 * desk's 45-minute alert. Dr. Yusuf's five places are all taken (the no-show frees none).
 */
export const DAY_PLAN: readonly PlannedVisit[] = [
  { doctor: ETIM, patient: patient(8), state: 'seen', at: -170, arrived: -180, called: -170, finished: -150 },
  { doctor: ETIM, patient: patient(9), state: 'seen', at: -140, arrived: -150, called: -145, finished: -125 },
  { doctor: ETIM, patient: patient(3), state: 'no-show', at: -110 },
  { doctor: ETIM, patient: patient(4), state: 'in-consultation', at: -60, arrived: -70, called: -12 },
  { doctor: ETIM, patient: patient(5), state: 'arrived', at: -45, arrived: -55 },
  { doctor: ETIM, patient: patient(6), state: 'arrived', at: -20, arrived: -25 },
  { doctor: ETIM, patient: HOLDER, state: 'expected', at: 45 },
  { doctor: ETIM, patient: patient(7), state: 'expected', at: 120 },
  {
    doctor: YUSUF,
    patient: patient(8),
    state: 'seen',
    at: -140,
    arrived: -145,
    called: -135,
    finished: -110,
  },
  { doctor: YUSUF, patient: patient(7), state: 'no-show', at: -100 },
  { doctor: YUSUF, patient: patient(3), state: 'in-consultation', at: -40, arrived: -45, called: -6 },
  { doctor: YUSUF, patient: null, state: 'arrived', at: -15, arrived: -20 },
  { doctor: YUSUF, patient: HOLDER, state: 'arrived', at: -10, arrived: -18 },
  { doctor: YUSUF, patient: patient(5), state: 'expected', at: 75 },
];

/** The on-duty doctors' hours (seed/doctors.ts): every visit time lies in [00:01, 23:58]. */
export const ON_DUTY_HOURS: [string, string] = ['00:01', '23:59'];
/** Where the demo's other visits of a doctor begin: the round-the-clock ones' are booked by day. */
export const usualFirstTime = (start: string) => (start === ON_DUTY_HOURS[0] ? '09:00' : start);
const FIRST = 1;
const LAST = 23 * 60 + 58;
/** The plan reaches this far either side of the start; near midnight it is squeezed into the day. */
const SPAN = 180;

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The plan's offsets at a start `nowMinutes` after the clinic's midnight: unchanged in the middle of
 * the day; started at 00:40 the morning's three hours shrink into forty minutes, at 23:00 the
 * evening's into the last hour, so every visit stays today, the past ones before the start and the
 * ones to come after it (bar the last minute of the day).
 */
export function dayClock(nowMinutes: number) {
  const before = Math.min(1, Math.max(0, nowMinutes - FIRST) / SPAN);
  const after = Math.min(1, Math.max(0, LAST - nowMinutes) / SPAN);
  const shift = (offset: number) => offset * (offset < 0 ? before : after);
  return {
    /** minutes from the start of an event planned `offset` minutes from it */
    shift,
    /** the visit time (HH:mm, on five minutes) of a visit planned `offset` minutes from the start */
    time(offset: number): string {
      const exact = nowMinutes + shift(offset);
      const rounded = offset < 0 ? Math.floor(exact / 5) * 5 : Math.ceil(exact / 5) * 5;
      return hhmm(Math.min(LAST, Math.max(FIRST, rounded)));
    },
  };
}
