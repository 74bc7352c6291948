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
