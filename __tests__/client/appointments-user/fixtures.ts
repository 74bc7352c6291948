import type { Appointment } from '../../../src/shared/schemas/appointments';

/**
 * A patient's appointment as the server sends it. The dates are fixed: these tests check how
 * stored dates are shown and exported, not booking rules that depend on today.
 */
export function makeAppointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    _id: '00000000-0000-4000-8000-00000000a001',
    status: 'approved',
    date: '2026-11-27',
    time: '09:30',
    schedule_date: '2026-11-28',
    followUpDate: null,
    comment: 'See you then',
    approvedByName: 'Abubakar Yusuf',
    approvedAt: '2026-11-21T10:00:00.000Z',
    cancelReason: null,
    seriesId: null,
    seriesIndex: null,
    seriesSize: null,
    createdAt: '2026-11-21T09:00:00.000Z',
    userInfo: { _id: 'u-1', name: 'Chiamaka Obi' },
    ...overrides,
    doctorInfo: {
      _id: '00000000-0000-4000-8000-0000000000d1',
      firstName: 'Abubakar',
      lastName: 'Yusuf',
      service: 'Cardiology',
      location: 'Victoria Island',
      clinicDay: ['Everyday'],
      appointmentTime: ['09:00', '17:00'],
      feePerConsultation: 25000,
      ...overrides.doctorInfo,
    },
  };
}

/** What a list's search matches: the patient's name (doctor and admin lists) or doctor and service (patient). */
export const byPatient = (a: Appointment) => [a.userInfo?.name ?? ''];
export const byDoctorOrService = (a: Appointment) => [
  `${a.doctorInfo.firstName} ${a.doctorInfo.lastName}`,
  a.doctorInfo.service,
];

/**
 * The appointment lists' filters as the server applies them, for msw's pagedList: status (comma
 * list), search (case-insensitive part of `searchIn`), from/to on the clinic date, reviewed.
 */
export function filterAppointments(searchIn: (a: Appointment) => string[]) {
  return (rows: readonly Appointment[], query: URLSearchParams) => {
    const statuses = query.get('status')?.split(',');
    const search = query.get('search')?.toLowerCase();
    const from = query.get('from') ?? '0000-00-00';
    const to = query.get('to') ?? '9999-99-99';
    const reviewed = query.get('reviewed');
    return rows.filter((a) => {
      const clinicDate = a.schedule_date ?? a.date;
      return (
        (!statuses || statuses.includes(a.status)) &&
        (!search || searchIn(a).some((text) => text.toLowerCase().includes(search))) &&
        clinicDate >= from &&
        clinicDate <= to &&
        (reviewed === null || String(Boolean(a.reviewed)) === reviewed)
      );
    });
  };
}
