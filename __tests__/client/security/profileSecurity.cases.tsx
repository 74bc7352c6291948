import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { fakeToken, recordCalls, server } from '../../helpers/msw';
import ProfilePage from '../../../src/client/features/auth/pages/ProfilePage';
import { user as userEvents, fill, press } from '../auth/forms';

const api = (path: string) => `http://localhost/api${path}`;
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);

function showProfile() {
  return renderWithProviders(<ProfilePage />, {
    route: '/profile',
    preloadedState: { session: { token: fakeToken(), user: makeUser() } },
  });
}

test('turning on two-factor sign-in shows the QR code and key, sends the code, then shows the ten recovery codes once', async () => {
  let enabled = false;
  const enable = recordCalls('post', '/user/mfa/enable', {
    success: true,
    message: 'Two-factor sign-in is on',
    data: { recoveryCodes: CODES },
  });
  server.use(
    http.get(api('/user/mfa/status'), () =>
      HttpResponse.json({ success: true, data: { enabled, required: false } }),
    ),
    http.post(api('/user/mfa/setup'), () =>
      HttpResponse.json({
        success: true,
        data: {
          secret: SECRET,
          otpauthUrl: `otpauth://totp/ClinicBook:a?secret=${SECRET}&issuer=ClinicBook`,
        },
      }),
    ),
    enable.handler,
  );
  showProfile();
  expect(await screen.findByText('Two-factor sign-in')).toBeInTheDocument();
  expect(await screen.findByText('Off')).toBeInTheDocument();
  await press('Turn on two-factor sign-in');
  expect(await screen.findByText(SECRET)).toBeInTheDocument();
  expect(screen.getByLabelText('QR code for your authenticator app')).toBeInTheDocument();

  await fill({ 'Code from the app': '12a' });
  await press('Confirm code');
  expect(
    await screen.findByText('Please enter the 6-digit code from your authenticator app'),
  ).toBeInTheDocument();
  expect(enable.calls).toHaveLength(0);

  await fill({ 'Code from the app': '123456' });
  enabled = true;
  await press('Confirm code');
  const list = await screen.findByRole('list', { name: 'Recovery codes' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(CODES);
  expect(enable.calls).toEqual([{ code: '123456' }]);
  expect(screen.getByRole('button', { name: 'Copy recovery codes', hidden: true })).toBeInTheDocument();

  await press('I have saved my recovery codes');
  expect(await screen.findByText('On')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
});

test('turning it off asks for a code and shows the server’s refusal', async () => {
  server.use(
    http.get(api('/user/mfa/status'), () =>
      HttpResponse.json({ success: true, data: { enabled: true, required: false } }),
    ),
    http.post(api('/user/mfa/disable'), () =>
      HttpResponse.json({ success: false, message: 'Invalid authentication code' }, { status: 400 }),
    ),
  );
  showProfile();
  await press('Turn off two-factor sign-in');
  await fill({ 'Code from the app': '654321' });
  await press('Turn off');
  expect(await screen.findByText('Invalid authentication code')).toBeInTheDocument();
  expect(screen.getByText('On')).toBeInTheDocument();
});

test('the sessions list marks this device, signs another out, and asks before signing out everywhere', async () => {
  let sessions = [
    {
      _id: 's1',
      createdAt: '2026-11-20T08:00:00.000Z',
      lastSeenAt: '2026-11-20T09:00:00.000Z',
      ip: '10.0.0.1',
      browser: 'Chrome on Linux',
      current: true,
    },
    {
      _id: 's2',
      createdAt: '2026-11-19T08:00:00.000Z',
      lastSeenAt: '2026-11-19T09:00:00.000Z',
      ip: '10.0.0.2',
      browser: 'Firefox on Windows',
      current: false,
    },
  ];
  const revoke = recordCalls('post', '/user/revoke-session', {
    success: true,
    message: 'Session signed out',
  });
  const revokeAll = recordCalls('post', '/user/revoke-all-sessions', {
    success: true,
    message: 'Signed out everywhere',
  });
  server.use(
    http.get(api('/user/sessions'), () => HttpResponse.json({ success: true, data: sessions })),
    revoke.handler,
    revokeAll.handler,
  );
  const { store } = showProfile();
  const itemOf = async (text: string) => (await screen.findByText(text)).closest('li') as HTMLElement;
  const here = await itemOf('Chrome on Linux');
  const there = await itemOf('Firefox on Windows');
  expect(here).toHaveTextContent('This device');
  expect(there).toHaveTextContent('10.0.0.2');
  expect(within(here).queryByRole('button', { name: 'Sign out', hidden: true })).not.toBeInTheDocument();

  sessions = sessions.slice(0, 1);
  await userEvents().click(within(there).getByRole('button', { name: 'Sign out', hidden: true }));
  await waitFor(() => expect(screen.queryByText('Firefox on Windows')).not.toBeInTheDocument());
  expect(revoke.calls).toEqual([{ sessionId: 's2' }]);

  await press('Sign out everywhere');
  expect(
    await screen.findByText('Every session of this account ends, this one included.'),
  ).toBeInTheDocument();
  expect(revokeAll.calls).toHaveLength(0);
  const confirm = await screen.findAllByRole('button', { name: 'Sign out everywhere', hidden: true });
  await userEvents().click(confirm[confirm.length - 1]);
  await waitFor(() => expect(revokeAll.calls).toHaveLength(1));
  await waitFor(() => expect(store.getState().session.token).toBeNull());
});
