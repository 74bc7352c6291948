import type { Db } from '../db/connect';
import type { DoctorRow, UserRow } from '../db/schema';
import type { BookSeriesInput, SeriesEvery } from '../../shared/schemas/series';
import type { BookedSeries } from '../../shared/answers/series';
import { HttpError } from '../plugins/errors';
import { withValues } from '../i18n';
import { formatDisplayDate } from '../../shared/clinicDays';
import { preparedTransaction, type PreparedStatement, type RunStatement } from '../db/prepared-transaction';
import {
  type ClaimedAppointment,
  claimDate as claimOne,
  approveAtOnce,
  type BookingBy,
  type VisitMessageSettings,
  courseBookedEffects,
} from '../appointments';
import { courseDoctor, nearestBookableDay, refusalOf } from './plan';
import { SERIES_TEXT } from './series-messages';

/** One date of the course was refused inside the transaction: everything rolls back. */
export class DateRefused extends Error {
  constructor(
    readonly date: string,
    readonly refusal: HttpError,
  ) {
    super(refusal.message);
  }
}

/** The course's row, and each visit's place in it, in the booking's transaction. */
export const nameTheCourse = (
  course: { patientId: string; doctorId: string; every: SeriesEvery | null; bookedBy: string | null },
  appointmentIds: string[],
): PreparedStatement<{ id: string }> => ({
  name: 'series_name_course',
  text: `
    WITH s AS (
      INSERT INTO series (user_id, doctor_id, size, every, booked_by)
      VALUES ($1::uuid, $2::uuid, cardinality($3::uuid[]), $4::text, $5::uuid)
      RETURNING id
    ), placed AS (
      UPDATE appointments AS a SET series_id = s.id, series_index = x.i
      FROM s, unnest($3::uuid[]) WITH ORDINALITY AS x(id, i)
      WHERE a.id = x.id
      RETURNING a.id
    )
    SELECT s.id, (SELECT count(*) FROM placed) AS placed FROM s`,
  values: [course.patientId, course.doctorId, appointmentIds, course.every, course.bookedBy],
});

/** Claims one date as a single booking does, under the same lock; a refusal of that date is a DateRefused. */
export async function claimDate(
  run: RunStatement,
  patient: UserRow,
  input: { doctorId: string; time: string; today: string; date: string },
  by?: BookingBy,
): Promise<ClaimedAppointment> {
  try {
    return (await claimOne(run, patient, input, by)).made;
  } catch (error) {
    throw error instanceof HttpError && refusalOf(error) ? new DateRefused(input.date, error) : error;
  }
}

/** The refusal as the caller reads it: the date that could not be taken, and the nearest day that can. */
async function refusedWithAlternative(
  db: Db,
  course: { doctor: DoctorRow; patient: UserRow; time: string; today: string; dates: string[] },
  refused: DateRefused,
): Promise<HttpError> {
  const { doctor, patient, time, today } = course;
  const alternative = await nearestBookableDay(
    db,
    { doctor, patientId: patient.id, time, today },
    refused.date,
    course.dates,
  );
  const { refusal, date } = refused;
  const full = refusalOf(refusal) === 'full';
  const text =
    full && alternative
      ? withValues(SERIES_TEXT.dateTaken, {
          date: formatDisplayDate(date),
          alternative: formatDisplayDate(alternative),
        })
      : refusal.text;
  return new HttpError(full ? 409 : refusal.statusCode, text, {
    ...refusal.extra,
    data: { full, date, alternative },
  });
}

/**
 * book-series: exactly the confirmed dates, in one transaction, all or nothing. Each date is claimed
 * as a single booking claims it (the doctor's-date lock, in date order so two courses never wait on
 * each other crosswise); a date refused (it lost its last place meanwhile) rolls everything back
 * and answers that date with its nearest alternative. One mail for the course, with one calendar
 * file when the desk booked it (approved at once, each visit owing its reminder).
 */
export async function bookSeries(
  db: Db,
  booking: { patient: UserRow; input: BookSeriesInput; today: string; by?: BookingBy },
  messages: VisitMessageSettings,
): Promise<BookedSeries> {
  const { patient, input, today, by } = booking;
  const doctor = await courseDoctor(db, input.doctorId);
  const time = input.time ?? doctor.appointment_start;
  try {
    return await preparedTransaction(db, async (run) => {
      const made: ClaimedAppointment[] = [];
      for (const date of input.dates) {
        made.push(await claimDate(run, patient, { doctorId: doctor.id, time, today, date }, by));
      }
      const ids = made.map((m) => m.id);
      const bookedBy = by && by.booker.id !== patient.id ? by.booker.id : null;
      const [course] = await run(
        nameTheCourse({ patientId: patient.id, doctorId: doctor.id, every: null, bookedBy }, ids),
      );
      if (by?.approve) {
        for (const m of made) await approveAtOnce(run, { booker: by.booker, approve: by.approve }, m);
      }
      await courseBookedEffects(run, messages, { appointmentIds: ids, atDesk: Boolean(by?.approve) });
      return { seriesId: course.id, appointments: made.map((m) => ({ _id: m.id, date: m.date })) };
    });
  } catch (error) {
    if (!(error instanceof DateRefused)) throw error;
    throw await refusedWithAlternative(db, { doctor, patient, time, today, dates: input.dates }, error);
  }
}
