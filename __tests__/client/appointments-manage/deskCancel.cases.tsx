import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { fakeToken, pagedList, server } from '../../helpers/msw';
import { appointmentsApi } from '../../../src/client/features/appointments/appointmentsApi';
import AdminAppointmentsPage from '../../../src/client/features/appointments/pages/AdminAppointmentsPage';
import DoctorAppointmentsPage from '../../../src/client/features/appointments/pages/DoctorAppointmentsPage';
import type { Appointment } from '../../../src/shared/schemas/appointments';
import type { User } from '../../../src/shared/types';
import { fastUser, filterAppointments, forPatient, fromToday, servicesAnswer } from './fixtures';

const STAFF = makeUser({ _id: 's-1', name: 'Tunde Bakare', isStaff: true, role: 'staff' });
const DOCTOR = makeUser({ _id: 'd-1', name: 'Ada Eze', isDoctor: true, role: 'doctor' });
const CANCEL = 'http://localhost/api/bookAppointment/cancel-appointment';

/** A desk over `rows`; while `held()` gives a promise, the list answers only once it settles. */
function showDesk(
  page: 'admin' | 'doctor',
  rows: Appointment[],
  held: () => Promise<void> | null = () => null,
) {
  const list = pagedList(
    page === 'admin' ? '/admin/get-all-appointments' : '/doctor/get-appointments-by-doctor-id',
    rows,
    { filter: filterAppointments, delay: () => held() ?? 0 },
  );
  server.use(list.handler, servicesAnswer(['Cardiology']));
  const user: User = page === 'admin' ? STAFF : DOCTOR;
  const rendered = renderWithProviders(
    page === 'admin' ? <AdminAppointmentsPage /> : <DoctorAppointmentsPage />,
    {
      preloadedState: { session: { token: fakeToken(user), user } },
    },
  );
  return { ...rendered, list };
}

/** Records the cancel calls; the server then holds the row as cancelled. */
function cancelAnswers(rows: Appointment[]) {
  const calls: unknown[] = [];
  server.use(
    http.post(CANCEL, async ({ request }) => {
      const body = (await request.json()) as { appointmentId: string; reason: string };
      calls.push(body);
      const i = rows.findIndex((a) => a._id === body.appointmentId);
      rows[i] = { ...rows[i], status: 'cancelled', cancelReason: body.reason };
      return HttpResponse.json({ success: true, message: 'Appointment cancelled' });
    }),
  );
  return calls;
}

// Role queries over the whole page cost seconds each in jsdom: find the row by its text first.
const rowOf = (patient: string) => within(screen.getByText(patient).closest('tr') as HTMLElement);
const statusOf = (patient: string) =>
  rowOf(patient).getByText(/^(Pending|Approved|Cancelled|Rejected|Completed|Follow-up)$/);

test('staff cancel from the action column with a reason: the row reads Cancelled at once, only its page is read again', async () => {
  const user = fastUser();
  const rows = [
    forPatient('Bola Ade'),
    forPatient('Chidi Okoro', { status: 'approved', schedule_date: fromToday(2) }),
    forPatient('Kemi Bello', { status: 'rejected' }),
  ];
  const calls = cancelAnswers(rows);
  let rereadHeld: Promise<void> | null = null;
  let answerReread = () => {};
  const { list, store } = showDesk('admin', rows, () => rereadHeld);
  await screen.findByText('Chidi Okoro');
  expect(
    rowOf('Kemi Bello').queryByRole('button', { name: /^(Approve|Reject|Cancel) / }),
  ).not.toBeInTheDocument();
  // another filter set held open elsewhere, without the row: it must not be read again
  await store.dispatch(
    appointmentsApi.endpoints.getAllAppointments.initiate({ page: 1, status: ['rejected'] }),
  );
  expect(list.queries.map(String)).toEqual(['page=1&pageSize=10', 'page=1&status=rejected']);

  rereadHeld = new Promise<void>((resolve) => (answerReread = resolve));
  await user.click(rowOf('Chidi Okoro').getByRole('button', { name: 'Cancel appointment of Chidi Okoro' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Cancel Appointment' }));
  const reason = dialog.getByRole('textbox', { name: 'Reason' });
  await waitFor(() => expect(reason).toHaveFocus());
  await user.paste('Doctor called in sick');
  await user.click(dialog.getByRole('button', { name: 'Cancel appointment' }));

  expect(await screen.findByText('Appointment cancelled')).toBeInTheDocument();
  expect(calls).toEqual([{ appointmentId: rows[1]._id, reason: 'Doctor called in sick' }]);
  // the server's answer is shown before the page has been read again
  await waitFor(() => expect(statusOf('Chidi Okoro')).toHaveTextContent('Cancelled'));
  expect(
    rowOf('Chidi Okoro').queryByRole('button', { name: /^(Approve|Reject|Cancel) / }),
  ).not.toBeInTheDocument();
  expect(statusOf('Bola Ade')).toHaveTextContent('Pending');
  await waitFor(() => expect(list.queries).toHaveLength(3));
  expect(String(list.queries[2])).toBe('page=1&pageSize=10'); // the desk's page only
  answerReread();
  await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
  expect(statusOf('Chidi Okoro')).toHaveTextContent('Cancelled');
  expect(list.queries).toHaveLength(3);
});

test('doctor: a refused cancel is shown in the dialog and the row keeps its buttons', async () => {
  const user = fastUser();
  const rows = [forPatient('Bola Ade')];
  server.use(
    http.post(CANCEL, () =>
      HttpResponse.json({ success: false, message: 'This appointment is already rejected' }, { status: 409 }),
    ),
  );
  showDesk('doctor', rows);
  await screen.findByText('Bola Ade');

  await user.click(rowOf('Bola Ade').getByRole('button', { name: 'Cancel appointment of Bola Ade' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Cancel Appointment' }));
  await user.click(dialog.getByRole('textbox', { name: 'Reason' }));
  await user.paste('Clinic closed');
  await user.click(dialog.getByRole('button', { name: 'Cancel appointment' }));

  expect(await dialog.findByRole('alert')).toHaveTextContent('This appointment is already rejected');
  expect(statusOf('Bola Ade')).toHaveTextContent('Pending');
  expect(
    rowOf('Bola Ade').getByRole('button', { name: 'Approve appointment of Bola Ade' }),
  ).toBeInTheDocument();
});

test('the admin desk’s status filter offers Cancelled', async () => {
  const user = fastUser();
  const { list } = showDesk('admin', [
    forPatient('Bola Ade'),
    forPatient('Chidi Okoro', { status: 'cancelled', cancelReason: 'Moved away' }),
  ]);
  await screen.findByText('Chidi Okoro');
  await user.click(screen.getByLabelText('Filter by status'));
  const option = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-select-item-option[title="Cancelled"]');
    if (!found) throw new Error('no Cancelled option');
    return found;
  });
  await user.click(option);
  await waitFor(() => expect(screen.queryByText('Bola Ade')).not.toBeInTheDocument());
  expect(list.queries.at(-1)?.get('status')).toBe('cancelled');
  expect(statusOf('Chidi Okoro')).toHaveTextContent('Cancelled');
});
