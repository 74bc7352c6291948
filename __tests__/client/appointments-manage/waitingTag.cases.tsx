import { screen, within } from '@testing-library/react';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { fakeToken, pagedList, server } from '../../helpers/msw';
import AdminAppointmentsPage from '../../../src/client/features/appointments/pages/AdminAppointmentsPage';
import DoctorAppointmentsPage from '../../../src/client/features/appointments/pages/DoctorAppointmentsPage';
import type { User } from '../../../src/shared/types';
import { dmy, forPatient, fromToday, servicesAnswer } from './fixtures';

const STAFF = makeUser({ _id: 's-1', isStaff: true, role: 'staff' });
const DOCTOR = makeUser({ _id: 'd-1', isDoctor: true, role: 'doctor' });

const FULL_DAY = forPatient('Bola Ade', { date: fromToday(2), waitlist: 2 });
const QUIET_DAY = forPatient('Chidi Okoro', { date: fromToday(3), waitlist: 0 });

const cellOf = (patient: string, title: string) => {
  const row = screen.getByText(patient).closest('tr') as HTMLElement;
  const titles = Array.from(document.querySelectorAll('thead th'), (th) => th.textContent);
  return row.children[titles.indexOf(title)] as HTMLElement;
};
const dateCellOf = (patient: string, title: string) => within(cellOf(patient, title));

test.each([
  ['the admin and staff desk', AdminAppointmentsPage, '/admin/get-all-appointments', STAFF],
  ['the doctor desk', DoctorAppointmentsPage, '/doctor/get-appointments-by-doctor-id', DOCTOR],
] as const)(
  "%s: a row whose date has a queue says 'N waiting' under its date",
  async (_desk, Page, path, user: User) => {
    server.use(pagedList(path, [FULL_DAY, QUIET_DAY]).handler, servicesAnswer(['Cardiology']));
    renderWithProviders(<Page />, { preloadedState: { session: { token: fakeToken(user), user } } });
    await screen.findByText('Bola Ade');

    const full = dateCellOf('Bola Ade', 'Scheduled Date');
    // pending: the requested date and time, no schedule date yet
    expect(cellOf('Bola Ade', 'Scheduled Date')).toHaveTextContent(`Requested: ${dmy(fromToday(2))} 10:00`);
    expect(full.getByText('2 waiting')).toBeInTheDocument();
    expect(dateCellOf('Chidi Okoro', 'Scheduled Date').queryByText(/waiting/)).not.toBeInTheDocument();
  },
);
