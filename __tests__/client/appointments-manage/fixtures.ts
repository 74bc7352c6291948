import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { addDays } from '../../../src/shared/clinicDays';
import { todayAtClinic } from '../../../src/client/lib/clinicTime/clinicDatePicker';
import type { Appointment } from '../../../src/shared/schemas/appointments';

/** userEvent without pauses or the pointer-events walk, which costs seconds per click over antd in jsdom. */
export const fastUser = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

/** A calendar date `days` from today at the clinic, 'YYYY-MM-DD'. */
export const fromToday = (days: number) => addDays(todayAtClinic(), days);

/** 'YYYY-MM-DD' → 'DD-MM-YYYY'. */
export const dmy = (iso: string) => iso.split('-').reverse().join('-');

let counter = 0;

/** An appointment as the API sends it: pending, requested three days ahead, with an Everyday doctor. */
export function makeAppointment(overrides: Partial<Appointment> = {}): Appointment {
  counter += 1;
  const n = String(counter).padStart(12, '0');
  return {
    _id: `00000000-0000-4000-8000-${n}`,
    status: 'pending',
    date: fromToday(3),
    time: '10:00',
    schedule_date: null,
    followUpDate: null,
    comment: null,
    approvedByName: null,
    approvedAt: null,
    cancelReason: null,
    seriesId: null,
    seriesIndex: null,
    seriesSize: null,
    createdAt: new Date(Date.UTC(2026, 0, 1, 9) - counter * 1000).toISOString(), // newest first, as listed
    userInfo: { _id: `patient-${counter}`, name: 'Chiamaka Obi' },
    doctorInfo: {
      _id: 'doctor-1',
      firstName: 'Ada',
      lastName: 'Eze',
      service: 'Cardiology',
      location: 'Ikeja',
      clinicDay: ['Everyday'],
      appointmentTime: ['09:00', '13:00'],
      feePerConsultation: 9000,
    },
    ...overrides,
  };
}

/** The same appointment with a different patient name. */
export const forPatient = (name: string, overrides: Partial<Appointment> = {}) => {
  const a = makeAppointment(overrides);
  return { ...a, userInfo: { ...a.userInfo, name } };
};

/**
 * What the server does with a list's query, for pagedList: search by patient name part, status and
 * service lists, sort by patient or service (newest first otherwise).
 */
export function filterAppointments(rows: readonly Appointment[], query: URLSearchParams): Appointment[] {
  const search = query.get('search')?.toLowerCase();
  const statuses = query.get('status')?.split(',');
  const services = query.get('service')?.split(',');
  const shown = rows.filter(
    (a) =>
      (!search || a.userInfo.name.toLowerCase().includes(search)) &&
      (!statuses || statuses.includes(a.status)) &&
      (!services || services.includes(a.doctorInfo.service)),
  );
  const sort = query.get('sort');
  if (sort !== 'patient' && sort !== 'service') return shown;
  const text = (a: Appointment) => (sort === 'patient' ? a.userInfo.name : a.doctorInfo.service);
  const direction = query.get('order') === 'asc' ? 1 : -1;
  return shown.sort((a, b) => direction * text(a).localeCompare(text(b)));
}

/** The clinic's services (reference data), as GET /user/get-all-services answers them. */
export const servicesAnswer = (names: readonly string[]) =>
  http.get('http://localhost/api/user/get-all-services', () =>
    HttpResponse.json({
      success: true,
      data: names.map((service, i) => ({ _id: `service-${i}`, service })),
    }),
  );

/** `count` pending appointments of patients 'Patient 01', 'Patient 02', … (as many digits as count has). */
export const numberedPatients = (count: number, overrides: Partial<Appointment> = {}) =>
  Array.from({ length: count }, (_, i) =>
    forPatient(`Patient ${String(i + 1).padStart(String(count).length, '0')}`, overrides),
  );
