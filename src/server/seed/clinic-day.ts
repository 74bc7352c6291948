import { createHash } from 'node:crypto';
import type { Db } from '../db/connect';
import type { UserRow } from '../db/schema';
import { type AppointmentDeps, completeAppointment } from '../appointments';
import { addDependant } from '../patients';
import { callNext, checkIn, markNoShow } from '../today';
import { dependantSchema } from '../../shared/schemas/patients';
import { clinicInstant } from '../../shared/clinicTime';
import { DAY_PLAN, DEPENDANT, HOLDER, ETIM, YUSUF, dayClock, type PlannedVisit } from './clinic-day-plan';

/**
 * The demo board's key. Fixed, as the demo password is, so that it is printed at every start and
 * listed in the README; like any display's, only its hash is stored and an admin can revoke it.
 */
export const DEMO_BOARD_KEY = 'demo-waiting-room';
const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/** The demo board's address (from the site's root) while its display is live, else null. */
export async function demoBoardPath(db: Db): Promise<string | null> {
  const live = await db
    .selectFrom('queue_displays')
    .select('id')
    .where('key_hash', '=', keyHash(DEMO_BOARD_KEY))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return live ? `/board?key=${DEMO_BOARD_KEY}` : null;
}

const DAY_MS = 86_400_000;

/**
 * Today's visits of the demo, through the clinic day's own rules: the visits are approved
 * bookings from days ago; check-in, call-next, completion and no-show are the app's, so queue
 * numbers, notices, mails and insights are what the desk would have made. Those stamp the present,
 * so the arrival, call and finish times are then set back to when the plan has them happen. Runs
 * after the demo data is committed, as the app's rules open their own transactions.
 */
export async function seedClinicDay(
  db: Db,
  options: { today: string; now: Date; timeZone: string; appointments: AppointmentDeps },
): Promise<void> {
  const { today, now, timeZone, appointments } = options;
  const { policy } = appointments;
  const users = await db
    .selectFrom('users')
    .selectAll()
    .where('email', 'in', [...new Set(DAY_PLAN.flatMap((v) => [v.doctor, v.patient ?? HOLDER]))])
    .execute();
  const staff = await db.selectFrom('users').selectAll().where('is_staff', '=', true).executeTakeFirst();
  const admin = await db.selectFrom('users').select('id').where('is_admin', '=', true).executeTakeFirst();
  const doctors = await db
    .selectFrom('doctors')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where('email', 'in', [YUSUF, ETIM])
    .execute();
  const userOf = (email: string) => users.find((u) => u.email === email);
  const holder = userOf(HOLDER);
  if (!staff || !holder || doctors.length !== 2) return;
  const doctorOf = (email: string) => doctors.find((d) => d.email === email)!;
  const doctorUser = (email: string) => userOf(email)!;

  const dependantId = await addDependant(db, holder, dependantSchema.parse(DEPENDANT));
  const nowMinutes = (now.getTime() - clinicInstant(today, '00:00', timeZone).getTime()) / 60_000;
  const clock = dayClock(nowMinutes);
  const at = (offset: number) => new Date(now.getTime() + clock.shift(offset) * 60_000);

  const visits = new Map<PlannedVisit, string>();
  for (const [i, plan] of DAY_PLAN.entries()) {
    const doctor = doctorOf(plan.doctor);
    const booked = new Date(now.getTime() - (3 + (i % 5)) * DAY_MS);
    const row = await db
      .insertInto('appointments')
      .values({
        user_id: plan.patient ? userOf(plan.patient)!.id : dependantId,
        booked_by: plan.patient ? null : holder.id,
        doctor_id: doctor.id,
        date: today,
        time: clock.time(plan.at),
        status: 'approved',
        schedule_date: today,
        comment: 'See you then',
        approved_by_name: i % 2 === 0 ? `Dr. ${doctor.first_name} ${doctor.last_name}` : staff.name,
        approved_at: new Date(booked.getTime() + 3_600_000),
        created_at: booked,
        updated_at: booked,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    visits.set(plan, row.id);
  }
  const idOf = (plan: PlannedVisit) => visits.get(plan)!;
  const inOrder = (key: 'arrived' | 'called') =>
    DAY_PLAN.filter((v) => v[key] !== undefined).sort((a, b) => a[key]! - b[key]!);

  for (const plan of inOrder('arrived')) await checkIn(db, staff, idOf(plan), today);
  for (const plan of inOrder('called')) {
    const viewer: UserRow = doctorUser(plan.doctor);
    const called = await callNext(db, viewer, { doctorId: doctorOf(plan.doctor).id, today }, policy);
    if (called.appointmentId !== idOf(plan)) throw new Error('The demo clinic day called the wrong patient');
    if (plan.state !== 'seen') continue;
    const done = {
      appointmentId: idOf(plan),
      comment: 'Reviewed and advised',
      followUpNeeded: 'no' as const,
      followUpDate: undefined,
    };
    await completeAppointment(db, { viewer, input: done, today, actor: 'ownDoctor' }, appointments);
  }
  for (const plan of DAY_PLAN.filter((v) => v.state === 'no-show')) {
    // its time has come unless the demo starts in the day's first minute: then it is still expected
    if (clinicInstant(today, clock.time(plan.at), timeZone) <= now) {
      await markNoShow(db, staff, { appointmentId: idOf(plan), now }, policy);
    }
  }
  for (const plan of inOrder('arrived')) {
    await db
      .updateTable('clinic_visits')
      .set({
        arrived_at: at(plan.arrived!),
        called_at: plan.called === undefined ? null : at(plan.called),
        finished_at: plan.finished === undefined ? null : at(plan.finished),
      })
      .where('appointment_id', '=', idOf(plan))
      .where('clinic_date', '=', today)
      .execute();
  }

  await db
    .insertInto('queue_displays')
    .values({
      name: 'Waiting room',
      doctor_ids: doctors.map((d) => d.id),
      key_hash: keyHash(DEMO_BOARD_KEY),
      created_by: admin?.id ?? null,
    })
    .execute();
}
