import type { Page } from 'playwright-core';
import { apiCall, apiToken, demoDoctor, windowShot } from '../../helpers/e2e';
import { clinicToday, DEFAULT_CLINIC_TIMEZONE } from '../../../src/shared/clinicTime';
import { env } from './environment';

/** Patients of the clinic-day walkthroughs: new people, so no other cases file's visits get in the way. */
export async function newPatients(names: readonly string[]) {
  const { db } = env.server;
  const rows = [];
  for (const [i, name] of names.entries()) {
    const digits = String(Date.now() + i).slice(-7);
    rows.push(
      await db
        .insertInto('users')
        .values({ name, phone: `+23480${digits.padStart(8, '5')}`, password_hash: null, is_verified: true })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow(),
    );
  }
  return rows;
}

/**
 * Visits due today with a demo doctor, approved, one for each new patient named; put straight in
 * the database as a day's bookings would be, whatever weekday the test runs on.
 */
export async function visitsToday(doctorEmail: string, names: readonly string[]) {
  const { db } = env.server;
  const today = clinicToday(DEFAULT_CLINIC_TIMEZONE);
  const doctor = await demoDoctor(db, doctorEmail);
  const patients = await newPatients(names);
  const visits = [];
  for (const [i, patient] of patients.entries()) {
    const row = await db
      .insertInto('appointments')
      .values({
        user_id: patient.id,
        doctor_id: doctor.id,
        date: today,
        time: `0${1 + i}:00`,
        status: 'approved',
        schedule_date: today,
        approved_by_name: 'Demo Staff',
        approved_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    visits.push({ id: row.id, name: patient.name });
  }
  return { doctor, doctorName: `Dr. ${doctor.first_name} ${doctor.last_name}`, visits };
}

/** Checks visits in at the desk through the API; their queue numbers, in order. */
export async function checkInAtDesk(appointmentIds: readonly string[]): Promise<string[]> {
  const token = await apiToken(env.server.baseUrl, 'staff@clinicbook.local');
  const numbers = [];
  for (const appointmentId of appointmentIds) {
    const { status, reply } = await apiCall<{ queueNumber: string }>(env.server.baseUrl, '/desk/check-in', {
      body: { appointmentId },
      token,
    });
    if (status !== 200) throw new Error(`check-in refused: ${reply.message}`);
    numbers.push(reply.data!.queueNumber);
  }
  return numbers;
}

/** A screenshot for a person to look at, at the desk's width and at 768 px. */
export async function shotsOf(page: Page, name: string) {
  const size = page.viewportSize();
  for (const width of [1366, 768]) {
    await page.setViewportSize({ width, height: 768 });
    await windowShot(page, `clinicday-${name}-${width}`);
  }
  if (size) await page.setViewportSize(size);
}
