import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../helpers/render';
import { apiUrl, fakeToken, server } from '../../helpers/msw';
import { choose, fastUser } from '../reviews/fixtures';
import InsightsPage from '../../../src/client/features/insights/pages/InsightsPage';
import { ADMIN, fakeInsights } from './fixtures';

// the charts draw on a canvas, which jsdom has not got: the doctors' table is under test here
jest.mock('@ant-design/plots', () => ({
  Column: () => null,
  Line: () => null,
  Bar: () => null,
  Heatmap: () => null,
}));

const TOTAL = 34;

/** The server's page of doctors: `Dr. Doctor <n>` at place n, its figure 100 − n (as a rate, n %). */
function doctorPage(query: URLSearchParams) {
  const page = Number(query.get('page'));
  const size = Number(query.get('pageSize'));
  const rate = query.get('metric') === 'noShowRate';
  const places = Array.from({ length: size }, (_, i) => (page - 1) * size + i + 1).filter((n) => n <= TOTAL);
  return {
    success: true,
    data: places.map((n) => ({ key: `d-${n}`, label: `Dr. Doctor ${n}`, value: rate ? n / 100 : 100 - n })),
    total: TOTAL,
    page,
    pageSize: size,
  };
}

function showPage(route: string) {
  const fake = fakeInsights();
  const asked: Array<Record<string, string>> = [];
  // the first handler that matches answers: this one before the page's fixtures
  server.use(
    http.get(apiUrl('/insights/breakdown'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (query.get('by') !== 'doctor') return HttpResponse.json({ success: true, data: [] });
      asked.push(Object.fromEntries(query));
      return HttpResponse.json(doctorPage(query));
    }),
    ...fake.handlers,
  );
  const view = renderWithProviders(<InsightsPage />, {
    route,
    preloadedState: { session: { token: fakeToken(ADMIN), user: ADMIN } },
  });
  return { ...view, asked };
}

const table = () => within(screen.getByRole('region', { name: 'Every doctor' }));
const firstCells = () =>
  table()
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

test('every doctor a page at a time from the server: its total, the next page, another figure and the other order', async () => {
  const user = fastUser();
  const page = showPage('/admin/insights');
  expect(await table().findByText('1–10 of 34 doctors')).toBeInTheDocument();
  expect(page.asked.at(-1)).toMatchObject({
    by: 'doctor',
    metric: 'booked',
    order: 'desc',
    page: '1',
    pageSize: '10',
  });
  expect(firstCells()[0]).toEqual(['1', 'Dr. Doctor 1', '99']);

  await user.click(table().getByTitle('2'));
  await waitFor(() => expect(page.asked.at(-1)).toMatchObject({ page: '2', pageSize: '10' }));
  expect(await table().findByText('11–20 of 34 doctors')).toBeInTheDocument();
  expect(firstCells()[0]).toEqual(['11', 'Dr. Doctor 11', '89']);
  expect(page.router.state.location.search).toBe('?doctorsPage=2');

  // another figure starts again from the first page, and reads as that figure reads
  await choose(user, table().getByRole('combobox', { name: 'Order doctors by' }), 'No-show rate');
  await waitFor(() => expect(page.asked.at(-1)).toMatchObject({ metric: 'noShowRate', page: '1' }));
  await waitFor(() => expect(firstCells()[0]).toEqual(['1', 'Dr. Doctor 1', '1%']));
  expect(table().getByRole('columnheader', { name: /No-show rate/ })).toBeInTheDocument();

  // the figure's header turns the order: lowest first
  await user.click(table().getByRole('columnheader', { name: /No-show rate/ }));
  await waitFor(() =>
    expect(page.asked.at(-1)).toMatchObject({ metric: 'noShowRate', order: 'asc', page: '1' }),
  );
  expect(page.router.state.location.search).toBe('?doctorsBy=noShowRate&doctorsOrder=asc');
});

test('a shared link opens the table at its page and figure', async () => {
  const page = showPage('/admin/insights?doctorsBy=waitMinutes&doctorsPage=4&doctorsPageSize=10');
  expect(await table().findByText('31–34 of 34 doctors')).toBeInTheDocument();
  expect(page.asked.at(-1)).toMatchObject({ metric: 'waitMinutes', page: '4', pageSize: '10' });
  expect(firstCells().map((cells) => cells[1])).toEqual([
    'Dr. Doctor 31',
    'Dr. Doctor 32',
    'Dr. Doctor 33',
    'Dr. Doctor 34',
  ]);
  expect(firstCells()[0]![2]).toBe('69 min');
});
