import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { answer, fakeToken, pagedList, server } from '../../helpers/msw';
import AdminHomePage from '../../../src/client/features/dashboard/pages/AdminHomePage';
import StaffHomePage from '../../../src/client/features/dashboard/pages/StaffHomePage';
import DoctorHomePage from '../../../src/client/features/dashboard/pages/DoctorHomePage';
import type { Appointment } from '../../../src/shared/schemas/appointments';
import type { AdminDashboardStats, DoctorDashboardStats, User } from '../../../src/shared/types';
import { dmy, inDays, makeAppointment } from './fixtures';
import { makeDoctor } from '../doctors-list/fixtures';

const ADMIN = makeUser({ _id: 'a-1', isAdmin: true, role: 'admin' });
const STAFF = makeUser({ _id: 's-1', isStaff: true, role: 'staff' });
const DOCTOR = makeUser({ _id: 'd-1', isDoctor: true, role: 'doctor' });
const RED = '#cf1322';
const GREEN = '#157a41';

const COUNTS = {
  totalAppointments: 12,
  pendingApprovals: 3,
  approvedAppointments: 4,
  completedAppointments: 2,
  followupAppointments: 0,
  cancelledAppointments: 8,
  activePatients: 7,
  newRegistrations: 1,
};
const ADMIN_STATS: AdminDashboardStats = { ...COUNTS, totalDoctors: 6 };
const DOCTOR_STATS: DoctorDashboardStats = { ...COUNTS, totalRejected: 5 };

/** The signed-in doctor's own profile (the home's 'Close clinic day' needs it). */
const OWN_PROFILE = answer('post', '/doctor/get-doctor-info-by-user-id', {
  success: true,
  data: makeDoctor({ userId: 'd-1' }),
});

const signedIn = (user: User) => ({ preloadedState: { session: { token: fakeToken(user), user } } });
const card = (label: string) => within(screen.getByRole('group', { name: label }));
const rowOf = (text: string) => within(screen.getByText(text).closest('tr') as HTMLElement);
const headers = () =>
  within(screen.getByRole('region', { name: 'All Appointments' }))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

const APPROVED = makeAppointment({
  status: 'approved',
  schedule_date: inDays(5),
  userInfo: { _id: 'u-2', name: 'Bola Ade' },
});
const NO_PATIENT = makeAppointment({ userInfo: undefined as unknown as Appointment['userInfo'] });

test('admin home: the nine counts, green above zero and red at zero, and every appointment with N/A for a missing patient', async () => {
  server.use(
    answer('get', '/admin/dashboard-stats', { success: true, data: ADMIN_STATS }),
    pagedList('/admin/get-all-appointments', [APPROVED, NO_PATIENT]).handler,
  );
  renderWithProviders(<AdminHomePage />, signedIn(ADMIN));

  expect(await screen.findByText('12')).toBeInTheDocument();
  const expected: [string, string][] = [
    ['Total Appointments', '12'],
    ['Pending Approvals', '3'],
    ['Approved Appointments', '4'],
    ['Completed Appointments', '2'],
    ['Follow-up Appointments', '0'],
    ['Cancelled Appointments', '8'],
    ['Total Doctors', '6'],
    ['Active Patients', '7'],
    ['New Registrations (today)', '1'],
  ];
  for (const [label, value] of expected) expect(card(label).getByText(value)).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Follow-up Appointments' })).toHaveStyle({
    borderLeft: `4px solid ${RED}`,
  });
  expect(screen.getByRole('group', { name: 'Total Doctors' })).toHaveStyle({
    borderLeft: `4px solid ${GREEN}`,
  });

  const table = within(screen.getByRole('region', { name: 'All Appointments' }));
  expect(await table.findByText('Bola Ade')).toBeInTheDocument();
  expect(headers()).toEqual(['Doctor', 'Specialty', 'Patient', 'Date', 'Status']);
  const approved = rowOf('Bola Ade');
  expect(approved.getByText('Dr. Ada Eze')).toBeInTheDocument();
  expect(approved.getByText('Cardiology')).toBeInTheDocument();
  expect(approved.getByText(dmy(inDays(5)))).toBeInTheDocument(); // the schedule date once approved
  expect(approved.getByText('Approved')).toBeInTheDocument();
  expect(rowOf('N/A').getByText('Pending')).toBeInTheDocument();
});

test('doctor home: Total Rejected in place of Total Doctors, Cancelled Appointments counted, and the doctor’s own appointments', async () => {
  server.use(
    answer('get', '/doctor/dashboard-stats', { success: true, data: DOCTOR_STATS }),
    pagedList('/doctor/get-appointments-by-doctor-id', [APPROVED]).handler,
    OWN_PROFILE,
  );
  renderWithProviders(<DoctorHomePage />, signedIn(DOCTOR));

  expect(await screen.findByText('Bola Ade')).toBeInTheDocument();
  expect(card('Total Rejected').getByText('5')).toBeInTheDocument();
  expect(card('Cancelled Appointments').getByText('8')).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Total Doctors' })).not.toBeInTheDocument();
  expect(headers()).toEqual(['Patient', 'Date', 'Status']);
});

test('staff home: a failed stats call leaves a quiet note; the appointments still show', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  server.use(
    answer('get', '/admin/dashboard-stats', { success: false, message: 'Database unavailable' }, 500),
    pagedList('/admin/get-all-appointments', [APPROVED]).handler,
  );
  renderWithProviders(<StaffHomePage />, signedIn(STAFF));

  expect(await screen.findByText('Statistics are not available right now.')).toBeInTheDocument();
  expect(await screen.findByText('Bola Ade')).toBeInTheDocument();
  expect(headers()).toEqual(['Doctor', 'Specialty', 'Patient', 'Date', 'Status']);
  expect(screen.queryByText('Database unavailable')).not.toBeInTheDocument(); // logged, not toasted
  warn.mockRestore();
});

test('doctor home: All Appointments is read ten at a time, newest first as the server sends it, the page in the URL', async () => {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  const visits = Array.from({ length: 23 }, (_, i) =>
    makeAppointment({ userInfo: { _id: `u-${i}`, name: `Visitor ${String(i + 1).padStart(2, '0')}` } }),
  );
  const list = pagedList('/doctor/get-appointments-by-doctor-id', visits);
  server.use(
    answer('get', '/doctor/dashboard-stats', { success: true, data: DOCTOR_STATS }),
    list.handler,
    OWN_PROFILE,
  );
  const { router } = renderWithProviders(<DoctorHomePage />, signedIn(DOCTOR));

  expect(await screen.findByText('Visitor 01')).toBeInTheDocument();
  expect(screen.queryByText('Visitor 11')).not.toBeInTheDocument();
  expect(list.queries.map(String)).toEqual(['page=1&pageSize=10']); // no sort: the server's newest first

  await user.click(document.querySelector('.ant-pagination-item-3') as HTMLElement);
  expect(await screen.findByText('Visitor 21')).toBeInTheDocument();
  expect(screen.queryByText('Visitor 01')).not.toBeInTheDocument();
  expect(list.queries.map(String)).toEqual(['page=1&pageSize=10', 'page=3&pageSize=10']);
  expect(new URLSearchParams(router.state.location.search).get('page')).toBe('3');
});
