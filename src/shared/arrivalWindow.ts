/**
 * When a patient is told to come: an arrival window that ends when the visit's turn is expected, so
 * a patient who comes inside it is in the queue before their turn (the queue calls in arrival order).
 * Times are 'HH:mm' on the clinic's clock.
 */

/** Minutes since midnight of an 'HH:mm'. */
export const minutesOfDay = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** 'HH:mm' of minutes since midnight, kept inside the day. */
export const timeOfDay = (minutes: number): string => {
  const inDay = Math.min(Math.max(Math.round(minutes), 0), 24 * 60 - 1);
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
};

/** Windows start on a five-minute mark: "between 10:20 and 10:40", never "10:23". */
const MARK_MINUTES = 5;

export interface ArrivalWindow {
  arriveFrom: string;
  arriveBy: string;
}

interface DayOfDoctor {
  /** the doctor's hours, 'HH:mm' */
  start: string;
  end: string;
  /** minutes a consultation takes */
  paceMinutes: number;
  /** the windows' width in minutes */
  widthMinutes: number;
}

/**
 * The window of the first free place in the doctor's day: place p's turn comes p consultations after
 * the doctor's first hour, on a five-minute mark; a place is taken when a window already told ends
 * within half a consultation of it. Past the doctor's last hour every visit is told the last place
 * that still ends before closing. A window never begins before midnight. `takenBy`: the ends ('HH:mm') of the windows already told that day.
 */
export function firstFreeWindow(day: DayOfDoctor, takenBy: readonly string[]): ArrivalWindow {
  const open = minutesOfDay(day.start);
  const close = minutesOfDay(day.end);
  const pace = Math.max(1, day.paceMinutes);
  const taken = takenBy.map(minutesOfDay);
  const turnOf = (place: number) => open + Math.floor((place * pace) / MARK_MINUTES) * MARK_MINUTES;
  let place = 0;
  while (turnOf(place) < close && taken.some((end) => Math.abs(end - turnOf(place)) < pace / 2)) place += 1;
  const lastTurn = Math.max(open, close - pace);
  const turn = Math.min(turnOf(place), Math.floor(lastTurn / MARK_MINUTES) * MARK_MINUTES);
  // a day that opens at midnight: the window starts at it rather than the evening before
  const from = Math.max(0, Math.max(turn, open) - day.widthMinutes);
  return { arriveFrom: timeOfDay(from), arriveBy: timeOfDay(from + day.widthMinutes) };
}

/**
 * When a patient's turn is expected, 'HH:mm': `ahead` consultations at the doctor's pace from now (or
 * from the doctor's first hour, before it), and for a patient not yet arrived never before the end of
 * the window they were told: they are asked to come by then, and the queue calls in arrival order.
 */
export function expectedCallAt(estimate: {
  now: string;
  opensAt: string;
  ahead: number;
  paceMinutes: number;
  arriveBy?: string | null;
}): string {
  const from = Math.max(minutesOfDay(estimate.now), minutesOfDay(estimate.opensAt));
  const byQueue = from + estimate.ahead * Math.max(1, estimate.paceMinutes);
  const byWindow = estimate.arriveBy ? minutesOfDay(estimate.arriveBy) : 0;
  return timeOfDay(Math.max(byQueue, byWindow));
}
