import { screen } from '@testing-library/react';
import { renderApp, makeUser } from '../../helpers/render';
import { answer, emptyHomes, fakeToken, recordCalls, server } from '../../helpers/msw';
import { fill, landsOn, preloadFrame, press, REDIRECT_WAIT, user } from './forms';

beforeAll(preloadFrame);

const signIn = async (email = 'ada@example.com', password = 'Secret#123') => {
  await fill({ Email: email, Passcode: password });
  await press('Login');
};

const signedInAs = (flags: Parameters<typeof fakeToken>[0]) =>
  server.use(
    ...emptyHomes(),
    answer('post', '/user/login', { success: true, message: 'Login successful', data: fakeToken(flags) }),
    answer('post', '/user/getUser_id', { success: true, data: makeUser(flags) }),
  );

test('empty and invalid input show the spec messages and send nothing', async () => {
  const { handler, calls } = recordCalls('post', '/user/login', { success: true });
  server.use(handler);
  renderApp('/login');
  await press('Login');
  expect(await screen.findByText('Please input your Email Address!')).toBeInTheDocument();
  expect(await screen.findByText('Please input your passcode!')).toBeInTheDocument();
  await fill({ Email: 'not-an-email' });
  expect(await screen.findByText('The input is not valid Email Address!')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

test('the inputs carry autocomplete hints and the links lead to reset and register', async () => {
  const { router } = renderApp('/login');
  expect(await screen.findByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
  expect(screen.getByLabelText('Passcode')).toHaveAttribute('autocomplete', 'current-password');
  expect(screen.getByRole('link', { name: 'Reset Passcode' })).toHaveAttribute('href', '/reset-password');
  await user().click(screen.getByRole('link', { name: 'Click Here' }));
  expect(await screen.findByRole('heading', { name: 'Register' })).toBeInTheDocument();
  expect(router.state.location.pathname.toLowerCase()).toBe('/register');
});

/** Every navigation the router makes, so the login page's own choice is visible behind the guards' redirects. */
const visits = (router: ReturnType<typeof renderApp>['router']) => {
  const seen: { path: string; action: string }[] = [];
  router.subscribe((state) => seen.push({ path: state.location.pathname, action: state.historyAction }));
  return seen;
};

test('an admin is sent to /admin/home (replace) and the request carries email and password', async () => {
  const { handler, calls } = recordCalls('post', '/user/login', {
    success: true,
    data: fakeToken({ isAdmin: true }),
  });
  server.use(
    ...emptyHomes(),
    handler,
    answer('post', '/user/getUser_id', { success: true, data: makeUser({ isAdmin: true }) }),
  );
  const { router } = renderApp('/login');
  const seen = visits(router);
  await signIn();
  await landsOn(router, '/admin/home');
  expect(seen[0]).toEqual({ path: '/admin/home', action: 'REPLACE' });
  expect(calls).toEqual([{ email: 'ada@example.com', password: 'Secret#123' }]);
  expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
});

test.each([
  [{ isDoctor: true }, '/doctor', 'REPLACE', '/doctor/home'],
  [{ isStaff: true }, '/staff', 'PUSH', '/staff/home'],
  [{ regDoctor: true }, '/reg', 'PUSH', '/reg/home'],
  [{}, '/', 'PUSH', '/'],
])('login with flags %o goes to %s (%s) and ends on %s', async (flags, target, action, home) => {
  signedInAs(flags);
  const { router, store } = renderApp('/login');
  const seen = visits(router);
  await signIn();
  await landsOn(router, home);
  expect(seen[0]).toEqual({ path: target, action });
  expect(store.getState().session.token).toBe(fakeToken(flags));
});

test('a failure with redirectTo shows both toasts and goes to the OTP page with the email after 3 s', async () => {
  server.use(
    answer(
      'post',
      '/user/login',
      {
        success: false,
        message: 'Please verify your email. A new code has been sent.',
        redirectTo: '/verify-otp',
      },
      403,
    ),
  );
  const { router } = renderApp('/login');
  await signIn('new@example.com');
  expect(await screen.findByText('Please verify your email. A new code has been sent.')).toBeInTheDocument();
  expect(screen.getByText('Redirecting to OTP Verification Page')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
  await landsOn(router, '/verify-otp', REDIRECT_WAIT);
  expect(await screen.findByLabelText('Email')).toHaveValue('new@example.com');
  // the address rides in the URL, and the code just mailed starts the wait for another
  expect(router.state.location.search).toBe('?email=new%40example.com');
  expect(await screen.findByRole('status')).toHaveTextContent(/You can ask for a new code in \d+ seconds/);
});

test('a wrong passcode shows the server message and stays on the page', async () => {
  server.use(answer('post', '/user/login', { success: false, message: 'Invalid email or password' }, 401));
  const { router, store } = renderApp('/login');
  await signIn();
  expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  expect(screen.queryByText('Redirecting to OTP Verification Page')).not.toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
  expect(store.getState().session.token).toBeNull();
});

test('a failure without a message shows Something went wrong', async () => {
  server.use(answer('post', '/user/login', { success: false }, 500));
  renderApp('/login');
  await signIn();
  expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
});
