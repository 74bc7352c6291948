import { screen, within } from '@testing-library/react';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { answer, fakeToken, recordCalls, server } from '../../helpers/msw';
import AdminAppointmentsPage from '../../../src/client/features/appointments/pages/AdminAppointmentsPage';
import { dmy, fastUser, forPatient, fromToday } from './fixtures';

const STAFF = makeUser({ _id: 's-1', name: 'Tunde Bakare', isStaff: true, role: 'staff' });

// Role queries over the whole page cost seconds each in jsdom: find the row by its text first.
const rowOf = (patient: string) => within(screen.getByText(patient).closest('tr') as HTMLElement);
const cellsOf = (patient: string) =>
  Array.from(screen.getByText(patient).closest('tr')?.children ?? [], (cell) => cell.textContent);

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
  server.use(
    status.handler,
    answer('get', '/admin/get-all-appointments', {
      success: true,
      data: [
        forPatient('Bola Ade', {
          status: 'follow-up',
          schedule_date: fromToday(-7),
          followUpDate: fromToday(7),
          approvedByName: 'Ada Okafor',
          approvedAt,
        }),
        forPatient('Chidi Okoro'),
      ],
    }),
  );
  renderWithProviders(<AdminAppointmentsPage />, {
    preloadedState: { session: { token: fakeToken(STAFF), user: STAFF } },
  });
  await screen.findByText('Bola Ade');

  expect(screen.getByLabelText('Filter by status').closest('.ant-select')).toHaveTextContent('All Statuses');
  expect(screen.getByText('Export to Excel')).toBeInTheDocument();
  expect(screen.getByText('Export to PDF')).toBeInTheDocument();
  expect(cellsOf('Bola Ade')).toEqual([
    'Bola Ade',
    'Cardiology',
    'Ada Eze',
    'Everyday',
    dmy(fromToday(-7)),
    dmy(fromToday(7)),
    'Follow-up',
    'Ada Okafor',
    '05-01-2026 14:30',
    '',
  ]);
  expect(cellsOf('Chidi Okoro').slice(4, 9)).toEqual(['Not set', 'Not set', 'Pending', 'N/A', 'N/A']);

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
});
