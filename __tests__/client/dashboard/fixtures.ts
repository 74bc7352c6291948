import type { Appointment } from '../../../src/shared/schemas/appointments';
import { addDays } from '../../../src/shared/clinicDays';
import { clinicToday, DEFAULT_CLINIC_TIMEZONE } from '../../../src/shared/clinicTime';

/** Today at the clinic, 'YYYY-MM-DD' (dates in tests are relative to it, never hard-coded). */
export const TODAY = clinicToday(DEFAULT_CLINIC_TIMEZONE);
export const inDays = (n: number) => addDays(TODAY, n);
/** 'YYYY-MM-DD' → 'DD-MM-YYYY', as the screens show dates. */
export const dmy = (iso: string) => iso.split('-').reverse().join('-');

let counter = 0;

/** An appointment as the server sends it; ids are UUIDs (the complete schema checks them). */
export function makeAppointment(overrides: Partial<Appointment> = {}): Appointment {
  counter += 1;
  const n = String(counter).padStart(12, '0');
  return {
    _id: `00000000-0000-4000-8000-${n}`,
    status: 'pending',
    date: inDays(3),
    time: '10:00',
    schedule_date: null,
    followUpDate: null,
    comment: null,
    approvedByName: null,
    approvedAt: null,
    createdAt: `2026-01-01T09:00:${String(counter % 60).padStart(2, '0')}.000Z`,
    userInfo: { _id: 'u-1', name: 'Chiamaka Obi' },
    doctorInfo: {
      _id: 'd-1',
      firstName: 'Ada',
      lastName: 'Obi',
      service: 'Cardiology',
      location: 'Lagos',
      clinicDay: ['Everyday'],
      appointmentTime: ['09:00', '17:00'],
      feePerConsultation: 15000,
    },
    ...overrides,
  };
}
