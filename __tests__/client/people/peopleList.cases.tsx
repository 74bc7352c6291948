import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useParams } from 'react-router-dom';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { answer, fakeToken, pagedList, recordCalls, server } from '../../helpers/msw';
import PeopleListPage from '../../../src/client/features/people/pages/PeopleListPage';
import type { PeopleKind } from '../../../src/client/features/people/peopleKinds';
import type { User } from '../../../src/shared/types';
import { fastUser } from '../doctors-list/fixtures';
import { asked, rowNames, rowOf, searchedOnce, toolbar } from './pagedTable';

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
/** Twelve patients: page 1 holds P01..P10, page 2 P11 and P12. */
const MANY = Array.from({ length: 12 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  return makeUser({ _id: `p-${n}`, name: `Patient ${n}`, email: `p${n}@mail.test` });
});
const LIST_URL = {
  staff: '/admin/get-all-staff',
  users: '/admin/get-all-users',
  admins: '/admin/get-all-admin',
};

/** The server's search: any part of the e-mail or name, ignoring case. */
const bySearch = (rows: readonly User[], query: URLSearchParams) => {
  const needle = query.get('search')?.toLowerCase() ?? '';
  return rows.filter((p) => `${p.email} ${p.name}`.toLowerCase().includes(needle));
};

function showList(kind: PeopleKind, { user = ADMIN, rows = PATIENTS, route = '/' } = {}) {
  const list = pagedList(LIST_URL[kind], rows, { filter: bySearch });
  server.use(list.handler);
  const view = renderWithProviders(<PeopleListPage kind={kind} />, {
    route,
    preloadedState: { session: { token: fakeToken(user), user } },
  });
  return { ...view, queries: list.queries };
}

test('the patients list shows name, joined date, the status labels and an Unblock for blocked rows', async () => {
  showList('users');
  expect(await screen.findByRole('heading', { name: 'Patients' })).toBeInTheDocument();
  await screen.findByText('Ngozi Eze');
  expect(rowNames()).toEqual(['Ngozi Eze', 'Bola Ade', 'Chidi Okoro']);
  expect(document.querySelector('.ant-table-bordered')).not.toBeNull();
  expect(rowOf('Ngozi Eze').getByText('05-03-2026')).toBeInTheDocument();
  expect(rowOf('Ngozi Eze').getByText('Active')).toBeInTheDocument();
  expect(rowOf('Chidi Okoro').getByText('Blocked')).toBeInTheDocument();
  expect(rowOf('Chidi Okoro').getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
  expect(rowOf('Chidi Okoro').queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
});

test('a shared link restores page, search and sort: the request carries them and the table shows them', async () => {
  const { queries } = showList('users', {
    rows: MANY,
    route: '/admin/userslist?page=2&search=mail&sort=name&order=asc',
  });
  await screen.findByText('Patient 11');
  expect(asked(queries[0])).toEqual({
    page: '2',
    pageSize: '10',
    search: 'mail',
    sort: 'name',
    order: 'asc',
  });
  expect(toolbar().getByPlaceholderText('Search by Email...')).toHaveValue('mail');
  expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
  expect(screen.getByTitle('2')).toHaveClass('ant-pagination-item-active');
});

test('typing searches once after a pause; sorters and the two Clear buttons change the URL and the request', async () => {
  const user = fastUser();
  const { queries, router } = showList('staff');
  await screen.findByText('Ngozi Eze');

  await user.type(toolbar().getByPlaceholderText('Search by Email...'), 'GOZI.e');
  await waitFor(() => expect(rowNames()).toEqual(['Ngozi Eze']));
  searchedOnce(queries, 'GOZI.e');
  expect(router.state.location.search).toBe('?search=GOZI.e');

  await user.click(screen.getByRole('columnheader', { name: /^Email/ }));
  await waitFor(() => expect(router.state.location.search).toBe('?search=GOZI.e&sort=email&order=asc'));
  await waitFor(() => expect(asked(queries.at(-1))).toMatchObject({ sort: 'email', order: 'asc' }));

  await user.click(toolbar().getByRole('button', { name: 'Clear Filters' }));
  expect(toolbar().getByPlaceholderText('Search by Email...')).toHaveValue('');
  expect(router.state.location.search).toBe('?sort=email&order=asc');
  await waitFor(() => expect(rowNames()).toHaveLength(3));

  await user.click(toolbar().getByRole('button', { name: 'Clear Filters & Sorters' }));
  expect(router.state.location.search).toBe('');
  expect(screen.getByRole('columnheader', { name: /^Email/ })).not.toHaveAttribute('aria-sort');
});

test('switching to another list starts clean: no search, page or sort carried over', async () => {
  const user = fastUser();
  const staff = pagedList(LIST_URL.staff, [STAFF]);
  server.use(staff.handler);
  function ListOfPath() {
    const { list } = useParams();
    return <PeopleListPage kind={list === 'stafflist' ? 'staff' : 'users'} />;
  }
  const users = pagedList(LIST_URL.users, MANY, { filter: bySearch });
  server.use(users.handler);
  const { router } = renderWithProviders(<ListOfPath />, {
    route: '/admin/userslist?page=2&sort=name&order=asc',
    path: '/admin/:list',
    preloadedState: { session: { token: fakeToken(ADMIN), user: ADMIN } },
  });
  await screen.findByText('Patient 11');
  await user.type(toolbar().getByPlaceholderText('Search by Email...'), 'p1');
  await waitFor(() => expect(router.state.location.search).toContain('search=p1'));

  await act(() => router.navigate('/admin/stafflist'));
  await screen.findByText('Sola Staff');
  expect(toolbar().getByPlaceholderText('Search by Email...')).toHaveValue('');
  expect(asked(staff.queries[0])).toEqual({ page: '1', pageSize: '10' });
  expect(router.state.location.search).toBe('');
  // a search typed here is the only one the staff list ever receives
  await user.type(toolbar().getByPlaceholderText('Search by Email...'), 'sola');
  await waitFor(() => searchedOnce(staff.queries, 'sola'));
});

test('Block asks first, sends PUT /api/admin/block-user/{id}, and re-reads only the page holding that row', async () => {
  const user = fastUser();
  const rows = [...MANY];
  const list = pagedList(LIST_URL.users, rows);
  const block = recordCalls('put', '/admin/block-user/p-11', {
    success: true,
    message: 'User blocked successfully',
  });
  server.use(list.handler, block.handler);
  renderWithProviders(<PeopleListPage kind="users" />, {
    preloadedState: { session: { token: fakeToken(ADMIN), user: ADMIN } },
  });
  await screen.findByText('Patient 01');
  await user.click(screen.getByTitle('2'));
  await screen.findByText('Patient 11');
  const before = list.queries.length;

  await user.click(rowOf('Patient 11').getByRole('button', { name: 'Block' }));
  expect(await screen.findByText('Block this user?')).toBeInTheDocument();
  expect(block.calls).toHaveLength(0);
  rows[10] = { ...rows[10], isBlocked: true };
  await user.click(screen.getByText('Yes, block'));
  expect(await screen.findByText('User blocked successfully')).toBeInTheDocument();
  expect(block.calls).toHaveLength(1);
  await waitFor(() => expect(rowOf('Patient 11').getByText('Blocked')).toBeInTheDocument());
  expect(list.queries.slice(before).map((q) => q.get('page'))).toEqual(['2']);

  // page 1 did not hold the row: its cached rows come back without asking the server again
  await user.click(screen.getByTitle('1'));
  await screen.findByText('Patient 01');
  expect(list.queries.slice(before).map((q) => q.get('page'))).toEqual(['2']);
});

test('a refused block shows the server message', async () => {
  const user = fastUser();
  server.use(answer('put', '/admin/block-user/p-1', { success: false, message: 'User not found' }, 404));
  showList('users');
  await screen.findByText('Ngozi Eze');
  await user.click(rowOf('Ngozi Eze').getByRole('button', { name: 'Block' }));
  await user.click(await screen.findByText('Yes, block'));
  expect(await screen.findByText('User not found')).toBeInTheDocument();
});

test('Unblock sends PUT /api/admin/unblock-user/{id} and toasts', async () => {
  const user = fastUser();
  const unblock = recordCalls('put', '/admin/unblock-user/p-3', {
    success: true,
    message: 'User unblocked successfully',
  });
  server.use(unblock.handler);
  showList('users');
  await screen.findByText('Chidi Okoro');
  await user.click(rowOf('Chidi Okoro').getByRole('button', { name: 'Unblock' }));
  expect(await screen.findByText('User unblocked successfully')).toBeInTheDocument();
  expect(unblock.calls).toHaveLength(1);
});

test('the administrators list offers Block on other admins but not on your own account', async () => {
  const other = makeUser({ _id: 'a-2', name: 'Tunde Bello', isAdmin: true });
  showList('admins', { rows: [ADMIN, other] });
  expect(await screen.findByRole('heading', { name: 'Administrators' })).toBeInTheDocument();
  await screen.findByText('Ada Okafor');
  expect(rowOf('Ada Okafor').queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
  expect(rowOf('Tunde Bello').getByRole('button', { name: 'Block' })).toBeInTheDocument();
});

test('staff see the list without any actions', async () => {
  showList('users', { user: STAFF });
  await screen.findByText('Ngozi Eze');
  for (const name of ['Ngozi Eze', 'Bola Ade', 'Chidi Okoro']) {
    expect(rowOf(name).queryByRole('button')).not.toBeInTheDocument();
  }
  expect(screen.queryByText('Actions')).not.toBeInTheDocument();
});

test('an empty list says so in a readable grey', async () => {
  showList('staff', { rows: [] });
  expect(await screen.findByText('No staff found')).toHaveStyle({ color: '#595959' });
});

test('a failed load shows "Error fetching user data"', async () => {
  server.use(
    http.get('http://localhost/api/admin/get-all-users', () => HttpResponse.text('boom', { status: 500 })),
  );
  renderWithProviders(<PeopleListPage kind="users" />, {
    preloadedState: { session: { token: fakeToken(ADMIN), user: ADMIN } },
  });
  expect(await screen.findByText('Error fetching user data')).toBeInTheDocument();
});
