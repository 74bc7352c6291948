import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { fakeToken, server } from '../../helpers/msw';
import { choose, fastUser } from '../reviews/fixtures';
import { typeIntoPicker } from '../pickers';
import AuditLogPage from '../../../src/client/features/audit/pages/AuditLogPage';
import type { AuditEntry } from '../../../src/shared/schemas/audit';

// antd tables are heavy in jsdom, and slower still on a busy machine
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 5_000 });

const ADMIN = makeUser({ _id: 'a-1', name: 'Ada Okafor', isAdmin: true, role: 'admin' });
const TOTAL = 25;

const entry = (n: number): AuditEntry => ({
  id: `e-${n}`,
  at: `2026-03-${String(n).padStart(2, '0')}T08:05:09.000Z`,
  actorId: 'a-1',
  actorEmail: 'admin@clinicbook.local',
  actorName: 'Ada Okafor',
  actorRole: 'admin',
  action: `POST /api/admin/location #${n}`,
  target: null,
  ip: '203.0.113.7',
  statusCode: 201,
  outcome: 'success',
});
const FAILED_SIGN_IN: AuditEntry = {
  ...entry(9),
  id: 'e-fail',
  actorId: null,
  actorEmail: null,
  actorName: null,
  actorRole: 'anonymous',
  action: 'sign-in failed',
  target: 'someone@example.com',
  statusCode: 401,
  outcome: 'failure',
};

/** A fake log of TOTAL entries that records the query string of every request. */
function fakeLog() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('http://localhost/api/admin/audit-log', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      if (query.get('outcome') === 'failure') {
        return HttpResponse.json({ success: true, data: { rows: [FAILED_SIGN_IN], total: 1 } });
      }
      if (query.get('actor') === 'nobody') {
        return HttpResponse.json({ success: true, data: { rows: [], total: 0 } });
      }
      // two rows stand for the page (a full page is slow to draw in jsdom): its first two entries
      const first = (Number(query.get('page')) - 1) * Number(query.get('pageSize')) + 1;
      const numbers = [first, first + 1];
      return HttpResponse.json({ success: true, data: { rows: numbers.map(entry), total: TOTAL } });
    }),
  );
  return { queries, last: () => Object.fromEntries(queries.at(-1) ?? []) };
}

function showPage(route = '/admin/audit-log') {
  return renderWithProviders(<AuditLogPage />, {
    route,
    preloadedState: { session: { token: fakeToken(ADMIN), user: ADMIN } },
  });
}
const rowOf = (text: string) => within(screen.getByText(text).closest('tr') as HTMLElement);
const filters = () => within(screen.getByRole('search', { name: 'Filter the audit log' }));

test('shows the rows with UTC time, who, role, action, target, IP and a coloured outcome', async () => {
  const log = fakeLog();
  showPage();
  expect(await screen.findByRole('heading', { name: 'Audit Log' })).toBeInTheDocument();
  const row = rowOf(
    await screen.findByText('POST /api/admin/location #1').then((el) => el.textContent ?? ''),
  );
  expect(row.getByText('2026-03-01 08:05:09 UTC')).toBeInTheDocument();
  expect(row.getByText('Ada Okafor')).toBeInTheDocument();
  expect(row.getByText('admin@clinicbook.local')).toBeInTheDocument();
  expect(row.getByText('Admin')).toBeInTheDocument();
  expect(row.getByText('203.0.113.7')).toBeInTheDocument();
  expect(row.getByText('Success (201)')).toHaveClass('ant-tag-green');
  expect(log.last()).toEqual({ page: '1', pageSize: '20' });
  expect(screen.getByText(`${TOTAL} entries`)).toBeInTheDocument();
});

test('sends actor and action as query parameters from the first page; Clear Filters drops them', async () => {
  const user = fastUser();
  const log = fakeLog();
  showPage();
  await screen.findByText('POST /api/admin/location #1');
  await user.click(screen.getByRole('listitem', { name: '2' }));
  await screen.findByText('POST /api/admin/location #21');

  await user.type(filters().getByRole('searchbox', { name: 'Actor email' }), 'admin@{Enter}');
  await waitFor(() => expect(log.last()).toEqual({ actor: 'admin@', page: '1', pageSize: '20' }));
  await user.type(filters().getByRole('searchbox', { name: 'Action' }), ' location {Enter}');
  await waitFor(() =>
    expect(log.last()).toEqual({ actor: 'admin@', action: 'location', page: '1', pageSize: '20' }),
  );

  await user.click(filters().getByRole('button', { name: 'Clear Filters' }));
  await waitFor(() => expect(log.last()).toEqual({ page: '1', pageSize: '20' }));
  expect(filters().getByRole('searchbox', { name: 'Actor email' })).toHaveValue('');
});

test('sends the outcome and the UTC date range; a failed sign-in shows Anonymous and a red tag', async () => {
  const user = fastUser();
  const log = fakeLog();
  showPage();
  await screen.findByText('POST /api/admin/location #1');
  // the picker downloads when the dates are first wanted, and the press opens it
  expect(filters().queryByLabelText('From (UTC)')).not.toBeInTheDocument();
  await user.click(filters().getByRole('button', { name: /Dates \(UTC\)/ }));
  await typeIntoPicker('From (UTC)', '01-03-2026');
  await typeIntoPicker('To (UTC)', '31-03-2026');
  await waitFor(() => expect(log.last()).toMatchObject({ from: '2026-03-01', to: '2026-03-31' }));

  await choose(user, filters().getByRole('combobox', { name: 'Outcome' }), 'Failure');
  await waitFor(() =>
    expect(log.last()).toEqual({
      outcome: 'failure',
      from: '2026-03-01',
      to: '2026-03-31',
      page: '1',
      pageSize: '20',
    }),
  );
  const failed = rowOf(await screen.findByText('sign-in failed').then((el) => el.textContent ?? ''));
  expect(failed.getByText('Anonymous')).toBeInTheDocument();
  expect(failed.getByText('someone@example.com')).toBeInTheDocument();
  expect(failed.getByText('Failure (401)')).toHaveClass('ant-tag-red');
});

test('pages through the log on the server and says when nothing matches', async () => {
  const user = fastUser();
  const log = fakeLog();
  showPage();
  await screen.findByText('POST /api/admin/location #2');
  await user.click(screen.getByRole('listitem', { name: '2' }));
  expect(await screen.findByText('POST /api/admin/location #22')).toBeInTheDocument();
  expect(screen.queryByText('POST /api/admin/location #1')).not.toBeInTheDocument();
  expect(log.last()).toEqual({ page: '2', pageSize: '20' });

  await user.type(filters().getByRole('searchbox', { name: 'Actor email' }), 'nobody{Enter}');
  expect(await screen.findByText('No audit entries match these filters')).toBeInTheDocument();
});

test('filters and page live in the URL: a link restores them, a new filter starts at page 1, Back returns', async () => {
  const user = fastUser();
  const log = fakeLog();
  const { router } = showPage('/admin/audit-log?actor=admin%40&from=2026-03-01&page=2&pageSize=10');
  expect(await screen.findByText('POST /api/admin/location #11')).toBeInTheDocument();
  expect(log.last()).toEqual({ actor: 'admin@', from: '2026-03-01', page: '2', pageSize: '10' });
  expect(filters().getByRole('searchbox', { name: 'Actor email' })).toHaveValue('admin@');
  expect(filters().getByLabelText('From (UTC)')).toHaveValue('01-03-2026');

  await user.type(filters().getByRole('searchbox', { name: 'Action' }), 'location{Enter}');
  await waitFor(() =>
    expect(log.last()).toEqual({
      actor: 'admin@',
      action: 'location',
      from: '2026-03-01',
      page: '1',
      pageSize: '10',
    }),
  );
  expect(router.state.location.search).toBe('?actor=admin%40&from=2026-03-01&pageSize=10&action=location');

  await router.navigate(-1);
  await waitFor(() => expect(filters().getByRole('searchbox', { name: 'Action' })).toHaveValue(''));
  await waitFor(() => expect(log.last()).toMatchObject({ page: '2', pageSize: '10' }));
});
