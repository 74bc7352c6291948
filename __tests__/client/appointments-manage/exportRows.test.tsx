import {
  ADMIN_EXPORT,
  DOCTOR_EXPORT,
  toExportTable,
} from '../../../src/client/features/appointments/export/appointmentExportRows';
import { suggestScheduleDate } from '../../../src/client/features/appointments/components/manageScheduleDate';
import { rowsAsShown } from '../../../src/client/features/appointments/components/manageTableState';
import { serviceNames } from '../../../src/client/features/appointments/components/manageColumns';
import type { SortOrder } from 'antd/es/table/interface';
import type { Appointment } from '../../../src/shared/schemas/appointments';
import { dmy, forPatient, fromToday, makeAppointment } from './fixtures';

const approved = makeAppointment({ status: 'approved', date: fromToday(1), schedule_date: fromToday(2) });
const pending = makeAppointment({ date: fromToday(5) });
const blank: Appointment = {
  ...makeAppointment({ status: '' as Appointment['status'] }),
  userInfo: { _id: 'p', name: '' },
  doctorInfo: { ...makeAppointment().doctorInfo, firstName: '', lastName: '', service: '', clinicDay: [] },
};

test('doctor export: Patient, Service, Clinic Day, Scheduled Date, Status; Not set and N/A', () => {
  const twoDays = {
    ...approved,
    doctorInfo: { ...approved.doctorInfo, clinicDay: ['Monday', 'Last Friday'] },
  };
  expect(toExportTable(DOCTOR_EXPORT, [twoDays, pending, blank])).toEqual({
    fileName: 'doctor-appointments',
    headers: ['Patient', 'Service', 'Clinic Day', 'Scheduled Date', 'Status'],
    rows: [
      ['Chiamaka Obi', 'Cardiology', 'Monday, Last Friday', dmy(fromToday(2)), 'Approved'],
      ['Chiamaka Obi', 'Cardiology', 'Everyday', 'Not set', 'Pending'],
      ['N/A', 'N/A', 'N/A', 'Not set', 'N/A'],
    ],
  });
});

test('admin export: Patient, Service, Doctor, Clinic Day, Date (schedule date, else requested), Status', () => {
  expect(toExportTable(ADMIN_EXPORT, [approved, pending, blank])).toEqual({
    fileName: 'appointments',
    headers: ['Patient', 'Service', 'Doctor', 'Clinic Day', 'Date', 'Status'],
    rows: [
      ['Chiamaka Obi', 'Cardiology', 'Ada Eze', 'Everyday', dmy(fromToday(2)), 'Approved'],
      ['Chiamaka Obi', 'Cardiology', 'Ada Eze', 'Everyday', dmy(fromToday(5)), 'Pending'],
      ['N/A', 'N/A', 'N/A', 'N/A', dmy(fromToday(3)), 'N/A'],
    ],
  });
});

test('exports hold the rows as shown: Service filter and the active sorter applied', () => {
  const dental = (name: string) =>
    forPatient(name, { doctorInfo: { ...makeAppointment().doctorInfo, service: 'Dental' } });
  const rows = [dental('Bola'), forPatient('Ade'), dental('Chidi'), dental('Ayo')];
  const controls = (service: string[] | null, sortKey: string, order: SortOrder) => ({
    filteredValue: (key: string) => (key === 'service' ? service : null),
    sortOrder: (key: string) => (key === sortKey ? order : null),
  });
  const names = (shown: Appointment[]) => shown.map((a) => a.userInfo.name);
  expect(names(rowsAsShown(rows, controls(['Dental'], 'patient', 'descend'), ['patient']))).toEqual([
    'Chidi',
    'Bola',
    'Ayo',
  ]);
  expect(names(rowsAsShown(rows, controls(null, 'none', null), ['patient']))).toEqual([
    'Bola',
    'Ade',
    'Chidi',
    'Ayo',
  ]);
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

test('the Service filter offers each service of the list once, sorted, and never an empty one', () => {
  const withService = (service: string) => ({
    ...pending,
    doctorInfo: { ...pending.doctorInfo, service },
  });
  const rows = [
    withService('Paediatrics'),
    approved,
    withService('Dermatology'),
    blank,
    withService('Paediatrics'),
  ];
  expect(serviceNames(rows)).toEqual(['Cardiology', 'Dermatology', 'Paediatrics']);
  expect(serviceNames([])).toEqual([]);
});
