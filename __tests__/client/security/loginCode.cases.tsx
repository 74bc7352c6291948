import { screen } from '@testing-library/react';
import { renderApp, makeUser } from '../../helpers/render';
import { answer, emptyHomes, fakeToken, recordCalls, server } from '../../helpers/msw';
import { fill, landsOn, preloadFrame, press } from '../auth/forms';

beforeAll(preloadFrame);

const askForCode = () =>
  answer('post', '/user/login', {
    success: false,
    mfaRequired: true,
    mfaToken: 'challenge-1',
    message: 'Enter the code from your authenticator app',
  } as never);

test('with two-factor sign-in on, the code step follows the passcode and a right code signs in', async () => {
  const code = recordCalls('post', '/user/login-mfa', {
    success: true,
    message: 'Login successful',
    data: fakeToken(),
  });
  server.use(
    ...emptyHomes(),
    askForCode(),
    code.handler,
    answer('post', '/user/getUser_id', { success: true, data: makeUser() }),
  );
  const { router, store } = renderApp('/login');
  await fill({ Email: 'ada@example.com', Passcode: 'Secret#123' });
  await press('Login');
  expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
  expect(store.getState().session.token).toBeNull();

  await fill({ 'Authentication code': '12' });
  await press('Verify');
  expect(
    await screen.findByText('Please enter the 6-digit code from your authenticator app'),
  ).toBeInTheDocument();
  await fill({ 'Authentication code': '123456' });
  await press('Verify');
  await landsOn(router, '/');
  expect(code.calls).toEqual([{ mfaToken: 'challenge-1', code: '123456' }]);
  expect(store.getState().session.token).toBe(fakeToken());
});

test('"Use a recovery code" sends the recovery code; a refusal is shown and no session starts', async () => {
  server.use(
    askForCode(),
    answer('post', '/user/login-mfa', { success: false, message: 'Invalid recovery code' }, 401),
  );
  const { store } = renderApp('/login');
  await fill({ Email: 'ada@example.com', Passcode: 'Secret#123' });
  await press('Login');
  await press('Use a recovery code');
  await fill({ 'Recovery code': 'abcde-fghij' });
  await press('Verify');
  expect(await screen.findByText('Invalid recovery code')).toBeInTheDocument();
  expect(store.getState().session.token).toBeNull();
  expect(screen.getByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
});
