import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { eventStreamResponse, fakeToken, pagedList, server } from '../../helpers/msw';
import UserAppointmentsPage from '../../../src/client/features/appointments/pages/UserAppointmentsPage';
import MyWaitlistCard from '../../../src/client/features/waitlist/components/MyWaitlistCard';
import NotificationBell from '../../../src/client/features/notifications/components/NotificationBell';
import type { Appointment } from '../../../src/shared/schemas/appointments';
import type { WaitlistEntry } from '../../../src/shared/schemas/capacity';
import { fastUser } from '../doctors-list/fixtures';
import { byDoctorOrService, filterAppointments, makeAppointment } from './fixtures';
import { wholeText } from '../../helpers/whole-text';

const PATIENT = makeUser();
const API = 'http://localhost/api';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const entry = (n: number, overrides: Partial<WaitlistEntry> = {}): WaitlistEntry => ({
  _id: id(900 + n),
  doctorId: id(800),
  doctorName: 'Ada Obi',
  service: 'Cardiology',
  location: 'Lagos',
  date: '2026-12-14',
  time: '10:30',
  place: n,
  createdAt: '2026-12-01T09:00:00.000Z',
  ...overrides,
});

/** A visit a closed clinic day cancelled, and one the patient cancelled themselves. */
const CLOSED_DAY = makeAppointment({
  _id: id(1),
  status: 'cancelled',
  cancelReason: 'Dr. Abubakar Yusuf is not holding clinic on 28-11-2026: Conference',
  rebookable: true,
});
const OWN_CANCEL = makeAppointment({
  _id: id(2),
  status: 'cancelled',
  cancelReason: 'Travelling',
  doctorInfo: { ...makeAppointment().doctorInfo, firstName: 'Ngozi', lastName: 'Eze' },
});

/** get-waitlist answering the entries of the moment (a test changes them as the server would). */
function waitlistServer(entries: WaitlistEntry[]) {
  const current = { entries };
  server.use(
    http.get(`${API}/user/get-waitlist`, () => HttpResponse.json({ success: true, data: current.entries })),
  );
  return current;
}

function showPage(rows: Appointment[], route = '/appointments') {
  const list = pagedList('/user/get-appointments-by-user-id', rows, {
    filter: filterAppointments(byDoctorOrService),
  });
  server.use(list.handler);
  const rendered = renderWithProviders(<UserAppointmentsPage />, {
    route,
    preloadedState: { session: { token: fakeToken(), user: PATIENT } },
  });
  return { ...rendered, list };
}

const waitlistCard = () => within(screen.getByRole('region', { name: 'My waitlist' }));
const rowOf = (a: Appointment) => {
  const row = document.querySelector<HTMLElement>(`tr[data-row-key="${a._id}"]`);
  if (!row) throw new Error(`no row ${a._id}`);
  return within(row);
};

test("'My waitlist' lists each place; Leave asks first, then leaves, and the entry goes", async () => {
  const user = fastUser();
  const waitlist = waitlistServer([
    entry(1),
    entry(3, { _id: id(905), doctorName: 'Kunle Bello', date: '2026-12-16', time: '09:00' }),
  ]);
  const left: unknown[] = [];
  server.use(
    http.post(`${API}/bookAppointment/leave-waitlist`, async ({ request }) => {
      left.push(await request.json());
      waitlist.entries = waitlist.entries.slice(1);
      return HttpResponse.json({ success: true, message: 'You have left the waitlist' });
    }),
  );
  showPage([]);

  const ada = within(await screen.findByRole('listitem', { name: 'Dr. Ada Obi on 14-12-2026' }));
  expect(ada.getByText(wholeText('14-12-2026 at 10:30'))).toBeInTheDocument();
  expect(ada.getByText('Place 1')).toBeInTheDocument();
  const kunle = within(waitlistCard().getByRole('listitem', { name: 'Dr. Kunle Bello on 16-12-2026' }));
  expect(kunle.getByText('Place 3')).toBeInTheDocument();

  await user.click(ada.getByRole('button', { name: 'Leave the waitlist of Dr. Ada Obi on 14-12-2026' }));
  expect(await screen.findByText('Leave the waitlist?')).toBeInTheDocument();
  expect(left).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Leave' }));

  expect(await screen.findByText('You have left the waitlist')).toBeInTheDocument();
  expect(left).toEqual([{ waitlistId: id(901) }]);
  await waitFor(() =>
    expect(screen.queryByRole('listitem', { name: 'Dr. Ada Obi on 14-12-2026' })).not.toBeInTheDocument(),
  );
  expect(waitlistCard().getByRole('listitem', { name: 'Dr. Kunle Bello on 16-12-2026' })).toBeInTheDocument();
});

test("with no place in any queue the card says 'You are not on any waitlist'", async () => {
  waitlistServer([]);
  showPage([]);
  expect(await waitlistCard().findByText('You are not on any waitlist')).toBeInTheDocument();
});

test('a promotion pushed as a notification takes the entry off the waitlist without a reload', async () => {
  const waitlist = waitlistServer([entry(1)]);
  server.use(
    http.get(`${API}/user/notifications-stream`, ({ request }) => {
      waitlist.entries = []; // promoted: the entry became a pending appointment
      return eventStreamResponse(request.signal, ['ready', 'notification']);
    }),
    http.post(`${API}/user/getUser_id`, () => HttpResponse.json({ success: true, data: PATIENT })),
  );
  renderWithProviders(
    <>
      <NotificationBell />
      <MyWaitlistCard />
    </>,
    { preloadedState: { session: { token: fakeToken(), user: PATIENT } } },
  );
  expect(await screen.findByRole('listitem', { name: 'Dr. Ada Obi on 14-12-2026' })).toBeInTheDocument();
  expect(await screen.findByText('You are not on any waitlist')).toBeInTheDocument();
});

test('Rebook shows only on visits a closed day cancelled; it posts the visit and the list is read again', async () => {
  const user = fastUser();
  const rows = [CLOSED_DAY, OWN_CANCEL];
  const rebooked: unknown[] = [];
  server.use(
    http.post(`${API}/bookAppointment/rebook`, async ({ request }) => {
      rebooked.push(await request.json());
      rows[0] = { ...CLOSED_DAY, rebookable: false };
      rows.unshift(makeAppointment({ _id: id(3), status: 'pending', schedule_date: null }));
      return HttpResponse.json(
        { success: true, message: 'Appointment booked successfully' },
        { status: 201 },
      );
    }),
  );
  const { list } = showPage(rows);
  await waitFor(() => expect(document.querySelector(`tr[data-row-key="${CLOSED_DAY._id}"]`)).not.toBeNull());
  expect(rowOf(OWN_CANCEL).queryByRole('button', { name: /^Rebook/ })).not.toBeInTheDocument();
  const asked = list.queries.length;

  await user.click(
    rowOf(CLOSED_DAY).getByRole('button', { name: 'Rebook appointment with Dr. Abubakar Yusuf' }),
  );
  expect(await screen.findByText('Appointment booked successfully')).toBeInTheDocument();
  expect(rebooked).toEqual([{ appointmentId: CLOSED_DAY._id }]);
  await waitFor(() => expect(document.querySelector(`tr[data-row-key="${id(3)}"]`)).not.toBeNull());
  expect(list.queries.length).toBeGreaterThan(asked);
  expect(rowOf(CLOSED_DAY).queryByRole('button', { name: /^Rebook/ })).not.toBeInTheDocument();
});

test("the notification's link '?rebook=' asks once, naming the doctor; Rebook books it and the parameter goes", async () => {
  const user = fastUser();
  const rebooked: unknown[] = [];
  server.use(
    http.post(`${API}/bookAppointment/rebook`, async ({ request }) => {
      rebooked.push(await request.json());
      return HttpResponse.json(
        { success: true, message: 'Appointment booked successfully' },
        { status: 201 },
      );
    }),
  );
  const { router } = showPage([CLOSED_DAY, OWN_CANCEL], `/appointments?rebook=${CLOSED_DAY._id}`);

  const dialog = within(
    await screen.findByRole('dialog', { name: 'Rebook appointment' }, { timeout: 10_000 }),
  );
  expect(
    await dialog.findByText('Rebook your visit with Dr. Abubakar Yusuf on the next open clinic day?'),
  ).toBeInTheDocument();
  expect(router.state.location.search).toBe('');
  expect(rebooked).toEqual([]);

  await user.click(dialog.getByRole('button', { name: 'Rebook' }));
  expect(await screen.findByText('Appointment booked successfully')).toBeInTheDocument();
  expect(rebooked).toEqual([{ appointmentId: CLOSED_DAY._id }]);
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Rebook appointment' })).not.toBeInTheDocument(),
  );
});

test("a refused rebook from the link shows the server's words and the dialog stays", async () => {
  const user = fastUser();
  const refusal = 'Dr. Abubakar Yusuf has no open clinic day in the next 30 days';
  server.use(
    http.post(`${API}/bookAppointment/rebook`, () =>
      HttpResponse.json({ success: false, message: refusal }, { status: 409 }),
    ),
  );
  showPage([CLOSED_DAY], `/appointments?rebook=${CLOSED_DAY._id}`);
  const dialog = within(
    await screen.findByRole('dialog', { name: 'Rebook appointment' }, { timeout: 10_000 }),
  );
  await user.click(dialog.getByRole('button', { name: 'Rebook' }));
  expect(await screen.findByText(refusal)).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Rebook appointment' })).toBeInTheDocument();
});
