import { screen, within } from '@testing-library/react';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { fakeToken, pagedList, server } from '../../helpers/msw';
import UserAppointmentsPage from '../../../src/client/features/appointments/pages/UserAppointmentsPage';
import {
  ADMIN_EXPORT,
  toExportTable,
} from '../../../src/client/features/appointments/export/appointmentExportRows';
import { makeAppointment } from '../appointments-user/fixtures';

const PATIENT = makeUser();
const FOR_CHILD = makeAppointment({
  userInfo: { _id: 'd-1', name: 'Tunde Obi' },
  bookedBy: { _id: 'u-1', name: 'Chiamaka Obi' },
});
const OWN = makeAppointment({ _id: '00000000-0000-4000-8000-00000000a002' });

test("the patient's list says whom a family member's visit is for; their own visits say nothing more", async () => {
  server.use(pagedList('/user/get-appointments-by-user-id', [FOR_CHILD, OWN]).handler);
  renderWithProviders(<UserAppointmentsPage />, {
    route: '/appointments',
    preloadedState: { session: { token: fakeToken(), user: PATIENT } },
  });
  const rows = await screen.findAllByRole('row', { name: /Abubakar Yusuf/ });
  expect(within(rows[0]).getByText('for Tunde Obi (booked by Chiamaka Obi)')).toBeInTheDocument();
  expect(within(rows[1]).queryByText(/booked by/)).not.toBeInTheDocument();
});

test("the desks' export names the patient and who booked where they differ", () => {
  const table = toExportTable(ADMIN_EXPORT, [FOR_CHILD, OWN]);
  expect(table.rows.map((row) => row[0])).toEqual(['for Tunde Obi (booked by Chiamaka Obi)', 'Chiamaka Obi']);
});
