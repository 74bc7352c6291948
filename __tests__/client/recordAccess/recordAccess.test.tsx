import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { fakeToken, server } from '../../helpers/msw';
import { fastUser } from '../reviews/fixtures';
import { RecordAccessSection } from '../../../src/client/features/recordAccess';
import RecordAccessPage from '../../../src/client/features/recordAccess/pages/RecordAccessPage';
import type { AdminRecordAccessEntry, RecordAccessEntry } from '../../../src/shared/answers/record-access';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 5_000 });

const PATIENT = makeUser({ _id: 'p-1', name: 'Chiamaka Obi' });
const ADMIN = makeUser({ _id: 'a-1', name: 'Ada Okafor', isAdmin: true, role: 'admin' });

const mine = (n: number): RecordAccessEntry => ({
  _id: `r-${n}`,
  actorName: n % 2 ? 'Kemi Eze' : 'Lab system',
  actorRole: n % 2 ? 'doctor' : 'apiClient',
  at: `2026-12-0${n}T16:50:00.000Z`,
  what: n % 2 ? 'profile' : 'fhirAppointment',
  reason: n % 2 ? 'Covering Dr. Ade' : null,
});

function fakeMine(total: number) {
  const pages: string[] = [];
  server.use(
    http.get('http://localhost/api/user/record-access', ({ request }) => {
      const query = new URL(request.url).searchParams;
      pages.push(query.get('page') ?? '1');
      const page = Number(query.get('page') ?? 1);
      const data = total === 0 ? [] : [mine(page === 1 ? 1 : 2)];
      return HttpResponse.json({ success: true, data, total, totalCapped: false, page, pageSize: 5 });
    }),
  );
  return pages;
}

test('the profile lists who looked at the record: name, role, when, what and a doctor’s reason, a page at a time', async () => {
  const user = fastUser();
  const pages = fakeMine(7);
  renderWithProviders(<RecordAccessSection />, {
    preloadedState: { session: { token: fakeToken(PATIENT), user: PATIENT } },
  });
  const list = within(await screen.findByLabelText('Who has looked at my record'));
  expect(await list.findByText('Kemi Eze')).toBeInTheDocument();
  expect(list.getByText('Doctor')).toBeInTheDocument();
  expect(list.getByText(/^01-12-2026 \d\d:50 · Patient record$/)).toBeInTheDocument();
  expect(list.getByText('Reason given: Covering Dr. Ade')).toBeInTheDocument();
  await user.click(screen.getByRole('listitem', { name: '2' }));
  expect(await list.findByText('Lab system')).toBeInTheDocument();
  expect(list.getByText('Connected system')).toBeInTheDocument();
  expect(list.getByText(/^02-12-2026 \d\d:50 · Visits, by a connected system$/)).toBeInTheDocument();
  expect(list.queryByText(/^Reason given/)).not.toBeInTheDocument();
  expect(pages).toEqual(['1', '2']);
});

test('the profile says when no one else has looked', async () => {
  fakeMine(0);
  renderWithProviders(<RecordAccessSection />, {
    preloadedState: { session: { token: fakeToken(PATIENT), user: PATIENT } },
  });
  expect(await screen.findByText('No one but you has looked at your record yet')).toBeInTheDocument();
});

test('the admin’s log narrows to a patient or a reader by their name, kept in the URL', async () => {
  const user = fastUser();
  const queries: Record<string, string>[] = [];
  const row: AdminRecordAccessEntry = {
    ...mine(1),
    patientId: '11111111-1111-4111-8111-111111111111',
    patientName: 'Chiamaka Obi',
    actorId: '22222222-2222-4222-8222-222222222222',
    actorClient: null,
    recordId: null,
    reason: 'Covering Dr. Kemi',
    ip: '203.0.113.7',
  };
  server.use(
    http.get('http://localhost/api/admin/record-access', ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json({
        success: true,
        data: [row],
        total: 1,
        totalCapped: false,
        page: 1,
        pageSize: 20,
      });
    }),
  );
  renderWithProviders(<RecordAccessPage />, {
    route: '/admin/record-access',
    preloadedState: { session: { token: fakeToken(ADMIN), user: ADMIN } },
  });
  expect(await screen.findByRole('heading', { name: 'Record Access Log' })).toBeInTheDocument();
  const cells = within((await screen.findByText('Covering Dr. Kemi')).closest('tr') as HTMLElement);
  expect(cells.getByText('Patient record')).toBeInTheDocument();
  expect(cells.getByText('203.0.113.7')).toBeInTheDocument();
  await user.click(cells.getByRole('button', { name: 'Chiamaka Obi' }));
  await waitFor(() => expect(queries.at(-1)).toMatchObject({ patientId: row.patientId, page: '1' }));
  await user.click(cells.getByRole('button', { name: 'Kemi Eze' }));
  await waitFor(() =>
    expect(queries.at(-1)).toMatchObject({ patientId: row.patientId, actorId: row.actorId }),
  );
  expect(screen.getByText('One patient only')).toBeInTheDocument();
  expect(screen.getByText('One reader only')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
  // the first page unfiltered again (read from the cache of the first visit)
  await waitFor(() => expect(screen.queryByText('One patient only')).not.toBeInTheDocument());
  expect(screen.queryByText('One reader only')).not.toBeInTheDocument();
});
