import {
  ADMIN_EXPORT,
  DOCTOR_EXPORT,
  toExportTable,
} from '../../../src/client/features/appointments/export/appointmentExportRows';
import { suggestScheduleDate } from '../../../src/client/features/appointments/changeDialogs/manageScheduleDate';
import type { Appointment } from '../../../src/shared/schemas/appointments';
import { dmy, fromToday, makeAppointment } from './fixtures';

const approved = makeAppointment({ status: 'approved', date: fromToday(1), schedule_date: fromToday(2) });
const pending = makeAppointment({ date: fromToday(5) });
const blank: Appointment = {
  ...makeAppointment({ status: '' as Appointment['status'] }),
  userInfo: { _id: 'p', name: '' },
  doctorInfo: { ...makeAppointment().doctorInfo, firstName: '', lastName: '', service: '', clinicDay: [] },
};

test('doctor export: Patient, Service, Clinic Day, Scheduled Date, Appointment Time, Status; a request marked, Not set and N/A', () => {
  const twoDays = {
    ...approved,
    doctorInfo: { ...approved.doctorInfo, clinicDay: ['Monday', 'Last Friday'] },
  };
  expect(toExportTable(DOCTOR_EXPORT, [twoDays, pending, blank])).toEqual({
    fileName: 'doctor-appointments',
    headers: ['Patient', 'Service', 'Clinic Day', 'Scheduled Date', 'Appointment Time', 'Status'],
    rows: [
      ['Chiamaka Obi', 'Cardiology', 'Monday, Last Friday', dmy(fromToday(2)), '10:00', 'Approved'],
      [
        'Chiamaka Obi',
        'Cardiology',
        'Everyday',
        `Requested: ${dmy(fromToday(5))}`,
        'Requested: 10:00',
        'Pending',
      ],
      ['N/A', 'N/A', 'N/A', 'Not set', 'Not set', 'N/A'],
    ],
  });
});

test('admin export: Patient, Service, Doctor, Clinic Day, Date and Time (scheduled, else requested and marked so), Status', () => {
  expect(toExportTable(ADMIN_EXPORT, [approved, pending, blank])).toEqual({
    fileName: 'appointments',
    headers: ['Patient', 'Service', 'Doctor', 'Clinic Day', 'Date', 'Time', 'Status'],
    rows: [
      ['Chiamaka Obi', 'Cardiology', 'Ada Eze', 'Everyday', dmy(fromToday(2)), '10:00', 'Approved'],
      [
        'Chiamaka Obi',
        'Cardiology',
        'Ada Eze',
        'Everyday',
        `Requested: ${dmy(fromToday(5))}`,
        'Requested: 10:00',
        'Pending',
      ],
      ['N/A', 'N/A', 'N/A', 'N/A', dmy(fromToday(3)), '10:00', 'N/A'],
    ],
  });
});

test('the schedule date starts on the requested day while it is ahead, else on the next clinic day', () => {
  const today = fromToday(0);
  const everyday = makeAppointment({ date: fromToday(4) });
  expect(suggestScheduleDate(everyday, today)).toEqual({
    nextClinicDay: today,
    hint: `Next clinic day: ${dmy(today)}`,
    initialDate: fromToday(4),
  });
  const passed = makeAppointment({ date: fromToday(-2) });
  expect(suggestScheduleDate(passed, today).initialDate).toBe(today);
  const noClinic = { ...passed, doctorInfo: { ...passed.doctorInfo, clinicDay: [] } };
  expect(suggestScheduleDate(noClinic, today)).toEqual({
    nextClinicDay: null,
    hint: 'No clinic day in the next 30 days',
    initialDate: null,
  });
});
