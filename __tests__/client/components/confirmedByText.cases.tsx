import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { fakeToken, pagedList, server } from '../../helpers/msw';
import AdminAppointmentsPage from '../../../src/client/features/appointments/pages/AdminAppointmentsPage';
import DaySheetPage from '../../../src/client/features/today/pages/DaySheetPage';
import { forPatient, fromToday, servicesAnswer } from '../appointments-manage/fixtures';
import { STAFF, clinicDay, dayRow, doctorsAnswer } from '../today/fixtures';

// a local time, as the desk reads it
const CONFIRMED_AT = new Date(2026, 10, 27, 19, 45).toISOString();
const TAG = 'Confirmed by text';

const rowOf = (patient: string) => within(screen.getByText(patient).closest('tr') as HTMLElement);

test('the desk tags an approved or follow-up visit the patient confirmed by text, and says when', async () => {
  const rows = [
    forPatient('Chidi Okoro', { status: 'approved', schedule_date: fromToday(2), confirmedAt: CONFIRMED_AT }),
    forPatient('Bola Ade', { status: 'approved', schedule_date: fromToday(2), confirmedAt: null }),
    forPatient('Kemi Bello', { status: 'follow-up', followUpDate: fromToday(9), confirmedAt: CONFIRMED_AT }),
    // a reply cannot confirm what is no longer to come: the status alone speaks
    forPatient('Musa Bello', {
      status: 'cancelled',
      cancelReason: 'Cancelled by text',
      confirmedAt: CONFIRMED_AT,
    }),
  ];
  server.use(pagedList('/admin/get-all-appointments', rows).handler, servicesAnswer(['Cardiology']));
  const admin = makeUser({ isAdmin: true, role: 'admin' });
  renderWithProviders(<AdminAppointmentsPage />, {
    preloadedState: { session: { token: fakeToken({ isAdmin: true }), user: admin } },
  });

  await screen.findByText('Chidi Okoro');
  expect(screen.getAllByText(TAG)).toHaveLength(2);
  const tag = rowOf('Chidi Okoro').getByText(TAG);
  expect(rowOf('Kemi Bello').getByText(TAG)).toBeInTheDocument();
  expect(rowOf('Bola Ade').queryByText(TAG)).not.toBeInTheDocument();
  expect(rowOf('Musa Bello').queryByText(TAG)).not.toBeInTheDocument();

  fireEvent.focus(tag.closest('.ant-tag') as HTMLElement);
  expect(await screen.findByRole('tooltip')).toHaveTextContent(
    'Confirmed by a reply to the reminder text on 27-11-2026 19:45',
  );
});

test('the day sheet tags the rows the patient confirmed by text', async () => {
  const day = clinicDay([
    dayRow({ patientName: 'Ifeoma Obi', confirmedAt: CONFIRMED_AT }),
    dayRow({ patientName: 'Musa Bello', time: '09:30', confirmedAt: null }),
  ]);
  server.use(doctorsAnswer, ...day.handlers);
  renderWithProviders(<DaySheetPage />, {
    route: '/staff/today',
    preloadedState: { session: { token: fakeToken(STAFF), user: STAFF } },
  });

  const confirmed = within(await screen.findByRole('row', { name: /Ifeoma Obi/ }));
  expect(confirmed.getByText('Expected')).toBeInTheDocument();
  expect(confirmed.getByText(TAG)).toBeInTheDocument();
  expect(within(screen.getByRole('row', { name: /Musa Bello/ })).queryByText(TAG)).not.toBeInTheDocument();
});
