import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { answer, fakeToken, recordCalls, server } from '../../helpers/msw';
import ScheduleDoctorPage from '../../../src/client/features/doctors/pages/ScheduleDoctorPage';
import { choose, fillProfessional, form, referenceHandlers, shownErrors, submit } from './fixtures';

jest.setTimeout(120_000);

const ADMIN = makeUser({ _id: 'a-1', name: 'Ada Admin', isAdmin: true, role: 'admin' });
const KEMI_ID = '5b0c6a3e-8a8e-4c55-9f3e-1f2a3b4c5d6e';
const registered = [
  makeUser({
    _id: KEMI_ID,
    name: 'Kemi  Ade Bello',
    email: 'kemi@clinicbook.local',
    phone: '+234 803 111 2222',
  }),
  makeUser({
    _id: '6c1d7b4f-9b9f-4d66-8a4f-2a3b4c5d6e7f',
    name: 'Tunde Bakare',
    email: 'tunde@clinicbook.local',
    phone: '+234 803 333 4444',
  }),
].map(({ seenNotifications: _s, unseenNotifications: _u, ...row }) => ({ ...row, regDoctor: true }));

function showPage(doctors = registered) {
  server.use(
    ...referenceHandlers,
    answer('get', '/admin/get-registered-doctors', { success: true, data: doctors }),
  );
  return renderWithProviders(<ScheduleDoctorPage />, {
    route: '/admin/doctor-schedule',
    path: '/admin/doctor-schedule',
    preloadedState: { session: { token: fakeToken(ADMIN), user: ADMIN } },
  });
}

test('SUBMIT on an empty schedule form shows every required-field message and sends nothing', async () => {
  const schedule = recordCalls('post', '/admin/admin-apply-appointment', { success: true });
  server.use(schedule.handler);
  showPage();
  expect(screen.getByRole('heading', { name: 'Create Schedule Doctor' })).toBeInTheDocument();
  await screen.findByLabelText('Doctor', { selector: 'input' });
  await submit();
  await screen.findByText('Please select a doctor!');
  expect(shownErrors().sort()).toEqual(
    [
      'Please select an Appointment Service!',
      'Please select a doctor!',
      'Please enter first name!',
      'Please enter last name!',
      'Please enter a valid email!',
      'Please enter a phone number!',
      'Please select a location!',
      'Please select appointment slot!',
      'Please select doctor specialization!',
      'Enter experience!',
      'Enter consultation fee!',
      'Select clinic day(s)!',
      'Please select valid time of appointment',
    ].sort(),
  );
  expect(schedule.calls).toHaveLength(0);
});

test('choosing a doctor fills the split name and read-only contact; SUBMIT sends clinicDays joined', async () => {
  const schedule = recordCalls(
    'post',
    '/admin/admin-apply-appointment',
    { success: true, message: 'Doctor appointment scheduled successfully' },
    201,
  );
  server.use(schedule.handler);
  const { router } = showPage();
  await screen.findByLabelText('Doctor', { selector: 'input' });

  await choose('Specialty', 'Cardiology');
  await choose('Doctor', 'Kemi  Ade Bello (kemi@clinicbook.local)');
  expect(form().getByLabelText('First Name')).toHaveValue('Kemi');
  expect(form().getByLabelText('Last Name')).toHaveValue('Ade Bello');
  expect(form().getByLabelText('Email')).toHaveValue('kemi@clinicbook.local');
  expect(form().getByLabelText('Email')).toHaveAttribute('readonly');
  expect(form().getByLabelText('Phone Number')).toHaveValue('+234 803 111 2222');
  expect(form().getByLabelText('Phone Number')).toHaveAttribute('readonly');

  await fillProfessional();
  await submit();

  expect(await screen.findByText('Doctor appointment scheduled successfully')).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(schedule.calls).toEqual([
    {
      service: 'Cardiology',
      doctor: KEMI_ID,
      firstName: 'Kemi',
      lastName: 'Ade Bello',
      email: 'kemi@clinicbook.local',
      phoneNumber: '+234 803 111 2222',
      location: 'Lagos',
      specialization: 'Heart Surgery',
      experience: 5,
      feePerConsultation: 5000,
      totalSlots: 10,
      clinicDays: 'Monday,Last Friday',
      appointmentTime: ['09:00', '17:00'],
    },
  ]);
});

test('with no registered doctors the page explains where they come from', async () => {
  showPage([]);
  expect(await screen.findByText(/Registered doctors come from Staff Registration/)).toBeInTheDocument();
  expect(screen.getByText(/role Doctor/)).toBeInTheDocument();
  expect(document.querySelector('form')).toBeNull();
});
