import { waitFor } from '@testing-library/react';
import { renderApp, makeUser } from '../helpers/render';
import { http, HttpResponse } from 'msw';
import { answer, fakeToken, server } from '../helpers/msw';
import { serverAnswered } from '../../src/client/lib/connection';

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

test('offline, a token whose user fetch gets no answer keeps the user this device last read', async () => {
  const user = makeUser({ language: 'en' });
  localStorage.setItem('token', 'kept');
  localStorage.setItem('userData', JSON.stringify(user));
  server.use(http.post('http://localhost/api/user/getUser_id', () => HttpResponse.error()));
  const { router, store } = renderApp('/appointments', { token: 'kept' });
  await waitFor(() => expect(store.getState().session.user).toEqual(user));
  expect(router.state.location.pathname).toBe('/appointments');
  expect(localStorage.getItem('token')).toBe('kept');
  // the next test starts with a server that answers
  serverAnswered(true);
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
