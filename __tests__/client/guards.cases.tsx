import { waitFor } from '@testing-library/react';
import { renderApp, makeUser } from '../helpers/render';
import { answer, fakeToken, server } from '../helpers/msw';

test('without a stored token the app sends the user to /login', async () => {
  const { router } = renderApp('/appointments');
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
});

test('a token whose user fetch fails is cleared and the user goes to /login', async () => {
  localStorage.setItem('token', 'expired');
  server.use(
    answer(
      'post',
      '/user/getUser_id',
      { success: false, message: 'Your session has ended. Please sign in again.' },
      401,
    ),
  );
  const { router, store } = renderApp('/', { token: 'expired' });
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(store.getState().session.token).toBeNull();
  expect(localStorage.getItem('token')).toBeNull();
});

test('a patient opening /admin/home lands on /unauthorised', async () => {
  const { router } = renderApp('/admin/home', { token: fakeToken(), user: makeUser() });
  await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorised'));
});

test.each([
  [{ isAdmin: true }, '/admin/home'],
  [{ isDoctor: true }, '/doctor/home'],
  [{ isStaff: true }, '/staff/home'],
  [{ regDoctor: true }, '/reg/home'],
])('the patient home sends %o on to %s', async (flags, home) => {
  const { router } = renderApp('/', { token: fakeToken(flags), user: makeUser(flags) });
  await waitFor(() => expect(router.state.location.pathname).toBe(home));
});
