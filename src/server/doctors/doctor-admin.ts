import type { Db } from '../db/connect';
import type { Doctor, PersonRow } from '../../shared/types';
import type {
  DoctorClinicUpdateInput,
  DoctorStatusChangeInput,
  ScheduleDoctorInput,
} from '../../shared/schemas/doctors';
import { conflict, notFound } from '../plugins/errors';
import { toPerson } from '../accounts';
import { notify } from '../notifications';
import { checkClinicDays, profileValues, toClinicDoctor, toDoctor } from './doctor-profile';
import { findDoctor } from './doctors';
import { withValues } from '../i18n';
import { DOCTOR_TEXT } from './doctor-messages';
import { DOCTOR_NOTICES } from './doctor-notices';

/** Registered-doctor accounts that have no profile yet: the ones staff can schedule. */
export async function registeredDoctors(db: Db): Promise<PersonRow[]> {
  const rows = await db
    .selectFrom('users')
    .selectAll()
    .where('reg_doctor', '=', true)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('doctors').select('id').whereRef('doctors.user_id', '=', 'users.id'))),
    )
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(toPerson);
}

/** Staff or an admin create a registered doctor's profile, approved at once; the account becomes a doctor. */
export async function scheduleDoctor(db: Db, input: ScheduleDoctorInput): Promise<Doctor> {
  return db.transaction().execute(async (tx) => {
    const user = await tx
      .selectFrom('users')
      .selectAll()
      .where('id', '=', input.doctor)
      .forUpdate()
      .executeTakeFirst();
    if (!user) throw notFound(DOCTOR_TEXT.registeredNotFound);
    const existing = await tx
      .selectFrom('doctors')
      .select('id')
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (existing) throw conflict(DOCTOR_TEXT.hasProfile);
    if (!user.reg_doctor) throw notFound(DOCTOR_TEXT.registeredNotFound);

    const clinicDay = input.clinicDays.split(',').map((day) => day.trim());
    const row = await tx
      .insertInto('doctors')
      .values({ ...(await profileValues(tx, { ...input, clinicDay })), user_id: user.id, status: 'approved' })
      .returningAll()
      .executeTakeFirstOrThrow();
    await tx
      .updateTable('users')
      .set({ is_doctor: true, reg_doctor: false })
      .where('id', '=', user.id)
      .execute();
    return toDoctor(row);
  });
}

/** Which status each target may be reached from. */
const ALLOWED_FROM: Record<DoctorStatusChangeInput['status'], Doctor['status'][]> = {
  approved: ['pending', 'blocked'],
  blocked: ['approved'],
};

/** Approve or block a doctor: the account's doctor role follows, and the applicant is told. */
export async function changeDoctorStatus(
  db: Db,
  { doctorId, status }: DoctorStatusChangeInput,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const doctor = await findDoctor(tx, doctorId);
    if (!doctor) throw notFound(DOCTOR_TEXT.notFound);
    if (doctor.status === status) throw conflict(withValues(DOCTOR_TEXT.alreadyStatus, { status }));
    if (!ALLOWED_FROM[status].includes(doctor.status)) {
      throw conflict(withValues(DOCTOR_TEXT.cannotBecome, { from: doctor.status, status }));
    }
    // the status we read is still the one we replace: a concurrent change makes this a no-op
    const changed = await tx
      .updateTable('doctors')
      .set({ status, updated_at: new Date() })
      .where('id', '=', doctor.id)
      .where('status', '=', doctor.status)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) throw conflict(DOCTOR_TEXT.changedMeanwhile);
    await tx
      .updateTable('users')
      .set(status === 'approved' ? { is_doctor: true, reg_doctor: false } : { is_doctor: false })
      .where('id', '=', doctor.user_id)
      .execute();
    await notify(
      tx,
      [doctor.user_id],
      status === 'approved' ? DOCTOR_NOTICES.approved : DOCTOR_NOTICES.blocked,
      '/notifications',
    );
  });
}

/** The admin's doctor edit modal: clinic days, fee, hours and, when given, the consultation length. */
export async function updateDoctorClinic(db: Db, input: DoctorClinicUpdateInput): Promise<Doctor> {
  const doctor = await findDoctor(db, input.doctorId);
  if (!doctor) throw notFound(DOCTOR_TEXT.notFound);
  const row = await db
    .updateTable('doctors')
    .set({
      clinic_days: await checkClinicDays(db, input.clinicDay),
      fee_per_consultation: input.feePerConsultation,
      appointment_start: input.appointmentTime[0],
      appointment_end: input.appointmentTime[1],
      ...(input.consultMinutes === undefined ? {} : { own_pace_minutes: input.consultMinutes }),
      updated_at: new Date(),
    })
    .where('id', '=', doctor.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toClinicDoctor(row);
}
