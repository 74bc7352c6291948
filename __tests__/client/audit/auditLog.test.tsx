import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { fakeToken, server } from '../../helpers/msw';
import { choose, dropdownOptions, fastUser } from '../reviews/fixtures';
import { typeIntoPicker } from '../pickers';
import AuditLogPage from '../../../src/client/features/audit/pages/AuditLogPage';
import type { AuditEntry } from '../../../src/shared/answers/audit';

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
  action: 'POST /api/admin/location',
  // an id the log cannot name: shown as recorded, and each row told apart by it
  target: `target-${n}`,
  targetName: null,
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
  targetName: null,
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

test('shows the rows with clinic time, who, role, action in words, target, IP and a coloured outcome', async () => {
  const log = fakeLog();
  showPage();
  expect(await screen.findByRole('heading', { name: 'Audit Log' })).toBeInTheDocument();
  const row = rowOf(await screen.findByText('target-1').then((el) => el.textContent ?? ''));
  // 08:05:09 UTC is 09:05:09 in Lagos, the clinic's zone
  expect(row.getByText('01-03-2026 09:05:09')).toBeInTheDocument();
  expect(row.getByText('Added a location')).toHaveAttribute('title', 'POST /api/admin/location');
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
  await screen.findByText('target-1');
  await user.click(screen.getByRole('listitem', { name: '2' }));
  await screen.findByText('target-21');

  await user.type(filters().getByRole('searchbox', { name: 'Actor email' }), 'admin@{Enter}');
  await waitFor(() => expect(log.last()).toEqual({ actor: 'admin@', page: '1', pageSize: '20' }));
  // the actions are offered in words; the log's own text is what is asked for
  const action = filters().getByRole('combobox', { name: 'Action' });
  await user.type(action, 'location');
  const option = (await dropdownOptions()).find((o) => o.textContent === 'Added a location');
  await user.click(option as HTMLElement);
  await waitFor(() =>
    expect(log.last()).toEqual({
      actor: 'admin@',
      action: 'POST /api/admin/location',
      page: '1',
      pageSize: '20',
    }),
  );

  await user.click(filters().getByRole('button', { name: 'Clear Filters' }));
  await waitFor(() => expect(log.last()).toEqual({ page: '1', pageSize: '20' }));
  expect(filters().getByRole('searchbox', { name: 'Actor email' })).toHaveValue('');
});

test('sends the outcome and the clinic days; a failed sign-in shows Anonymous and a red tag', async () => {
  const user = fastUser();
  const log = fakeLog();
  showPage();
  await screen.findByText('target-1');
  // the picker downloads when the dates are first wanted, and the press opens it
  expect(filters().queryByLabelText('From')).not.toBeInTheDocument();
  await user.click(filters().getByRole('button', { name: /Dates/ }));
  await typeIntoPicker('From', '01-03-2026');
  await typeIntoPicker('To', '31-03-2026');
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
  const failed = rowOf(await screen.findByText('Sign-in failed').then((el) => el.textContent ?? ''));
  expect(failed.getByText('Anonymous')).toBeInTheDocument();
  expect(failed.getByText('someone@example.com')).toBeInTheDocument();
  expect(failed.getByText('Failure (401)')).toHaveClass('ant-tag-red');
});

test('pages through the log on the server and says when nothing matches', async () => {
  const user = fastUser();
  const log = fakeLog();
  showPage();
  await screen.findByText('target-2');
  await user.click(screen.getByRole('listitem', { name: '2' }));
  expect(await screen.findByText('target-22')).toBeInTheDocument();
  expect(screen.queryByText('target-1')).not.toBeInTheDocument();
  expect(log.last()).toEqual({ page: '2', pageSize: '20' });

  await user.type(filters().getByRole('searchbox', { name: 'Actor email' }), 'nobody{Enter}');
  expect(await screen.findByText('No audit entries match these filters')).toBeInTheDocument();
});

test('filters and page live in the URL: a link restores them, a new filter starts at page 1, Back returns', async () => {
  const user = fastUser();
  const log = fakeLog();
  const { router } = showPage('/admin/audit-log?actor=admin%40&from=2026-03-01&page=2&pageSize=10');
  expect(await screen.findByText('target-11')).toBeInTheDocument();
  expect(log.last()).toEqual({ actor: 'admin@', from: '2026-03-01', page: '2', pageSize: '10' });
  expect(filters().getByRole('searchbox', { name: 'Actor email' })).toHaveValue('admin@');
  expect(filters().getByLabelText('From')).toHaveValue('01-03-2026');

  await choose(user, filters().getByRole('combobox', { name: 'Action' }), 'Added a location');
  await waitFor(() =>
    expect(log.last()).toEqual({
      actor: 'admin@',
      action: 'POST /api/admin/location',
      from: '2026-03-01',
      page: '1',
      pageSize: '10',
    }),
  );
  expect(router.state.location.search).toBe(
    '?actor=admin%40&from=2026-03-01&pageSize=10&action=POST+%2Fapi%2Fadmin%2Flocation',
  );
  const actionSelect = () =>
    filters().getByRole('combobox', { name: 'Action' }).closest('.ant-select') as HTMLElement;
  expect(actionSelect()).toHaveTextContent('Added a location');

  await router.navigate(-1);
  await waitFor(() => expect(actionSelect()).not.toHaveTextContent('Added a location'));
  await waitFor(() => expect(log.last()).toMatchObject({ page: '2', pageSize: '10' }));
});

test('names what a row acted on, says an action of another language in it, and reads an unknown one', async () => {
  server.use(
    http.get('http://localhost/api/admin/audit-log', () =>
      HttpResponse.json({
        success: true,
        data: {
          rows: [
            {
              ...entry(1),
              action: 'POST /api/doctor/change-appointment-status',
              target: 'v-1',
              targetName: { kind: 'visit', doctorName: 'Ada Eze', date: '2026-03-04' },
            },
            {
              ...entry(2),
              action: 'PUT /api/admin/block-user/:userId',
              target: 'u-1',
              targetName: { kind: 'person', name: 'Chidi Okafor' },
            },
            {
              ...entry(3),
              action: 'POST /api/admin/update-review-status',
              target: 'r-1',
              targetName: { kind: 'review', doctorName: 'Dr. Ada Eze', authorName: 'Chidi Okafor' },
            },
            {
              ...entry(4),
              action: 'POST /api/admin/change-doctor-status',
              target: 'd-1',
              targetName: { kind: 'doctor', name: 'Obi Nwosu' },
            },
            { ...entry(5), action: 'POST /api/admin/rename-ward-beds', target: null },
          ],
          total: 5,
        },
      }),
    ),
  );
  showPage();
  const visit = rowOf(
    await screen.findByText('Visit with Dr. Ada Eze on 04-03-2026').then((el) => el.textContent ?? ''),
  );
  expect(visit.getByText('Approved or rejected a visit')).toBeInTheDocument();
  expect(visit.getByText('Visit with Dr. Ada Eze on 04-03-2026')).toHaveAttribute('title', 'v-1');
  expect(rowOf('Chidi Okafor').getByText('Blocked a user')).toBeInTheDocument();
  expect(screen.getByText('Review of Dr. Ada Eze by Chidi Okafor')).toBeInTheDocument();
  expect(rowOf('Dr. Obi Nwosu').getByText('Changed a doctor’s status')).toBeInTheDocument();
  // an action no message names yet still reads as words
  expect(screen.getByText('Rename ward beds')).toHaveAttribute('title', 'POST /api/admin/rename-ward-beds');
  expect(screen.queryByText(/^(POST|PUT) \//)).not.toBeInTheDocument();
});
