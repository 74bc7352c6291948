import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { fakeToken, pagedList, server } from '../../helpers/msw';
import AdminAppointmentsPage from '../../../src/client/features/appointments/pages/AdminAppointmentsPage';
import type { AppointmentText } from '../../../src/shared/answers/texts';
import { fastUser, forPatient, fromToday, servicesAnswer } from './fixtures';

const STAFF = makeUser({ _id: 's-1', name: 'Tunde Bakare', isStaff: true, role: 'staff' });
const TEXTS = 'http://localhost/api/desk/appointment-texts';

// local times, as the desk reads them
const at = (hour: number, minute: number) => new Date(2026, 10, 27, hour, minute).toISOString();

const text = (overrides: Partial<AppointmentText>): AppointmentText => ({
  _id: `t-${Math.random()}`,
  kind: 'booking-received',
  toNumber: '+2348031234567',
  body: 'Your request to see Dr. Ada Eze on 30-11-2026 at 10:00 is received.',
  state: 'delivered',
  failedReason: null,
  createdAt: at(9, 5),
  ...overrides,
});

function showDesk(texts: Record<string, AppointmentText[]>) {
  const rows = [
    forPatient('Chidi Okoro', { status: 'approved', schedule_date: fromToday(2) }),
    forPatient('Kemi Bello'),
  ];
  const asked: string[] = [];
  server.use(
    pagedList('/admin/get-all-appointments', rows).handler,
    servicesAnswer(['Cardiology']),
    http.get(TEXTS, ({ request }) => {
      const id = new URL(request.url).searchParams.get('appointmentId') ?? '';
      asked.push(id);
      return HttpResponse.json({ success: true, data: texts[id] ?? [] });
    }),
  );
  renderWithProviders(<AdminAppointmentsPage />, {
    preloadedState: { session: { token: fakeToken({ isStaff: true }), user: STAFF } },
  });
  return { rows, asked };
}

const itemOf = (list: HTMLElement, kind: string) =>
  within(within(list).getByText(kind).closest('li') as HTMLElement);

test('the desk’s details list each text about the appointment with its state, and why one failed', async () => {
  const user = fastUser();
  const texts: Record<string, AppointmentText[]> = {};
  const { rows, asked } = showDesk(texts);
  texts[rows[0]._id] = [
    text({ kind: 'booking-received', state: 'delivered', createdAt: at(9, 5) }),
    text({
      kind: 'approved',
      body: 'Approved: Dr. Ada Eze, 30-11-2026 at 10:00, Ikeja.',
      state: 'failed',
      failedReason: 'UNDELIV: absent subscriber',
      createdAt: at(9, 40),
    }),
    text({ kind: 'reminder', body: 'Reminder: … Reply 1 to confirm, 2 to cancel.', state: 'submitted' }),
    text({ kind: 'called', body: 'Please go to Dr. Ada Eze now.', state: 'queued' }),
  ];

  await user.click(await screen.findByRole('button', { name: 'Details of the appointment of Chidi Okoro' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Appointment Details' }));
  expect(dialog.getByText('Chidi Okoro')).toBeInTheDocument();
  const list = await dialog.findByRole('list', { name: 'Text messages' });
  expect(asked).toEqual([rows[0]._id]);

  const shown = within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('strong')?.textContent);
  expect(shown).toEqual(['Booking received', 'Approved', 'Reminder', 'Called to the room']);

  const received = itemOf(list, 'Booking received');
  expect(received.getByText('Delivered')).toBeInTheDocument();
  expect(received.getByText('27-11-2026 09:05').parentElement).toHaveTextContent(
    '27-11-2026 09:05, to +2348031234567',
  );
  expect(received.getByText(/Your request to see Dr\. Ada Eze/)).toBeInTheDocument();

  const approved = itemOf(list, 'Approved');
  expect(approved.getByText('Failed')).toBeInTheDocument();
  expect(approved.getByText('Not delivered: UNDELIV: absent subscriber')).toBeInTheDocument();
  expect(itemOf(list, 'Reminder').getByText('Sent')).toBeInTheDocument();
  expect(itemOf(list, 'Called to the room').getByText('Queued')).toBeInTheDocument();
  // only a failed text gives a reason
  expect(within(list).getAllByText(/^Not delivered/)).toHaveLength(1);
});

test('an appointment nothing was texted about says so', async () => {
  const user = fastUser();
  showDesk({});
  await user.click(await screen.findByRole('button', { name: 'Details of the appointment of Kemi Bello' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Appointment Details' }));
  expect(await dialog.findByText('No text messages about this appointment')).toBeInTheDocument();
  expect(dialog.queryByRole('list', { name: 'Text messages' })).not.toBeInTheDocument();
});
