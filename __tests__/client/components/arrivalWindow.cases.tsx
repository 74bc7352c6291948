import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { fakeToken, pagedList, server } from '../../helpers/msw';
import AdminAppointmentsPage from '../../../src/client/features/appointments/pages/AdminAppointmentsPage';
import UserAppointmentsPage from '../../../src/client/features/appointments/pages/UserAppointmentsPage';
import DaySheetPage from '../../../src/client/features/today/pages/DaySheetPage';
import { QueuePlaceCards } from '../../../src/client/features/today';
import { forPatient, fromToday, servicesAnswer } from '../appointments-manage/fixtures';
import { makeAppointment } from '../appointments-user/fixtures';
import { API, STAFF, clinicDay, dayRow, doctorsAnswer } from '../today/fixtures';

/** The arrival window a visit was told, under its date or time on every list, the day sheet and the home. */

const WINDOW = 'Come between 10:20 and 10:40';
const rowOf = (patient: string) => within(screen.getByText(patient).closest('tr') as HTMLElement);

test('the desk’s list writes the window under an approved visit’s date, and none under a request', async () => {
  const rows = [
    forPatient('Chidi Okoro', {
      status: 'approved',
      schedule_date: fromToday(2),
      arriveFrom: '10:20',
      arriveBy: '10:40',
    }),
    forPatient('Bola Ade', { status: 'pending', schedule_date: null, arriveFrom: null, arriveBy: null }),
  ];
  server.use(pagedList('/admin/get-all-appointments', rows).handler, servicesAnswer(['Cardiology']));
  const admin = makeUser({ isAdmin: true, role: 'admin' });
  renderWithProviders(<AdminAppointmentsPage />, {
    preloadedState: { session: { token: fakeToken({ isAdmin: true }), user: admin } },
  });
  await screen.findByText('Chidi Okoro');
  expect(rowOf('Chidi Okoro').getByText(WINDOW)).toBeInTheDocument();
  expect(rowOf('Bola Ade').queryByText(/Come between/)).not.toBeInTheDocument();
});

test('the patient’s own list writes the window under the time', async () => {
  const patient = makeUser();
  server.use(
    pagedList('/user/get-appointments-by-user-id', [
      makeAppointment({ _id: 'ap-1', arriveFrom: '10:20', arriveBy: '10:40' }),
    ]).handler,
  );
  renderWithProviders(<UserAppointmentsPage />, {
    route: '/appointments',
    preloadedState: { session: { token: fakeToken(), user: patient } },
  });
  expect(await screen.findByText(WINDOW)).toBeInTheDocument();
});

test('the day sheet writes each row’s window under its time', async () => {
  const day = clinicDay([
    dayRow({ patientName: 'Ifeoma Obi', arriveFrom: '10:20', arriveBy: '10:40' }),
    dayRow({ patientName: 'Musa Bello', time: '09:30', arriveFrom: null, arriveBy: null }),
  ]);
  server.use(doctorsAnswer, ...day.handlers);
  renderWithProviders(<DaySheetPage />, {
    route: '/staff/today',
    preloadedState: { session: { token: fakeToken(STAFF), user: STAFF } },
  });
  const told = within(await screen.findByRole('row', { name: /Ifeoma Obi/ }));
  expect(told.getByText(WINDOW)).toBeInTheDocument();
  expect(within(screen.getByRole('row', { name: /Musa Bello/ })).queryByText(/Come between/)).toBeNull();
});

test('the patient’s home: a visit today says when to come, and when the call is expected', async () => {
  const patient = makeUser({ _id: 'u-1', name: 'Chiamaka Obi', role: 'patient' });
  server.use(
    http.get(`${API}/user/my-queue`, () =>
      HttpResponse.json({
        success: true,
        data: [
          {
            appointmentId: 'ap-1',
            doctorName: 'Ada Eze',
            patientName: 'Chiamaka Obi',
            visitState: 'expected',
            queueNumber: null,
            ahead: 2,
            estimatedWaitMinutes: 30,
            expectedCallAt: '10:40',
            arriveFrom: '10:20',
            arriveBy: '10:40',
          },
        ],
      }),
    ),
  );
  renderWithProviders(<QueuePlaceCards />, {
    preloadedState: { session: { token: fakeToken(patient), user: patient } },
  });
  expect(
    await screen.findByText(
      'Your visit with Dr. Ada Eze is today: come between 10:20 and 10:40 and check in at the front desk',
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('Expected to be called at about 10:40')).toBeInTheDocument();
});
