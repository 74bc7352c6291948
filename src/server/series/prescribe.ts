import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { courseDates } from '../../shared/schemas/series';
import { type Prescription, type VisitMessageSettings, coursePrescribedEffects } from '../appointments';
import type { RunStatement } from '../db/prepared-transaction';
import { claimDate, DateRefused, nameTheCourse } from './book';
import { nearestBookableDay } from './plan';

/**
 * A course of follow-ups the doctor prescribes on completing a visit, in the completion's
 * transaction: pending requests in the patient's name, each date claimed as a single booking is; a
 * date that cannot take it gets its nearest day that can, or is left out when there is none within
 * reach. Mailed once, with every date. The ids of the visits requested, in course order.
 */
export async function prescribeCourse(
  tx: Kysely<Database>,
  run: RunStatement,
  p: Prescription,
  mail: VisitMessageSettings,
): Promise<string[]> {
  const patient = await tx
    .selectFrom('users')
    .selectAll()
    .where('id', '=', p.patientId)
    .executeTakeFirstOrThrow();
  const dates = courseDates(p.firstDate, p.course.every, p.course.count);
  const claim = { doctorId: p.doctor.id, time: p.time, today: p.today };
  const req = { doctor: p.doctor, patientId: patient.id, time: p.time, today: p.today };
  const ids: string[] = [];
  const taken: string[] = [...dates];
  for (const date of dates) {
    try {
      ids.push((await claimDate(run, patient, { ...claim, date })).id);
    } catch (error) {
      if (!(error instanceof DateRefused)) throw error;
      const alternative = await nearestBookableDay(tx, req, date, taken);
      if (!alternative) continue;
      taken.push(alternative);
      const made = await claimDate(run, patient, { ...claim, date: alternative }).catch(
        (refused: unknown) => {
          if (refused instanceof DateRefused) return null;
          throw refused;
        },
      );
      if (made) ids.push(made.id);
    }
  }
  if (ids.length === 0) return ids;
  const course = {
    patientId: patient.id,
    doctorId: p.doctor.id,
    every: p.course.every,
    bookedBy: p.prescribedBy,
  };
  await run(nameTheCourse(course, ids));
  await coursePrescribedEffects(run, mail, ids);
  return ids;
}
