import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { fakeToken, pagedList, server } from '../../helpers/msw';
import UserAppointmentsPage from '../../../src/client/features/appointments/pages/UserAppointmentsPage';
import type { Appointment } from '../../../src/shared/schemas/appointments';
import { fastUser } from '../doctors-list/fixtures';
import { byDoctorOrService, filterAppointments, makeAppointment } from './fixtures';

// antd tables are heavy in jsdom: queries are scoped to a row, the toolbar or the dialog.

const PATIENT = makeUser();
const LIST = '/user/get-appointments-by-user-id';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const doctor = (firstName: string, service: string, feePerConsultation: number) => ({
  ...makeAppointment().doctorInfo,
  firstName,
  lastName: 'Eze',
  service,
  feePerConsultation,
});

const PENDING = makeAppointment({
  _id: id(1),
  status: 'pending',
  schedule_date: null,
  doctorInfo: doctor('Ngozi', 'Dentistry', 10000),
});
const APPROVED = makeAppointment({ _id: id(2) });
const REJECTED = makeAppointment({
  _id: id(3),
  status: 'rejected',
  schedule_date: null,
  doctorInfo: doctor('Chinwe', 'Paediatrics', 15000),
});
const FOLLOW_UP = makeAppointment({
  _id: id(4),
  status: 'follow-up',
  schedule_date: '2026-10-26',
  time: '11:30',
  followUpDate: '2026-12-09',
  doctorInfo: doctor('Folake', 'Dermatology', 12000),
});
// a completed visit keeps its dates on file; the patient's list still reads them as unset
const COMPLETED = makeAppointment({
  _id: id(5),
  status: 'completed',
  schedule_date: '2026-11-12',
  followUpDate: '2026-12-01',
  doctorInfo: doctor('Emmanuel', 'General Practice', 5000),
});
const FIVE = [PENDING, APPROVED, REJECTED, FOLLOW_UP, COMPLETED];
/** Twelve rows: two pages of ten. */
const TWELVE = [
  ...FIVE,
  ...Array.from({ length: 7 }, (_, i) =>
    makeAppointment({ _id: id(10 + i), doctorInfo: doctor(`Extra${i}`, 'Cardiology', 9000) }),
  ),
];

function showPage(rows: Appointment[], route = '/appointments', delay?: (q: URLSearchParams) => number) {
  const list = pagedList(LIST, rows, { filter: filterAppointments(byDoctorOrService), delay });
  server.use(list.handler);
  const rendered = renderWithProviders(<UserAppointmentsPage />, {
    route,
    preloadedState: { session: { token: fakeToken(), user: PATIENT } },
  });
  return { ...rendered, queries: list.queries };
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
/** The list parameters of a request, without the defaults every request carries. */
const sent = (query: URLSearchParams) => Object.fromEntries(query);

test('dates show where the status allows, a pending request its asked-for date and time marked as requested; Not set and No followup date otherwise', async () => {
  showPage(FIVE);
  await screen.findByText('Dr. Ngozi Eze');

  expect(cells('Doctor Name', 'Service', 'Fee', 'Status')).toEqual([
    ['Dr. Ngozi Eze', 'Dentistry', '₦10,000', 'Pending'],
    ['Dr. Abubakar Yusuf', 'Cardiology', '₦25,000', 'Approved'],
    ['Dr. Chinwe Eze', 'Paediatrics', '₦15,000', 'Rejected'],
    ['Dr. Folake Eze', 'Dermatology', '₦12,000', 'Follow-up'],
    ['Dr. Emmanuel Eze', 'General Practice', '₦5,000', 'Completed'],
  ]);
  expect(cells('Scheduled Date', 'Appointment Time', 'Followup Date')).toEqual([
    ['Requested: 27-11-2026', 'Requested: 09:30', 'No followup date'],
    ['28-11-2026', '09:30', 'No followup date'],
    ['Not set', 'Not set', 'No followup date'],
    ['26-10-2026', '11:30', '09-12-2026'],
    ['Not set', 'Not set', 'No followup date'],
  ]);

  // calendar export only for approved and follow-up rows
  const offersCalendar = FIVE.map((a) => [
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

test('search (debounced), sort and page go to the server and the URL; the clear buttons reset them', async () => {
  const user = fastUser();
  const { queries, router } = showPage(TWELVE, '/appointments', (q) => (q.get('page') === '2' ? 150 : 0));
  await screen.findByText('Dr. Ngozi Eze');
  expect(sent(queries[0])).toEqual({ page: '1', pageSize: '10' });

  // the next page: the first page's rows stay while it loads
  await user.click(within(table().closest('.ant-table-wrapper') as HTMLElement).getByTitle('2'));
  expect(screen.getByText('Dr. Ngozi Eze')).toBeInTheDocument();
  expect(await screen.findByText('Dr. Extra5 Eze')).toBeInTheDocument();
  expect(rows()).toHaveLength(2);
  expect(sent(queries.at(-1) as URLSearchParams)).toEqual({ page: '2', pageSize: '10' });
  expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');

  // several keystrokes, one request, back on page 1
  const before = queries.length;
  await user.type(toolbar().getByRole('textbox', { name: 'Search appointments by service' }), 'derm');
  await waitFor(() => expect(cells('Service').flat()).toEqual(['Dermatology']));
  expect(queries.slice(before).map(sent)).toEqual([{ page: '1', pageSize: '10', search: 'derm' }]);

  await user.click(screen.getByRole('columnheader', { name: /^Service/ }));
  await waitFor(() =>
    expect(sent(queries.at(-1) as URLSearchParams)).toEqual({
      page: '1',
      pageSize: '10',
      search: 'derm',
      sort: 'service',
      order: 'asc',
    }),
  );
  expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('service');

  // Clear Filters keeps the sort, Clear All drops it too
  await user.click(toolbar().getByRole('button', { name: 'Clear Filters' }));
  await waitFor(() => expect(rows()).toHaveLength(10));
  expect(toolbar().getByRole('textbox')).toHaveValue('');
  expect(sent(queries.at(-1) as URLSearchParams)).toEqual({
    page: '1',
    pageSize: '10',
    sort: 'service',
    order: 'asc',
  });
  await user.click(toolbar().getByRole('button', { name: 'Clear All' }));
  await waitFor(() => expect(router.state.location.search).toBe(''));
  expect(screen.getByRole('columnheader', { name: /^Service/ })).not.toHaveAttribute('aria-sort');
});

test('a shared link restores search, status filter, sort and page, and asks the server for them', async () => {
  const { queries } = showPage(
    TWELVE,
    '/appointments?search=derm&status=follow-up&sort=service&order=desc&page=1',
  );
  expect(await screen.findByText('Dr. Folake Eze')).toBeInTheDocument();
  expect(sent(queries[0])).toEqual({
    page: '1',
    pageSize: '10',
    search: 'derm',
    status: 'follow-up',
    sort: 'service',
    order: 'desc',
  });
  expect(toolbar().getByRole('textbox')).toHaveValue('derm');
  expect(screen.getByRole('columnheader', { name: /^Service/ })).toHaveAttribute('aria-sort', 'descending');
  expect(rows()).toHaveLength(1);
});

test('an empty list says so', async () => {
  showPage([]);
  expect(await screen.findByText('No appointments found')).toBeInTheDocument();
});

/** Two requests to one doctor on one day: the holder's own, and one the holder booked for a child. */
const OWN_REQUEST = makeAppointment({
  _id: id(30),
  status: 'pending',
  date: '2026-12-14',
  time: '10:00',
  schedule_date: null,
  userInfo: { _id: PATIENT._id, name: PATIENT.name },
});
const CHILDS_REQUEST = makeAppointment({
  _id: id(31),
  status: 'pending',
  date: '2026-12-14',
  time: '11:30',
  schedule_date: null,
  userInfo: { _id: 'child-1', name: 'Ada Obi' },
  bookedBy: { _id: PATIENT._id, name: PATIENT.name },
});

test('two requests to one doctor differ: each row shows its requested date and time, and whom it is for', async () => {
  showPage([OWN_REQUEST, CHILDS_REQUEST]);
  await screen.findByText(`for Ada Obi (booked by ${PATIENT.name})`);
  expect(cells('Doctor Name', 'Scheduled Date', 'Appointment Time')).toEqual([
    [`Dr. Abubakar Yusuf` + `for ${PATIENT.name}`, 'Requested: 14-12-2026', 'Requested: 10:00'],
    [
      `Dr. Abubakar Yusuf` + `for Ada Obi (booked by ${PATIENT.name})`,
      'Requested: 14-12-2026',
      'Requested: 11:30',
    ],
  ]);
});

test('a list of one person’s visits names no one', async () => {
  showPage(FIVE);
  await screen.findByText('Dr. Ngozi Eze');
  expect(
    cells('Doctor Name')
      .flat()
      .every((text) => text?.startsWith('Dr.') && !text.includes('for ')),
  ).toBe(true);
});

/** The text a card gives under a field's label. */
const fieldOf = (card: HTMLElement, label: string) =>
  within(card)
    .getByText(label)
    .closest('.ant-descriptions-item')
    ?.querySelector('.ant-descriptions-item-content')?.textContent;

/** jsdom as a phone 412 px wide: antd's xs query matches, sm and wider do not. */
function onAPhone() {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...original(query), matches: /max-width: 575/.test(query) });
  return () => {
    window.matchMedia = original;
  };
}

test('on a phone each visit is a card: doctor, status, requested date and time, whom it is for, and its actions', async () => {
  const restore = onAPhone();
  try {
    const user = fastUser();
    const { queries } = showPage([OWN_REQUEST, CHILDS_REQUEST, APPROVED]);
    const list = await screen.findByRole('list', { name: 'Appointments' });
    expect(document.querySelector('.ant-table')).toBeNull();
    // each card's own actions bar is a list too: the cards are the outer list's items
    const cards = Array.from(list.querySelectorAll<HTMLElement>(':scope > li'));
    expect(cards).toHaveLength(3);
    const child = within(cards[1]);
    expect(child.getByText('Dr. Abubakar Yusuf')).toBeInTheDocument();
    expect(child.getByText(`for Ada Obi (booked by ${PATIENT.name})`)).toBeInTheDocument();
    expect(child.getByText('Pending')).toBeInTheDocument();
    expect(fieldOf(cards[1], 'Scheduled Date')).toBe('Requested: 14-12-2026');
    expect(fieldOf(cards[1], 'Appointment Time')).toBe('Requested: 11:30');
    expect(child.getByRole('button', { name: 'Reschedule appointment with Dr. Abubakar Yusuf' })).toHaveClass(
      'ant-btn-lg',
    );
    expect(child.getByRole('button', { name: 'Cancel appointment with Dr. Abubakar Yusuf' })).toHaveStyle({
      minHeight: '44px',
    });
    const approved = within(cards[2]);
    expect(approved.getByText('Approved')).toBeInTheDocument();
    expect(fieldOf(cards[2], 'Scheduled Date')).toBe('28-11-2026');
    expect(fieldOf(cards[2], 'Appointment Time')).toBe('09:30');
    expect(approved.getByRole('button', { name: 'Add to calendar' })).toHaveStyle({ minHeight: '44px' });

    // the status filter the table keeps in its header stands above the cards
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByTitle('Approved'));
    await waitFor(() =>
      expect(sent(queries.at(-1) as URLSearchParams)).toMatchObject({ status: 'approved' }),
    );
    await waitFor(() => expect(list.querySelectorAll(':scope > li')).toHaveLength(1));
  } finally {
    restore();
  }
});
