import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { fakeToken, pagedList, recordCalls, server } from '../../helpers/msw';
import ApiClientsPage from '../../../src/client/features/apiClients/pages/ApiClientsPage';
import type { ApiClient } from '../../../src/shared/answers/apiClients';

const ADMIN = makeUser({ _id: 'a-1', name: 'Ada Okafor', isAdmin: true, role: 'admin' });
const CLIENTS: ApiClient[] = [
  {
    clientId: '11111111-1111-4111-8111-111111111111',
    name: 'Regional finder',
    scopes: ['system/Slot.rs', 'system/Schedule.rs'],
    createdAt: '2026-03-05T10:00:00Z',
    revokedAt: null,
  },
  {
    clientId: '22222222-2222-4222-8222-222222222222',
    name: 'Old portal',
    scopes: ['system/*.rs'],
    createdAt: '2026-01-20T10:00:00Z',
    revokedAt: '2026-02-01T10:00:00Z',
  },
];
const PUBLIC_KEY = {
  kty: 'EC',
  crv: 'P-384',
  x: 'nbyw9QsPhv4hnum_72cLAzx_F8GG6oah6StXFgQe9gA6zi6P6mavoFLYer9TQeJ9',
  y: '5wu7nFb2m1-W2NSq8sNd_1AWmX5-WMOa3MmFSK3DyRUuubF_kH64jckE40E0wbKI',
  alg: 'ES384',
};

function showPage(rows: ApiClient[] = CLIENTS) {
  server.use(pagedList('/admin/api-clients', rows).handler);
  return renderWithProviders(<ApiClientsPage />, {
    preloadedState: { session: { token: fakeToken(ADMIN), user: ADMIN } },
  });
}
const rowOf = (text: string) => within(screen.getByText(text).closest('tr') as HTMLElement);

test('lists clients with their id, scopes and status; only an active one can be revoked', async () => {
  showPage();
  expect(await screen.findByRole('heading', { name: 'API clients' })).toBeInTheDocument();
  await screen.findByText('Regional finder');
  const finder = rowOf('Regional finder');
  expect(finder.getByText(CLIENTS[0].clientId)).toBeInTheDocument();
  expect(finder.getByText('system/Slot.rs')).toBeInTheDocument();
  expect(finder.getByText('Active')).toBeInTheDocument();
  expect(finder.getByRole('button', { name: 'Revoke' })).toBeInTheDocument();
  const old = rowOf('Old portal');
  expect(old.getByText('Revoked')).toBeInTheDocument();
  expect(old.queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
});

test('says so when no client is registered', async () => {
  showPage([]);
  expect(await screen.findByText('No API clients registered yet')).toBeInTheDocument();
});

test('revoking asks first, then sends the client id', async () => {
  const revoke = recordCalls('post', '/admin/revoke-api-client', {
    success: true,
    message: 'API client Regional finder revoked',
  });
  server.use(revoke.handler);
  showPage();
  await screen.findByText('Regional finder');
  await userEvent.click(rowOf('Regional finder').getByRole('button', { name: 'Revoke' }));
  expect(await screen.findByText('Revoke this API client?')).toBeInTheDocument();
  expect(revoke.calls).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: 'Yes, revoke' }));
  await waitFor(() => expect(revoke.calls).toEqual([{ clientId: CLIENTS[0].clientId }]));
});

test('refuses a key set with private parts, then registers with the public one and shows the client id', async () => {
  const create = recordCalls('post', '/admin/create-api-client', {
    success: true,
    message: 'API client Hospital records registered',
    data: { clientId: '33333333-3333-4333-8333-333333333333' },
  });
  server.use(create.handler);
  showPage();
  const form = within(await screen.findByRole('form', { name: 'Register an API client' }));
  await userEvent.type(form.getByLabelText('Name'), 'Hospital records');
  fireEvent.mouseDown(form.getByLabelText('Scopes'));
  const option = await waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find(
      (element) => element.textContent === 'system/Appointment.rs',
    );
    if (!found) throw new Error('no option yet');
    return found;
  });
  fireEvent.click(option);
  const jwks = form.getByLabelText('Public key set (JWKS)');
  fireEvent.change(jwks, { target: { value: JSON.stringify({ keys: [{ ...PUBLIC_KEY, d: 'secret' }] }) } });
  await userEvent.click(form.getByRole('button', { name: 'Register client' }));
  expect(
    await screen.findByText('This key set holds private key parts. Paste only the public keys.'),
  ).toBeInTheDocument();
  expect(create.calls).toHaveLength(0);

  fireEvent.change(jwks, { target: { value: JSON.stringify({ keys: [PUBLIC_KEY] }) } });
  await userEvent.click(form.getByRole('button', { name: 'Register client' }));
  await waitFor(() =>
    expect(create.calls).toEqual([
      { name: 'Hospital records', scopes: ['system/Appointment.rs'], jwks: { keys: [PUBLIC_KEY] } },
    ]),
  );
  expect(await screen.findByText('33333333-3333-4333-8333-333333333333')).toBeInTheDocument();
  expect(
    screen.getByText('Hospital records is registered. Give the system this client id:'),
  ).toBeInTheDocument();
});
