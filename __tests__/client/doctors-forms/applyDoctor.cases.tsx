import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { answer, fakeToken, recordCalls, server } from '../../helpers/msw';
import ApplyDoctorPage from '../../../src/client/features/doctors/pages/ApplyDoctorPage';
import { choose, DOCTOR, fillProfessional, form, referenceHandlers, submit } from './fixtures';

jest.setTimeout(120_000);

// the 404 of "not applied yet" is logged by the query-error middleware, as the spec wants
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const APPLICANT = makeUser({ _id: 'u-1', name: 'Chiamaka Ada Obi', regDoctor: true });

function showPage() {
  return renderWithProviders(<ApplyDoctorPage />, {
    route: '/apply-doctor',
    path: '/apply-doctor',
    preloadedState: { session: { token: fakeToken({ regDoctor: true }), user: APPLICANT } },
  });
}

test('the form is prefilled from the account; SUBMIT sends the typed body, toasts and goes to /', async () => {
  const apply = recordCalls(
    'post',
    '/user/apply-appointment-service',
    { success: true, message: 'Application submitted successfully' },
    201,
  );
  server.use(
    ...referenceHandlers,
    answer(
      'post',
      '/doctor/get-doctor-info-by-user-id',
      { success: false, message: 'Doctor profile not found' },
      404,
    ),
    apply.handler,
  );
  const { router } = showPage();
  expect(screen.getByRole('heading', { name: 'Apply Service Appointment' })).toBeInTheDocument();
  const firstName = await screen.findByLabelText('First Name');
  expect(firstName).toHaveValue('Chiamaka');
  expect(form().getByLabelText('Last Name')).toHaveValue('Ada Obi');
  expect(form().getByLabelText('Email')).toHaveValue(APPLICANT.email);
  expect(form().getByLabelText('Phone Number')).toHaveValue(APPLICANT.phone);

  await choose('Service', 'Cardiology');
  await fillProfessional();
  await submit();

  expect(await screen.findByText('Application submitted successfully')).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(apply.calls).toEqual([
    {
      userId: 'u-1',
      service: 'Cardiology',
      firstName: 'Chiamaka',
      lastName: 'Ada Obi',
      email: APPLICANT.email,
      phoneNumber: APPLICANT.phone,
      location: 'Lagos',
      specialization: 'Heart Surgery',
      experience: 5,
      feePerConsultation: 5000,
      totalSlots: 10,
      clinicDay: ['Monday', 'Last Friday'],
      appointmentTime: ['09:00', '17:00'],
    },
  ]);
});

test('a user who has already applied sees the state of the application instead of the form', async () => {
  server.use(
    ...referenceHandlers,
    answer('post', '/doctor/get-doctor-info-by-user-id', { success: true, data: DOCTOR }),
  );
  showPage();
  expect(await screen.findByText('Your application is being reviewed')).toBeInTheDocument();
  expect(screen.getByText('Dr. Ngozi Eze')).toBeInTheDocument();
  expect(document.querySelector('form')).toBeNull();
});
