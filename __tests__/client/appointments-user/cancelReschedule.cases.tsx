import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { fakeToken, pagedList, server } from '../../helpers/msw';
import UserAppointmentsPage from '../../../src/client/features/appointments/pages/UserAppointmentsPage';
import { todayAtClinic } from '../../../src/client/lib/clinicTime/clinicDatePicker';
import { addDays, formatDisplayDate } from '../../../src/shared/clinicDays';
import { formatLongDateTime } from '../../../src/shared/momentFormats';
import type { Appointment } from '../../../src/shared/schemas/appointments';
import { fastUser } from '../doctors-list/fixtures';
import { typeIntoPicker } from '../pickers';
import { byDoctorOrService, filterAppointments, makeAppointment } from './fixtures';

// antd tables are heavy in jsdom: queries are scoped to a row or the dialog.

const PATIENT = makeUser();
const LIST = '/user/get-appointments-by-user-id';
const CANCEL = 'http://localhost/api/bookAppointment/cancel-appointment';
const RESCHEDULE = 'http://localhost/api/bookAppointment/reschedule-appointment';
const CUT_OFF =
  'Appointments can no longer be cancelled online less than 2 hours before the visit. Please call the clinic.';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const TOMORROW_ISO = addDays(todayAtClinic(), 1);
const TOMORROW = formatDisplayDate(TOMORROW_ISO);

/** One visit of each status, Dr. Abubakar Yusuf (Everyday, 09:00–17:00) for the approved one. */
function visits(): Appointment[] {
  const doctorNamed = (firstName: string) => ({
    ...makeAppointment().doctorInfo,
    firstName,
    lastName: 'Eze',
  });
  return [
    makeAppointment({ _id: id(1), status: 'pending', schedule_date: null, doctorInfo: doctorNamed('Ngozi') }),
    makeAppointment({ _id: id(2) }),
    makeAppointment({
      _id: id(3),
      status: 'rejected',
      schedule_date: null,
      doctorInfo: doctorNamed('Chinwe'),
    }),
    makeAppointment({ _id: id(4), status: 'completed', doctorInfo: doctorNamed('Emmanuel') }),
    makeAppointment({
      _id: id(5),
      status: 'cancelled',
      cancelReason: 'Travelling that week',
      doctorInfo: doctorNamed('Folake'),
    }),
  ];
}

function showPage(rows: Appointment[]) {
  const list = pagedList(LIST, rows, { filter: filterAppointments(byDoctorOrService) });
  server.use(list.handler);
  const rendered = renderWithProviders(<UserAppointmentsPage />, {
    route: '/appointments',
    preloadedState: { session: { token: fakeToken(), user: PATIENT } },
  });
  return { ...rendered, list };
}

const rowOf = (a: Appointment) => {
  const row = document.querySelector<HTMLElement>(`tr[data-row-key="${a._id}"]`);
  if (!row) throw new Error(`no row ${a._id}`);
  return within(row);
};
const statusOf = (a: Appointment) => rowOf(a).getByText(/^(Pending|Approved|Cancelled|Rejected|Completed)$/);
// the dialogs are lazily loaded: their first download in a file can take a while in jsdom
const dialogNamed = async (name: string) =>
  within(await screen.findByRole('dialog', { name }, { timeout: 10_000 }));

test('only visits still to come offer Reschedule and Cancel; a cancelled one shows its reason on its badge and in the details', async () => {
  const user = fastUser();
  const rows = visits();
  showPage(rows);
  await screen.findByText('Dr. Ngozi Eze');

  const offers = rows.map((a) => [
    a.status,
    rowOf(a).queryByRole('button', { name: /^Reschedule appointment with Dr\./ }) !== null,
    rowOf(a).queryByRole('button', { name: /^Cancel appointment with Dr\./ }) !== null,
  ]);
  expect(offers).toEqual([
    ['pending', true, true],
    ['approved', true, true],
    ['rejected', false, false],
    ['completed', false, false],
    ['cancelled', false, false],
  ]);

  await user.hover(statusOf(rows[4]));
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Reason: Travelling that week');
  await user.unhover(statusOf(rows[4]));
  await user.click(rowOf(rows[4]).getByRole('button', { name: 'Details' }));
  const reason = await screen.findByText('Cancel reason', {}, { timeout: 10_000 });
  expect(reason.closest('tr')).toHaveTextContent('Travelling that week');
});

test('cancel: the reason box has the focus and is required; the call carries it; the row reads Cancelled', async () => {
  const user = fastUser();
  const rows = visits();
  const approved = rows[1];
  const sent: unknown[] = [];
  server.use(
    http.post(CANCEL, async ({ request }) => {
      const body = (await request.json()) as { appointmentId: string; reason: string };
      sent.push(body);
      rows[1] = { ...rows[1], status: 'cancelled', cancelReason: body.reason };
      return HttpResponse.json({ success: true, message: 'Appointment cancelled' });
    }),
  );
  showPage(rows);
  await screen.findByText('Dr. Abubakar Yusuf');

  await user.click(
    rowOf(approved).getByRole('button', { name: 'Cancel appointment with Dr. Abubakar Yusuf' }),
  );
  const dialog = await dialogNamed('Cancel Appointment');
  const reason = dialog.getByRole('textbox', { name: 'Reason' });
  await waitFor(() => expect(reason).toHaveFocus());
  expect(dialog.getByText('Chiamaka Obi with Dr. Abubakar Yusuf on 28-11-2026 at 09:30')).toBeInTheDocument();

  await user.click(dialog.getByRole('button', { name: 'Cancel appointment' }));
  expect(await dialog.findByText('Please give a reason for cancelling')).toBeInTheDocument();
  expect(sent).toEqual([]);

  await user.click(reason);
  await user.paste('  Feeling better now  ');
  await user.click(dialog.getByRole('button', { name: 'Cancel appointment' }));
  expect(await screen.findByText('Appointment cancelled')).toBeInTheDocument();
  expect(sent).toEqual([{ appointmentId: approved._id, reason: 'Feeling better now' }]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(statusOf(approved)).toHaveTextContent('Cancelled'));
  expect(rowOf(approved).queryByRole('button', { name: /^Cancel appointment/ })).not.toBeInTheDocument();
  expect(rowOf(approved).queryByRole('button', { name: 'Add to calendar' })).not.toBeInTheDocument();
});

test('a refused cancel shows the server’s words in the dialog and changes nothing; Keep appointment closes it', async () => {
  const user = fastUser();
  const rows = visits();
  const approved = rows[1];
  server.use(
    http.post(CANCEL, () => HttpResponse.json({ success: false, message: CUT_OFF }, { status: 409 })),
  );
  showPage(rows);
  await screen.findByText('Dr. Abubakar Yusuf');

  await user.click(
    rowOf(approved).getByRole('button', { name: 'Cancel appointment with Dr. Abubakar Yusuf' }),
  );
  const dialog = await dialogNamed('Cancel Appointment');
  await user.click(dialog.getByRole('textbox', { name: 'Reason' }));
  await user.paste('Something came up');
  await user.click(dialog.getByRole('button', { name: 'Cancel appointment' }));

  expect(await dialog.findByRole('alert')).toHaveTextContent(CUT_OFF);
  expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveValue('Something came up');
  expect(statusOf(approved)).toHaveTextContent('Approved');
  expect(rowOf(approved).getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();

  await user.click(dialog.getByRole('button', { name: 'Keep appointment' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(statusOf(approved)).toHaveTextContent('Approved');
});

test('reschedule: a clinic day and hour of the doctor, then the row is pending on the new date', async () => {
  const user = fastUser();
  const rows = visits();
  const approved = rows[1];
  const sent: unknown[] = [];
  server.use(
    http.post(RESCHEDULE, async ({ request }) => {
      const body = (await request.json()) as { appointmentId: string; date: string; time: string };
      sent.push(body);
      rows[1] = { ...rows[1], status: 'pending', date: TOMORROW_ISO, time: body.time, schedule_date: null };
      return HttpResponse.json({
        success: true,
        message: `Appointment rescheduled to ${body.date}`,
        data: rows[1],
      });
    }),
  );
  showPage(rows);
  await screen.findByText('Dr. Abubakar Yusuf');

  await user.click(
    rowOf(approved).getByRole('button', { name: 'Reschedule appointment with Dr. Abubakar Yusuf' }),
  );
  await dialogNamed('Reschedule Appointment');
  await waitFor(() => expect(screen.getByLabelText('New date')).toHaveFocus());
  expect(screen.getByText('Dr. Abubakar sees patients from 09:00 to 17:00')).toBeInTheDocument();

  await typeIntoPicker('New date', TOMORROW);
  await typeIntoPicker('New time', '10:30');
  fireEvent.click(screen.getByText('Reschedule', { selector: '.ant-modal-footer button span' }));

  expect(await screen.findByText(`Appointment rescheduled to ${TOMORROW}`)).toBeInTheDocument();
  expect(sent).toEqual([{ appointmentId: approved._id, date: TOMORROW, time: '10:30' }]);
  await waitFor(() => expect(statusOf(approved)).toHaveTextContent('Pending'));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  // the new date and time, as the details show them
  await user.click(rowOf(approved).getByRole('button', { name: 'Details' }));
  const details = await dialogNamed('Appointment Details');
  expect(details.getByText(formatLongDateTime(TOMORROW_ISO, '10:30'))).toBeInTheDocument();
});

test('a refused reschedule is shown in the dialog, which stays open; the row is unchanged', async () => {
  const full = `No slots available on ${TOMORROW}. Please choose another date.`;
  const rows = visits();
  const pending = rows[0];
  server.use(
    http.post(RESCHEDULE, () => HttpResponse.json({ success: false, message: full }, { status: 409 })),
  );
  showPage(rows);
  await screen.findByText('Dr. Ngozi Eze');

  fireEvent.click(rowOf(pending).getByRole('button', { name: 'Reschedule appointment with Dr. Ngozi Eze' }));
  await dialogNamed('Reschedule Appointment');
  await typeIntoPicker('New date', TOMORROW);
  await typeIntoPicker('New time', '11:00');
  fireEvent.click(screen.getByText('Reschedule', { selector: '.ant-modal-footer button span' }));

  expect(await screen.findByText(full, { selector: '.ant-modal .ant-alert *' })).toBeInTheDocument();
  expect(screen.getByLabelText('New date')).toHaveValue(TOMORROW);
  expect(statusOf(pending)).toHaveTextContent('Pending');
});

test('without a date and time nothing is sent', async () => {
  const rows = visits();
  const calls: unknown[] = [];
  server.use(
    http.post(RESCHEDULE, async ({ request }) => {
      calls.push(await request.json());
      return HttpResponse.json({ success: true, message: 'moved' });
    }),
  );
  showPage(rows);
  await screen.findByText('Dr. Ngozi Eze');

  fireEvent.click(rowOf(rows[0]).getByRole('button', { name: 'Reschedule appointment with Dr. Ngozi Eze' }));
  await dialogNamed('Reschedule Appointment');
  fireEvent.click(screen.getByText('Reschedule', { selector: '.ant-modal-footer button span' }));
  await waitFor(() => expect(screen.getAllByText('Please select a valid time.')).toHaveLength(2));
  expect(calls).toEqual([]);
});
