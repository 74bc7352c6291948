import { screen } from '@testing-library/react';
import { renderApp, makeUser } from '../../helpers/render';
import { fakeToken } from '../../helpers/msw';
import { landsOn, preloadFrame, press } from './forms';

beforeAll(preloadFrame);

test('the access-denied page says 403 and Back Home leads to the home page', async () => {
  const { router } = renderApp('/admin/home', { token: fakeToken(), user: makeUser() });
  await landsOn(router, '/unauthorised');
  expect(await screen.findByText('403 - Access Denied')).toBeInTheDocument();
  expect(screen.getByText('You do not have permission to view this page.')).toBeInTheDocument();
  await press('Back Home');
  await landsOn(router, '/');
});

test('the profile shows the signed-in user with role label and member-since date', async () => {
  const flags = { isDoctor: true };
  const user = makeUser({ ...flags, role: 'doctor', createdAt: '2026-11-01T09:00:00.000Z' });
  renderApp('/profile', { token: fakeToken(flags), user });
  const row = async (label: string) =>
    (await screen.findByText(label, { selector: 'th, th *' })).closest('tr');
  expect(await row('Name')).toHaveTextContent('Chiamaka Obi');
  expect(await row('Email')).toHaveTextContent('patient1@clinicbook.local');
  expect(await row('Phone')).toHaveTextContent('+234 802 000 0010');
  expect(await row('Role')).toHaveTextContent('Doctor');
  expect(await row('Member since')).toHaveTextContent('01-11-2026');
});
