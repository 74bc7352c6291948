import type { DoctorRow } from '../../src/server/db/schema';
import { createUser, type TestServer } from './server-app';

export type Made = Awaited<ReturnType<typeof createUser>>;
export type RoleName = 'admin' | 'staff' | 'doctor' | 'regDoctor' | 'patient';
export const ROLES: RoleName[] = ['admin', 'staff', 'doctor', 'regDoctor', 'patient'];

const FLAGS: Record<RoleName, NonNullable<Parameters<typeof createUser>[1]['flags']>> = {
  admin: { is_admin: true },
  staff: { is_staff: true },
  doctor: { is_doctor: true },
  regDoctor: { reg_doctor: true },
  patient: {},
};

/** One signed-in user per role, emails prefixed so files do not collide. */
export async function usersByRole(server: TestServer, prefix: string): Promise<Record<RoleName, Made>> {
  const made = await Promise.all(
    ROLES.map((role) =>
      createUser(server, { email: `${prefix}-${role.toLowerCase()}@example.com`, flags: FLAGS[role] }),
    ),
  );
  return Object.fromEntries(ROLES.map((role, i) => [role, made[i]])) as Record<RoleName, Made>;
}

export const FORBIDDEN = { success: false, message: 'You do not have permission to do this' };

/** The reference entries doctorForm() refers to; clinic days come with every database. */
export async function addReferenceData(server: TestServer): Promise<void> {
  const { db } = server;
  await db
    .insertInto('services')
    .values([{ service: 'General Practice' }, { service: 'Cardiology' }])
    .execute();
  await db
    .insertInto('locations')
    .values([{ location: 'Ikeja' }, { location: 'Lekki' }])
    .execute();
  await db
    .insertInto('specialities')
    .values([{ speciality: 'Family Medicine' }, { speciality: 'Interventional Cardiology' }])
    .execute();
  await db
    .insertInto('slot_options')
    .values([{ total_slots: 10 }, { total_slots: 20 }])
    .execute();
}

/** A doctor form that passes every rule of the doctor form; override any field. */
export const doctorForm = (overrides: Record<string, unknown> = {}) => ({
  service: 'General Practice',
  firstName: 'Amara',
  lastName: 'Nwankwo',
  email: 'amara.nwankwo@example.com',
  phoneNumber: '+234 803 111 2222',
  gender: 'female',
  location: 'Ikeja',
  totalSlots: 10,
  specialization: 'Family Medicine',
  experience: 5,
  feePerConsultation: 8000,
  clinicDay: ['Monday', 'Last Friday'],
  appointmentTime: ['09:00', '13:00'],
  ...overrides,
});

/** Arranges a profile straight in the database. */
export async function insertDoctor(
  server: TestServer,
  userId: string,
  status: DoctorRow['status'],
  firstName = 'Tobi',
): Promise<DoctorRow> {
  return server.db
    .insertInto('doctors')
    .values({
      user_id: userId,
      first_name: firstName,
      last_name: 'Lawal',
      email: `${firstName.toLowerCase()}@example.com`,
      phone_number: '+234 803 000 0000',
      location: 'Ikeja',
      service: 'General Practice',
      specialization: 'Family Medicine',
      experience: 3,
      fee_per_consultation: 6000,
      appointment_start: '08:00',
      appointment_end: '12:00',
      total_slots: 10,
      clinic_days: ['Monday'],
      status,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function doctorRow(server: TestServer, id: string): Promise<DoctorRow | undefined> {
  return server.db.selectFrom('doctors').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function userRow(server: TestServer, id: string) {
  return server.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function notificationsOf(server: TestServer, userId: string) {
  return server.db
    .selectFrom('notifications')
    .select(['message', 'on_click_path', 'seen'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}
