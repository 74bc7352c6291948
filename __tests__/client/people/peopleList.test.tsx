import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { answer, fakeToken, recordCalls, server } from '../../helpers/msw';
import PeopleListPage from '../../../src/client/features/people/pages/PeopleListPage';
import type { PeopleKind } from '../../../src/client/features/people/peopleKinds';
import type { User } from '../../../src/shared/types';

// antd tables are heavy in jsdom; queries are scoped to a row or the toolbar to stay quick.

const ADMIN = makeUser({ _id: 'a-1', name: 'Ada Okafor', isAdmin: true, role: 'admin' });
const STAFF = makeUser({ _id: 's-1', name: 'Sola Staff', isStaff: true, role: 'staff' });
const PATIENTS = [
  makeUser({
    _id: 'p-1',
    name: 'Ngozi Eze',
    email: 'Ngozi.Eze@mail.test',
    createdAt: '2026-03-05T10:00:00Z',
  }),
  makeUser({ _id: 'p-2', name: 'Bola Ade', email: 'bola@mail.test', createdAt: '2026-01-20T10:00:00Z' }),
  makeUser({ _id: 'p-3', name: 'Chidi Okoro', email: 'chidi@mail.test', isBlocked: true }),
];

function showList(kind: PeopleKind, user: User = ADMIN) {
  return renderWithProviders(<PeopleListPage kind={kind} />, {
    preloadedState: { session: { token: fakeToken(user), user } },
  });
}

/** The names in the table's body rows, top to bottom. */
function rowNames() {
  const rows = screen.getByRole('table').querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-key]');
  return Array.from(rows, (row) => row.cells[0]?.textContent);
}
const rowOf = (name: string) => within(screen.getByText(name).closest('tr') as HTMLElement);
const toolbar = () => within(screen.getByRole('search'));

test('the patients list shows name, joined date, the status labels and an Unblock for blocked rows', async () => {
  server.use(answer('get', '/admin/get-all-users', { success: true, data: PATIENTS }));
  showList('users');
  expect(await screen.findByRole('heading', { name: 'Patients' })).toBeInTheDocument();
  await screen.findByText('Ngozi Eze');
  expect(rowNames()).toEqual(['Ngozi Eze', 'Bola Ade', 'Chidi Okoro']);
  expect(rowOf('Ngozi Eze').getByText('05-03-2026')).toBeInTheDocument();
  expect(rowOf('Ngozi Eze').getByText('Active')).toBeInTheDocument();
  expect(rowOf('Chidi Okoro').getByText('Blocked')).toBeInTheDocument();
  expect(rowOf('Chidi Okoro').getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
  expect(rowOf('Chidi Okoro').queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
});

test('the e-mail search ignores case; Clear Filters empties it, Clear Filters & Sorters also resets the order', async () => {
  const user = userEvent.setup();
  server.use(answer('get', '/admin/get-all-staff', { success: true, data: PATIENTS }));
  showList('staff');
  await screen.findByText('Ngozi Eze');

  const search = toolbar().getByPlaceholderText('Search by Email...');
  await user.type(search, 'GOZI.e');
  expect(rowNames()).toEqual(['Ngozi Eze']);
  await user.click(toolbar().getByRole('button', { name: 'Clear Filters' }));
  expect(search).toHaveValue('');
  expect(rowNames()).toEqual(['Ngozi Eze', 'Bola Ade', 'Chidi Okoro']);

  await user.click(screen.getByRole('columnheader', { name: /^Name/ }));
  expect(rowNames()).toEqual(['Bola Ade', 'Chidi Okoro', 'Ngozi Eze']);
  await user.click(toolbar().getByRole('button', { name: 'Clear Filters' }));
  expect(rowNames()).toEqual(['Bola Ade', 'Chidi Okoro', 'Ngozi Eze']);
  await user.click(toolbar().getByRole('button', { name: 'Clear Filters & Sorters' }));
  expect(rowNames()).toEqual(['Ngozi Eze', 'Bola Ade', 'Chidi Okoro']);
});

test('Block asks first, then sends PUT /api/admin/block-user/{id}, toasts and shows the row as Blocked', async () => {
  const user = userEvent.setup();
  let rows: User[] = PATIENTS;
  const block = recordCalls('put', '/admin/block-user/p-2', {
    success: true,
    message: 'User blocked successfully',
  });
  server.use(
    http.get('http://localhost/api/admin/get-all-users', () =>
      HttpResponse.json({ success: true, data: rows }),
    ),
    block.handler,
  );
  showList('users');
  await screen.findByText('Bola Ade');

  await user.click(rowOf('Bola Ade').getByRole('button', { name: 'Block' }));
  expect(await screen.findByText('Block this user?')).toBeInTheDocument();
  expect(block.calls).toHaveLength(0);

  rows = PATIENTS.map((p) => (p._id === 'p-2' ? { ...p, isBlocked: true } : p));
  await user.click(screen.getByText('Yes, block'));
  expect(await screen.findByText('User blocked successfully')).toBeInTheDocument();
  expect(block.calls).toHaveLength(1);
  await waitFor(() => expect(rowOf('Bola Ade').getByText('Blocked')).toBeInTheDocument());
});

test('a refused block shows the server message', async () => {
  const user = userEvent.setup();
  server.use(
    answer('get', '/admin/get-all-users', { success: true, data: PATIENTS }),
    answer('put', '/admin/block-user/p-1', { success: false, message: 'User not found' }, 404),
  );
  showList('users');
  await screen.findByText('Ngozi Eze');
  await user.click(rowOf('Ngozi Eze').getByRole('button', { name: 'Block' }));
  await user.click(await screen.findByText('Yes, block'));
  expect(await screen.findByText('User not found')).toBeInTheDocument();
});

test('Unblock sends PUT /api/admin/unblock-user/{id} and toasts', async () => {
  const user = userEvent.setup();
  const unblock = recordCalls('put', '/admin/unblock-user/p-3', {
    success: true,
    message: 'User unblocked successfully',
  });
  server.use(answer('get', '/admin/get-all-users', { success: true, data: PATIENTS }), unblock.handler);
  showList('users');
  await screen.findByText('Chidi Okoro');
  await user.click(rowOf('Chidi Okoro').getByRole('button', { name: 'Unblock' }));
  expect(await screen.findByText('User unblocked successfully')).toBeInTheDocument();
  expect(unblock.calls).toHaveLength(1);
});

test('the administrators list offers Block on other admins but not on your own account', async () => {
  const other = makeUser({ _id: 'a-2', name: 'Tunde Bello', isAdmin: true });
  server.use(answer('get', '/admin/get-all-admin', { success: true, data: [ADMIN, other] }));
  showList('admins');
  expect(await screen.findByRole('heading', { name: 'Administrators' })).toBeInTheDocument();
  await screen.findByText('Ada Okafor');
  expect(rowOf('Ada Okafor').queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
  expect(rowOf('Tunde Bello').getByRole('button', { name: 'Block' })).toBeInTheDocument();
});

test('staff see the list without any actions', async () => {
  server.use(answer('get', '/admin/get-all-users', { success: true, data: PATIENTS }));
  showList('users', STAFF);
  await screen.findByText('Ngozi Eze');
  for (const name of ['Ngozi Eze', 'Bola Ade', 'Chidi Okoro']) {
    expect(rowOf(name).queryByRole('button')).not.toBeInTheDocument();
  }
  expect(screen.queryByText('Actions')).not.toBeInTheDocument();
});

test('an empty list says so', async () => {
  server.use(answer('get', '/admin/get-all-staff', { success: true, data: [] }));
  showList('staff');
  expect(await screen.findByText('No staff found')).toBeInTheDocument();
});

test('a failed load shows "Error fetching user data"', async () => {
  server.use(
    http.get('http://localhost/api/admin/get-all-users', () => HttpResponse.text('boom', { status: 500 })),
  );
  showList('users');
  expect(await screen.findByText('Error fetching user data')).toBeInTheDocument();
});
