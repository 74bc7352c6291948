import { sql } from 'kysely';
import type { Db } from '../db/connect';
import type { NewUser } from '../db/schema';
import { hashPassword, normalizeEmail } from '../accounts';
import { seedCatalogue } from './catalogue';
import { DEMO_APPLICANT, DEMO_DOCTORS, seedDoctors } from './doctors';
import { seedDemoImages } from './media';
import { seedAppointments } from './appointments';
import { seedPatientSide } from './patient-side';
import { seedCapacity } from './capacity';
import { fillArrivalWindows, policyOf, type AppointmentPolicy } from '../appointments';
import { hooksOf } from '../hooks';
import { readConfig } from '../config';
import { seedReviews } from './reviews';
import { seedClinicDay } from './clinic-day';
import { clinicToday, DEFAULT_CLINIC_TIMEZONE } from '../../shared/clinicTime';

export const DEMO_PASSWORD = 'Demo@2026';

export interface DemoAccount {
  role: string;
  name: string;
  email: string;
}

type Flags = Pick<NewUser, 'is_admin' | 'is_staff' | 'is_doctor' | 'reg_doctor'>;

const PATIENT_NAMES = [
  'Chiamaka Obi',
  'Tunde Bakare',
  'Ngozi Eze',
  'Emeka Nwosu',
  'Aisha Bello',
  'Femi Adeyemi',
  'Zainab Musa',
  'Kelechi Okeke',
  'Funmi Alabi',
  'Ibrahim Sani',
];

export const DEMO_ACCOUNTS: Array<DemoAccount & { flags: Flags; phone: string }> = [
  {
    role: 'Admin',
    name: 'Ada Okafor',
    email: 'admin@clinicbook.local',
    phone: '+2348010000001',
    flags: { is_admin: true },
  },
  {
    role: 'Staff',
    name: 'Bola Adewale',
    email: 'staff@clinicbook.local',
    phone: '+2348010000002',
    flags: { is_staff: true },
  },
  ...DEMO_DOCTORS.map((d) => ({
    role: 'Doctor',
    name: `${d.firstName} ${d.lastName}`,
    email: d.email,
    phone: d.phoneNumber,
    flags: { is_doctor: true },
  })),
  {
    role: 'Reg Doctor',
    name: `${DEMO_APPLICANT.firstName} ${DEMO_APPLICANT.lastName}`,
    email: DEMO_APPLICANT.email,
    phone: DEMO_APPLICANT.phoneNumber,
    flags: { reg_doctor: true },
  },
  {
    // a registered doctor without a profile: the one staff can schedule
    role: 'Reg Doctor',
    name: 'Kunle Afolabi',
    email: 'regdoctor@clinicbook.local',
    phone: '+2348010000003',
    flags: { reg_doctor: true },
  },
  ...PATIENT_NAMES.map((name, i) => ({
    role: 'User',
    name,
    email: `patient${i + 1}@clinicbook.local`,
    phone: `+23480200000${String(i + 10)}`,
    flags: {},
  })),
];

export interface SeedOptions {
  demo: boolean;
  admin?: { email: string; password: string };
  /** The clinic's time zone: demo appointments are spread around today there. */
  timeZone?: string;
  /** The appointment rules: with them the demo also writes the mails and reminders of its visits. */
  policy?: AppointmentPolicy;
  /** The moment the demo starts (tests start it on a chosen day and hour); now by default. */
  now?: Date;
  /**
   * The demo accounts' password hash, already made: tests give one made at argon2's smallest costs,
   * which every sign-in then verifies in a millisecond. DEMO_PASSWORD at the product's costs otherwise.
   */
  demoPasswordHash?: string;
}

/**
 * Fills an empty database: the administrator named by ADMIN_EMAIL/ADMIN_PASSWORD and, with SEED=demo,
 * the demo data set, then today's clinic day (seed/clinic-day.ts) on the data committed. Several
 * instances starting at once agree through an advisory lock: only the one that made the demo data
 * runs its day. Returns the demo accounts created (empty when the database already had users).
 */
export async function seedEmptyDatabase(db: Db, options: SeedOptions): Promise<DemoAccount[]> {
  const now = options.now ?? new Date();
  const timeZone = options.timeZone ?? DEFAULT_CLINIC_TIMEZONE;
  const today = clinicToday(timeZone, now);
  const created = await db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(727274)`.execute(tx);
    // whether there is anyone at all, not how many: a hospital's register must not slow every start
    const anyone = await tx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (anyone) return [];

    if (options.admin) {
      await tx
        .insertInto('users')
        .values({
          name: 'Administrator',
          email: normalizeEmail(options.admin.email),
          // no number of their own: nothing to text
          phone: '',
          password_hash: await hashPassword(options.admin.password),
          is_admin: true,
          is_verified: true,
        })
        .execute();
    }
    if (!options.demo) return [];

    const passwordHash = options.demoPasswordHash ?? (await hashPassword(DEMO_PASSWORD));
    const accounts = DEMO_ACCOUNTS.filter((a) => a.email !== options.admin?.email.toLowerCase());
    const users = await tx
      .insertInto('users')
      .values(
        accounts.map((a) => ({
          name: a.name,
          email: a.email,
          phone: a.phone,
          password_hash: passwordHash,
          is_verified: true,
          ...a.flags,
        })),
      )
      .returning(['id', 'email'])
      .execute();
    await seedCatalogue(tx);
    const ids = new Map(users.map((u) => [u.email, u.id]));
    await seedDoctors(tx, ids);
    await seedDemoImages(tx, { uploadedBy: ids.get('admin@clinicbook.local') ?? null });
    await seedAppointments(tx, today);
    await seedPatientSide(tx, today, options.policy);
    await seedCapacity(tx, today);
    await seedReviews(tx);
    return accounts.map(({ role, name, email }) => ({ role, name, email }));
  });
  if (created.length > 0) {
    // the clinic day's rules open their own transactions; the demo data they act on is committed
    const policy = options.policy ?? policyOf(readConfig({ CLINIC_TIMEZONE: timeZone }));
    await seedClinicDay(db, { today, now, timeZone, appointments: { policy, hooks: hooksOf(policy) } });
    // the demo's visits are written approved, not approved through the rules: their windows now
    await fillArrivalWindows(db, today, policy.arrivalWindowMinutes);
  }
  return created;
}
