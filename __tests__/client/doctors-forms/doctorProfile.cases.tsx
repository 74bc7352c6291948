import { getDefaultNormalizer, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { answer, fakeToken, recordCalls, server } from '../../helpers/msw';
import DoctorProfilePage from '../../../src/client/features/doctors/pages/DoctorProfilePage';
import { DOCTOR, form, referenceHandlers, submit } from './fixtures';

jest.setTimeout(120_000);

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const DOCTOR_USER = makeUser({ _id: 'u-1', name: 'Ngozi Eze', isDoctor: true, role: 'doctor' });
const ADMIN = makeUser({ _id: 'a-1', name: 'Ada Admin', isAdmin: true, role: 'admin' });
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

function showPage(route: string, path: string, who = DOCTOR_USER) {
  return renderWithProviders(<DoctorProfilePage />, {
    route,
    path,
    preloadedState: { session: { token: fakeToken(who), user: who } },
  });
}

test("'Update Profile' is prefilled from the profile; SUBMIT sends it, toasts the server text, goes to /", async () => {
  const lookup = recordCalls('post', '/doctor/get-doctor-info-by-user-id', { success: true, data: DOCTOR });
  const update = recordCalls('post', '/doctor/update-doctor-info-by-user-id', {
    success: true,
    message: 'Doctor Profile Updated  successfully',
  });
  server.use(...referenceHandlers, lookup.handler, update.handler);
  const { router } = showPage('/doctor/profile/u-1', '/doctor/profile/:userId');

  expect(await screen.findByText('Update Profile')).toBeInTheDocument();
  expect(form().getByLabelText('First Name')).toHaveValue('Ngozi');
  expect(form().getByLabelText('Last Name')).toHaveValue('Eze');
  expect(form().getByLabelText('Experience (years)')).toHaveValue('7');
  expect(form().getByLabelText('Fee per Consultation')).toHaveValue('15000');
  expect(screen.getByPlaceholderText('Start time')).toHaveValue('08:30');
  expect(screen.getByPlaceholderText('End time')).toHaveValue('14:00');
  expect(lookup.calls).toEqual([{ userId: 'u-1' }]);

  await submit();
  expect(await screen.findByText('Doctor Profile Updated  successfully', exact)).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(update.calls).toEqual([
    {
      userId: 'u-1',
      service: 'Dermatology',
      firstName: 'Ngozi',
      lastName: 'Eze',
      email: 'ngozi@clinicbook.local',
      phoneNumber: '+234 803 000 0002',
      gender: 'female',
      location: 'Abuja',
      specialization: 'Paediatrics',
      experience: 7,
      feePerConsultation: 15000,
      totalSlots: 20,
      clinicDay: ['Monday', 'Last Friday'],
      appointmentTime: ['08:30', '14:00'],
    },
  ]);
});

test("a failed update without a server message shows 'Error Updating Doctor Profile' and stays", async () => {
  server.use(
    ...referenceHandlers,
    answer('post', '/doctor/get-doctor-info-by-user-id', { success: true, data: DOCTOR }),
    answer('post', '/doctor/update-doctor-info-by-user-id', { success: false }, 400),
  );
  const { router } = showPage('/doctor/profile/u-1', '/doctor/profile/:userId');
  await screen.findByText('Update Profile');
  await submit();
  expect(await screen.findByText('Error Updating Doctor Profile')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/doctor/profile/u-1');
});

test("/admin/profile looks up the signed-in user's own profile; none gives 'No doctor profile yet'", async () => {
  const lookup = recordCalls(
    'post',
    '/doctor/get-doctor-info-by-user-id',
    { success: false, message: 'Doctor profile not found' },
    404,
  );
  server.use(lookup.handler);
  showPage('/admin/profile', '/admin/profile', ADMIN);
  expect(await screen.findByText('No doctor profile yet')).toBeInTheDocument();
  expect(lookup.calls).toEqual([{ userId: 'a-1' }]);
  expect(screen.queryByText('Update Profile')).not.toBeInTheDocument();
});
