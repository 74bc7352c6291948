import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { answer, fakeToken, server } from '../../helpers/msw';
import UserAppointmentsPage from '../../../src/client/features/appointments/pages/UserAppointmentsPage';
import type { Appointment } from '../../../src/shared/schemas/appointments';
import { fastUser } from '../doctors-list/fixtures';
import { makeAppointment } from './fixtures';

// antd tables are heavy in jsdom: queries are scoped to a row, the toolbar or the dialog.

const PATIENT = makeUser();
const id = (n: number) => `00000000-0000-4000-8000-00000000a00${n}`;
const doctor = (firstName: string, service: string, feePerConsultation: number) => ({
  ...makeAppointment().doctorInfo,
  firstName,
  lastName: 'Eze',
  service,
  feePerConsultation,
});

// newest request first, as the list shows them
const PENDING = makeAppointment({
  _id: id(1),
  status: 'pending',
  schedule_date: null,
  createdAt: '2026-11-21T09:05:00.000Z',
  doctorInfo: doctor('Ngozi', 'Dentistry', 10000),
});
const APPROVED = makeAppointment({ _id: id(2), createdAt: '2026-11-21T09:04:00.000Z' });
const REJECTED = makeAppointment({
  _id: id(3),
  status: 'rejected',
  schedule_date: null,
  createdAt: '2026-11-21T09:03:00.000Z',
  doctorInfo: doctor('Chinwe', 'Paediatrics', 15000),
});
const FOLLOW_UP = makeAppointment({
  _id: id(4),
  status: 'follow-up',
  schedule_date: '2026-10-26',
  time: '11:30',
  followUpDate: '2026-12-09',
  createdAt: '2026-11-21T09:02:00.000Z',
  doctorInfo: doctor('Folake', 'Dermatology', 12000),
});
// a completed visit keeps its dates on file; the patient's list still reads them as unset
const COMPLETED = makeAppointment({
  _id: id(5),
  status: 'completed',
  schedule_date: '2026-11-12',
  followUpDate: '2026-12-01',
  createdAt: '2026-11-21T09:01:00.000Z',
  doctorInfo: doctor('Emmanuel', 'General Practice', 5000),
});
const ALL = [COMPLETED, FOLLOW_UP, REJECTED, APPROVED, PENDING];

function showPage(appointments: Appointment[] = ALL) {
  server.use(answer('get', '/user/get-appointments-by-user-id', { success: true, data: appointments }));
  return renderWithProviders(<UserAppointmentsPage />, {
    route: '/appointments',
    preloadedState: { session: { token: fakeToken(), user: PATIENT } },
  });
}

const table = () => screen.getByRole('table');
const rows = () => Array.from(table().querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-key]'));
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((th) => th.textContent?.trim());
/** Each row's text under the given column titles. */
function cells(...titles: string[]) {
  const all = headers();
  return rows().map((row) => titles.map((title) => row.cells[all.indexOf(title)]?.textContent));
}
const rowOf = (a: Appointment) => within(table().querySelector(`tr[data-row-key="${a._id}"]`) as HTMLElement);
const toolbar = () => within(screen.getByRole('search'));

test('dates show only where the status allows: Not set and No followup date otherwise', async () => {
  showPage();
  await screen.findByText('Dr. Ngozi Eze');

  expect(cells('Doctor Name', 'Service', 'Fee', 'Status')).toEqual([
    ['Dr. Ngozi Eze', 'Dentistry', '₦10,000', 'Pending'],
    ['Dr. Abubakar Yusuf', 'Cardiology', '₦25,000', 'Approved'],
    ['Dr. Chinwe Eze', 'Paediatrics', '₦15,000', 'Rejected'],
    ['Dr. Folake Eze', 'Dermatology', '₦12,000', 'Follow-up'],
    ['Dr. Emmanuel Eze', 'General Practice', '₦5,000', 'Completed'],
  ]);
  expect(cells('Scheduled Date', 'Appointment Time', 'Followup Date')).toEqual([
    ['Not set', 'Not set', 'No followup date'],
    ['28-11-2026', '09:30', 'No followup date'],
    ['Not set', 'Not set', 'No followup date'],
    ['26-10-2026', '11:30', '09-12-2026'],
    ['Not set', 'Not set', 'No followup date'],
  ]);

  // calendar export only for approved and follow-up rows
  const offersCalendar = ALL.map((a) => [
    a.status,
    rowOf(a).queryByRole('button', { name: 'Add to calendar' }) !== null,
  ]);
  expect(Object.fromEntries(offersCalendar)).toEqual({
    pending: false,
    approved: true,
    rejected: false,
    'follow-up': true,
    completed: false,
  });
});

test('the search keeps rows whose service matches; Clear Filters and Clear All reset it', async () => {
  const user = fastUser();
  showPage();
  await screen.findByText('Dr. Ngozi Eze');
  const services = () => cells('Service').flat();

  const search = toolbar().getByRole('textbox', { name: 'Search appointments by service' });
  // one change event per search text: typing letter by letter re-renders the table each time
  const searchFor = (text: string) => fireEvent.change(search, { target: { value: text } });
  searchFor('DERM');
  expect(services()).toEqual(['Dermatology']);
  searchFor('ic');
  expect(services()).toEqual(['Paediatrics', 'General Practice']);

  await user.click(toolbar().getByRole('button', { name: 'Clear Filters' }));
  expect(search).toHaveValue('');
  expect(services()).toHaveLength(5);

  // Clear Filters keeps the sort order, Clear All drops it too
  await user.click(screen.getByRole('columnheader', { name: /^Fee/ }));
  expect(cells('Fee').flat()).toEqual(['₦5,000', '₦10,000', '₦12,000', '₦15,000', '₦25,000']);
  searchFor('a');
  await user.click(toolbar().getByRole('button', { name: 'Clear Filters' }));
  expect(cells('Fee').flat()).toEqual(['₦5,000', '₦10,000', '₦12,000', '₦15,000', '₦25,000']);
  await user.click(toolbar().getByRole('button', { name: 'Clear All' }));
  expect(services()).toEqual(['Dentistry', 'Cardiology', 'Paediatrics', 'Dermatology', 'General Practice']);
});

test('an empty list says so', async () => {
  showPage([]);
  expect(await screen.findByText('No appointments found')).toBeInTheDocument();
});
