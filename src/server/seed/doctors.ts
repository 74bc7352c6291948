import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DoctorFormInput } from '../../shared/schemas/doctors';
import { adminIds, notify } from '../notifications';
import { profileValues, DOCTOR_NOTICES } from '../doctors';
import { ON_DUTY_HOURS } from './clinic-day-plan';
import { withValues } from '../i18n';

type DemoDoctor = DoctorFormInput & { status: 'approved' | 'pending' };

const doctor = (
  n: number,
  who: Pick<DoctorFormInput, 'firstName' | 'lastName' | 'gender'>,
  practice: Omit<DoctorFormInput, 'firstName' | 'lastName' | 'gender' | 'email' | 'phoneNumber'>,
): DemoDoctor => ({
  ...who,
  ...practice,
  email: `doctor${n}@clinicbook.local`,
  // stored as every profile write stores it: E.164
  phoneNumber: `+23480300000${10 + n}`,
  status: 'approved',
});

/**
 * Six approved doctors with varied clinic-day rules and hours. Dr. Yusuf (every day)
 * and Dr. Etim (any day by appointment) see patients round the clock, so the demo's today has a
 * clinic day on any weekday and at any hour.
 */
export const DEMO_DOCTORS: DemoDoctor[] = [
  doctor(
    1,
    { firstName: 'Oluwaseun', lastName: 'Adebayo', gender: 'male' },
    {
      service: 'General Practice',
      location: 'Ikeja',
      specialization: 'Family Medicine',
      experience: 8,
      feePerConsultation: 5000,
      appointmentTime: ['08:00', '12:00'],
      totalSlots: 10,
      clinicDay: ['Monday', 'Wednesday'],
    },
  ),
  doctor(
    2,
    { firstName: 'Chinwe', lastName: 'Okonkwo', gender: 'female' },
    {
      service: 'Paediatrics',
      location: 'Lekki',
      specialization: 'Neonatology',
      experience: 12,
      feePerConsultation: 15000,
      appointmentTime: ['09:00', '17:00'],
      totalSlots: 20,
      clinicDay: ['Weekday'],
    },
  ),
  doctor(
    3,
    { firstName: 'Abubakar', lastName: 'Yusuf', gender: 'male' },
    {
      service: 'Cardiology',
      location: 'Victoria Island',
      specialization: 'Interventional Cardiology',
      experience: 20,
      feePerConsultation: 25000,
      appointmentTime: ON_DUTY_HOURS,
      totalSlots: 5,
      clinicDay: ['Everyday'],
    },
  ),
  doctor(
    4,
    { firstName: 'Folake', lastName: 'Ogunleye', gender: 'female' },
    {
      service: 'Dermatology',
      location: 'Yaba',
      specialization: 'Cosmetic Dermatology',
      experience: 6,
      feePerConsultation: 12000,
      appointmentTime: ['09:00', '13:00'],
      totalSlots: 10,
      clinicDay: ['Last Friday', 'Alternate Tuesday'],
    },
  ),
  doctor(
    5,
    { firstName: 'Ngozi', lastName: 'Umeh', gender: 'female' },
    {
      service: 'Obstetrics & Gynaecology',
      location: 'Surulere',
      specialization: 'Maternal-Fetal Medicine',
      experience: 15,
      feePerConsultation: 20000,
      appointmentTime: ['10:00', '16:00'],
      totalSlots: 20,
      clinicDay: ['4th or 5th Saturday of the Month', 'Thursday'],
    },
  ),
  doctor(
    6,
    { firstName: 'Emmanuel', lastName: 'Etim', gender: 'male' },
    {
      service: 'Dentistry',
      location: 'Ikeja',
      specialization: 'Orthodontics',
      experience: 10,
      feePerConsultation: 10000,
      appointmentTime: ON_DUTY_HOURS,
      totalSlots: 30,
      clinicDay: ['2nd or 3rd Tuesday of the Month', 'By Appointment'],
    },
  ),
];

/** A registered doctor whose application waits for an admin. */
export const DEMO_APPLICANT: DemoDoctor = {
  firstName: 'Halima',
  lastName: 'Abdullahi',
  gender: 'female',
  email: 'applicant@clinicbook.local',
  phoneNumber: '+2348030000020',
  service: 'General Practice',
  location: 'Yaba',
  specialization: 'Family Medicine',
  experience: 4,
  feePerConsultation: 7000,
  appointmentTime: ['09:00', '14:00'],
  totalSlots: 10,
  clinicDay: ['Tuesday', 'Friday'],
  status: 'pending',
};

/** Profiles for the demo doctors and the applicant, whose accounts exist; the notifications they caused. */
export async function seedDoctors(db: Kysely<Database>, userIdByEmail: Map<string, string>): Promise<void> {
  for (const { status, ...form } of [...DEMO_DOCTORS, DEMO_APPLICANT]) {
    const userId = userIdByEmail.get(form.email);
    if (!userId) continue;
    await db
      .insertInto('doctors')
      .values({ ...(await profileValues(db, form)), user_id: userId, status })
      .execute();
    if (status === 'approved') {
      await notify(db, [userId], DOCTOR_NOTICES.approved, '/notifications');
    }
  }
  const admins = await adminIds(db);
  for (const { firstName, lastName } of [DEMO_DOCTORS[5], DEMO_APPLICANT]) {
    await notify(
      db,
      admins,
      withValues(DOCTOR_NOTICES.applied, { name: `${firstName} ${lastName}` }),
      '/admin/doctorslist',
    );
  }
}
