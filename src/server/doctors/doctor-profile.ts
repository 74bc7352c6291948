import type { Insertable, Kysely } from 'kysely';
import type { Database, DoctorRow, DoctorsTable } from '../db/schema';
import type { Doctor } from '../../shared/types';
import type { DoctorFormInput } from '../../shared/schemas/doctors';
import { CLINIC_DAYS, LOCATIONS, SERVICES, SLOT_OPTIONS, SPECIALITIES, resolveValues } from '../reference';

/** A doctor as the API sends it (src/shared/types Doctor). */
export function toDoctor(row: DoctorRow): Doctor {
  return {
    _id: row.id,
    userId: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    name: `${row.first_name} ${row.last_name}`,
    email: row.email,
    phoneNumber: row.phone_number,
    ...(row.gender ? { gender: row.gender } : {}),
    location: row.location,
    service: row.service,
    specialization: row.specialization,
    experience: row.experience,
    feePerConsultation: row.fee_per_consultation,
    appointmentTime: [row.appointment_start, row.appointment_end],
    totalSlots: row.total_slots,
    clinicDay: row.clinic_days,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}

/** A doctor as the admin's and staff's screens read it: beside the profile, the consultation length. */
export const toClinicDoctor = (row: DoctorRow): Doctor => ({
  ...toDoctor(row),
  consultMinutes: row.own_pace_minutes,
});

/** The stored spelling of each clinic day; an unknown one is a 400 naming it. */
export const checkClinicDays = (db: Kysely<Database>, days: string[]) => resolveValues(db, CLINIC_DAYS, days);

/** The profile fields a form may set: never user_id or status, which only the admin's decisions change. */
export type ProfileValues = Omit<Insertable<DoctorsTable>, 'id' | 'user_id' | 'status' | 'created_at'>;

/**
 * Checks the form's choices against the reference lists (service, location, speciality, slot option,
 * clinic days) and turns it into columns, with the lists' own spelling.
 */
export async function profileValues(db: Kysely<Database>, input: DoctorFormInput): Promise<ProfileValues> {
  const [service] = await resolveValues(db, SERVICES, [input.service]);
  const [location] = await resolveValues(db, LOCATIONS, [input.location]);
  const [specialization] = await resolveValues(db, SPECIALITIES, [input.specialization]);
  const [totalSlots] = await resolveValues(db, SLOT_OPTIONS, [input.totalSlots]);
  return {
    first_name: input.firstName,
    last_name: input.lastName,
    email: input.email,
    phone_number: input.phoneNumber,
    gender: input.gender,
    location,
    service,
    specialization,
    experience: input.experience,
    fee_per_consultation: input.feePerConsultation,
    appointment_start: input.appointmentTime[0],
    appointment_end: input.appointmentTime[1],
    total_slots: totalSlots,
    clinic_days: await checkClinicDays(db, input.clinicDay),
  };
}
