import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { fakeToken, pagedList, recordCalls, server } from '../../helpers/msw';
import { appointmentsApi } from '../../../src/client/features/appointments/appointmentsApi';
import AdminAppointmentsPage from '../../../src/client/features/appointments/pages/AdminAppointmentsPage';
import type { Appointment } from '../../../src/shared/schemas/appointments';
import {
  dmy,
  fastUser,
  filterAppointments,
  forPatient,
  fromToday,
  numberedPatients,
  servicesAnswer,
} from './fixtures';

const STAFF = makeUser({ _id: 's-1', name: 'Tunde Bakare', isStaff: true, role: 'staff' });
const LIST = '/admin/get-all-appointments';

function showPage(rows: Appointment[], route = '/') {
  const list = pagedList(LIST, rows, { filter: filterAppointments });
  server.use(list.handler, servicesAnswer(['Cardiology', 'Dental', 'Paediatrics']));
  const rendered = renderWithProviders(<AdminAppointmentsPage />, {
    route,
    preloadedState: { session: { token: fakeToken(STAFF), user: STAFF } },
  });
  return { ...rendered, list };
}

// Role queries over the whole page cost seconds each in jsdom: find the row by its text first.
const rowOf = (patient: string) => within(screen.getByText(patient).closest('tr') as HTMLElement);
const cellsOf = (patient: string) =>
  Array.from(screen.getByText(patient).closest('tr')?.children ?? [], (cell) => cell.textContent);
const headerOf = (title: string) =>
  Array.from(document.querySelectorAll<HTMLElement>('thead th')).find(
    (th) => th.textContent === title,
  ) as HTMLElement;
const pageButton = (page: number) => document.querySelector<HTMLElement>(`.ant-pagination-item-${page}`);

test('all statuses by default; Doctor, Followup Date, Approved By and Approved At as the spec shows them', async () => {
  const user = fastUser();
  // a local wall-clock time, so the expected text holds in any time zone
  const approvedAt = new Date(2026, 0, 5, 14, 30).toISOString();
  const status = recordCalls(
    'post',
    '/doctor/change-appointment-status',
    { success: false, message: 'This appointment is already rejected' },
    409,
  );
  server.use(status.handler);
  const { list } = showPage([
    forPatient('Bola Ade', {
      status: 'follow-up',
      schedule_date: fromToday(-7),
      followUpDate: fromToday(7),
      approvedByName: 'Ada Okafor',
      approvedAt,
    }),
    forPatient('Chidi Okoro'),
  ]);
  await screen.findByText('Bola Ade');

  expect(list.queries.map(String)).toEqual(['page=1&pageSize=10']);
  expect(screen.getByLabelText('Filter by status').closest('.ant-select')).toHaveTextContent('All Statuses');
  expect(screen.getByText('Export to Excel')).toBeInTheDocument();
  expect(screen.getByText('Export to PDF')).toBeInTheDocument();
  expect(cellsOf('Bola Ade')).toEqual([
    'Bola Ade',
    'Cardiology',
    'Ada Eze',
    'Everyday',
    `${dmy(fromToday(-7))} 10:00`,
    dmy(fromToday(7)),
    'Follow-up',
    'Ada Okafor',
    '05-01-2026 14:30',
    'Cancel', // a follow-up visit can still be cancelled
  ]);
  // a pending request: the date and time it asked for, marked as requested
  expect(cellsOf('Chidi Okoro').slice(4, 9)).toEqual([
    `Requested: ${dmy(fromToday(3))} 10:00`,
    'Not set',
    'Pending',
    'N/A',
    'N/A',
  ]);

  // a refusal from the server is shown as it is worded, and the modal stays open
  await user.click(rowOf('Chidi Okoro').getByRole('button', { name: 'Reject appointment of Chidi Okoro' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Reject Appointment' }));
  await user.click(dialog.getByRole('textbox', { name: 'Comment' }));
  await user.paste('Duplicate request');
  await user.click(dialog.getByRole('button', { name: 'OK' }));
  expect(await screen.findByText('This appointment is already rejected')).toBeInTheDocument();
  expect(screen.getByText('Reject Appointment')).toBeVisible();
  expect(status.calls).toEqual([
    { appointmentId: expect.any(String), status: 'rejected', comment: 'Duplicate request' },
  ]);
  // the refused change is taken back: the row is pending again
  await waitFor(() => expect(cellsOf('Chidi Okoro')[6]).toBe('Pending'));
});

test('a shared link restores page, status and sort; a new sorter goes into the URL and back to page 1', async () => {
  const user = fastUser();
  const { list, router } = showPage(
    numberedPatients(25),
    '/admin/appointments-admin?page=2&status=pending&sort=patient&order=asc',
  );
  expect(await screen.findByText('Patient 11')).toBeInTheDocument();

  const asked = Object.fromEntries(list.queries[0]);
  expect(asked).toEqual({ page: '2', pageSize: '10', status: 'pending', sort: 'patient', order: 'asc' });
  expect(screen.getByLabelText('Filter by status').closest('.ant-select')).toHaveTextContent('Pending');
  expect(headerOf('Patient')).toHaveAttribute('aria-sort', 'ascending');
  expect(pageButton(2)).toHaveClass('ant-pagination-item-active');

  await user.click(headerOf('Doctor Name'));
  await waitFor(() => expect(router.state.location.search).toBe('?status=pending&sort=doctor&order=asc'));
  await waitFor(() => expect(list.queries.at(-1)?.get('sort')).toBe('doctor'));
  expect(list.queries.at(-1)?.get('page')).toBe('1');
  expect(headerOf('Patient')).not.toHaveAttribute('aria-sort');
});

test('the Service filter offers the clinic’s services, not only those on the page; Reset also clears the sort', async () => {
  const user = fastUser();
  const { router } = showPage(
    [forPatient('Bola Ade')],
    '/?search=bola&service=Dental&status=pending&sort=patient&order=desc',
  );
  await waitFor(() => expect(screen.getByPlaceholderText('Search patient...')).toHaveValue('bola'));

  await user.click(headerOf('Service').querySelector('.ant-table-filter-trigger') as HTMLElement);
  const menu = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-table-filter-dropdown');
    if (!found) throw new Error('no filter menu');
    return within(found);
  });
  expect(menu.getByText('Paediatrics')).toBeInTheDocument(); // no row on screen has it
  expect(menu.getByRole('checkbox', { checked: true })).toBeInTheDocument();

  const toolbar = within(document.querySelector('[role="search"]') as HTMLElement);
  await user.click(toolbar.getByText('Clear Filters'));
  await waitFor(() => expect(router.state.location.search).toBe('?sort=patient&order=desc'));
  expect(screen.getByPlaceholderText('Search patient...')).toHaveValue('');
  await user.click(toolbar.getByText('Reset'));
  await waitFor(() => expect(router.state.location.search).toBe(''));
});

test('approve on page 3: the row changes at once, only page 3 is read again, and the desk stays on page 3', async () => {
  const user = fastUser();
  const rows = numberedPatients(30);
  let answerApprove = () => {};
  const approveAnswered = new Promise<void>((resolve) => (answerApprove = resolve));
  server.use(
    http.post('http://localhost/api/doctor/change-appointment-status', async ({ request }) => {
      const { appointmentId, schedule_date } = (await request.json()) as Record<string, string>;
      await approveAnswered;
      const i = rows.findIndex((a) => a._id === appointmentId);
      rows[i] = { ...rows[i], status: 'approved', schedule_date, approvedByName: 'Tunde Bakare' };
      return HttpResponse.json({ success: true, message: 'Appointment approved' });
    }),
  );
  const { list, router, store } = showPage(rows, '/?page=2');
  await screen.findByText('Patient 11');
  await user.click(pageButton(3) as HTMLElement);
  await screen.findByText('Patient 21');
  // another filter set held open elsewhere (none of its rows is touched): it must not be read again
  await store.dispatch(
    appointmentsApi.endpoints.getAllAppointments.initiate({ page: 1, status: ['rejected'] }),
  );
  expect(list.queries.map(String)).toEqual([
    'page=2&pageSize=10',
    'page=3&pageSize=10',
    'page=1&status=rejected',
  ]);

  await user.click(rowOf('Patient 23').getByRole('button', { name: 'Approve appointment of Patient 23' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Approve Appointment' }));
  await user.click(dialog.getByRole('textbox', { name: 'Comment' }));
  await user.paste('Confirmed');
  await user.click(dialog.getByRole('button', { name: 'OK' }));

  // before the server has answered: the row already says Approved, by whom, and offers only Cancel
  await waitFor(() => expect(cellsOf('Patient 23')[6]).toBe('Approved'));
  expect(cellsOf('Patient 23')[7]).toBe('Tunde Bakare');
  expect(
    rowOf('Patient 23')
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label')),
  ).toEqual(['Details of the appointment of Patient 23', 'Cancel appointment of Patient 23']);
  expect(list.queries).toHaveLength(3);

  answerApprove();
  expect(await screen.findByText('Appointment approved')).toBeInTheDocument();
  await waitFor(() => expect(list.queries).toHaveLength(4));
  expect(Object.fromEntries(list.queries[3])).toEqual({ page: '3', pageSize: '10' });
  expect(cellsOf('Patient 23')[4]).toBe(`${dmy(fromToday(3))} 10:00`); // the server's schedule date
  expect(router.state.location.search).toBe('?page=3&pageSize=10');
  expect(pageButton(3)).toHaveClass('ant-pagination-item-active');
  expect(list.queries).toHaveLength(4);
});

test("'Columns' opens its check boxes (downloaded with the first press); unticking Service hides that column", async () => {
  const user = fastUser();
  showPage([forPatient('Bola Ade')]);
  await screen.findByText('Bola Ade');
  expect(headerOf('Service')).toBeDefined();

  await user.click(screen.getByRole('button', { name: /Columns/, hidden: true }));
  await user.click(await screen.findByRole('checkbox', { name: 'Service', hidden: true }));
  await waitFor(() => expect(headerOf('Service')).toBeUndefined());
  expect(headerOf('Patient')).toBeDefined();
  expect(screen.getByRole('checkbox', { name: 'Patient', hidden: true })).toBeDisabled();
});
