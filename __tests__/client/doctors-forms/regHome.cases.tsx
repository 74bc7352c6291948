import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { answer, fakeToken, recordCalls, server } from '../../helpers/msw';
import RegHomePage from '../../../src/client/features/doctors/pages/RegHomePage';
import { DOCTOR, user } from './fixtures';

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const REG = makeUser({ _id: 'u-7', name: 'Kemi Ade', regDoctor: true });

function showPage() {
  return renderWithProviders(<RegHomePage />, {
    route: '/reg/home',
    path: '/reg/home',
    preloadedState: { session: { token: fakeToken({ regDoctor: true }), user: REG } },
  });
}

test('with no application, the home asks for one and leads to /apply-doctor', async () => {
  const lookup = recordCalls(
    'post',
    '/doctor/get-doctor-info-by-user-id',
    { success: false, message: 'Doctor profile not found' },
    404,
  );
  server.use(lookup.handler);
  const { router } = showPage();
  expect(await screen.findByText('You have not applied yet')).toBeInTheDocument();
  expect(lookup.calls).toEqual([{ userId: 'u-7' }]);
  expect(screen.queryByText('Your application is being reviewed')).not.toBeInTheDocument();
  await user().click(screen.getByRole('button', { name: 'Apply as a doctor' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/apply-doctor'));
});

test('a pending application is shown as under review, with the submitted details', async () => {
  server.use(answer('post', '/doctor/get-doctor-info-by-user-id', { success: true, data: DOCTOR }));
  showPage();
  expect(await screen.findByText('Your application is being reviewed')).toBeInTheDocument();
  expect(screen.getByText('pending')).toBeInTheDocument();
  expect(screen.getByText('Dr. Ngozi Eze')).toBeInTheDocument();
  expect(screen.getByText('Dermatology')).toBeInTheDocument();
  expect(screen.getByText('Monday, Last Friday')).toBeInTheDocument();
  expect(screen.getByText('08:30 - 14:00')).toBeInTheDocument();
  expect(screen.getByText('₦15,000')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Apply as a doctor' })).not.toBeInTheDocument();
});

test('a blocked application says so clearly', async () => {
  server.use(
    answer('post', '/doctor/get-doctor-info-by-user-id', {
      success: true,
      data: { ...DOCTOR, status: 'blocked' as const },
    }),
  );
  showPage();
  expect(await screen.findByText('Your doctor account has been blocked')).toBeInTheDocument();
  expect(screen.queryByText('Your application is being reviewed')).not.toBeInTheDocument();
});

test('a failed look-up offers to try again rather than a wrong state', async () => {
  server.use(
    answer(
      'post',
      '/doctor/get-doctor-info-by-user-id',
      { success: false, message: 'Something went wrong' },
      500,
    ),
  );
  showPage();
  expect(await screen.findByText('Could not load the doctor profile')).toBeInTheDocument();
  expect(screen.queryByText('You have not applied yet')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
