import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../helpers/render';
import { fakeToken, server } from '../../helpers/msw';
import { choose, fastUser } from '../reviews/fixtures';
import InsightsPage from '../../../src/client/features/insights/pages/InsightsPage';
import { presetRange } from '../../../src/client/features/insights/rangePresets';
import { todayAtClinic } from '../../../src/client/lib/clinicTime/clinicDatePicker';
import { csvFileName, toCsv } from '../../../src/client/features/insights/csv';
import { breakdownTable, SERVICES_CHART } from '../../../src/client/features/insights/charts/breakdownCharts';
import type { User } from '../../../src/shared/types';
import { ADMIN, DOCTOR, DOCTOR_ID, fakeInsights, ok, SUMMARY } from './fixtures';

// the charts draw on a canvas, which jsdom has not got: the page's cards, states and tables are under
// test here, the pictures in Chromium (e2e)
jest.mock('@ant-design/plots', () => ({
  Column: () => null,
  Line: () => null,
  Bar: () => null,
  Heatmap: () => null,
}));

function showPage(route: string, user: User = ADMIN, fake = fakeInsights()) {
  server.use(...fake.handlers);
  const view = renderWithProviders(<InsightsPage />, {
    route,
    preloadedState: { session: { token: fakeToken(user), user } },
  });
  return { ...fake, ...view };
}

const filters = () => within(screen.getByRole('search', { name: 'Filter the insights' }));
const card = (name: string) => within(screen.getByRole('region', { name }));

test('the period and the filters go into the URL, and every call carries them', async () => {
  const user = fastUser();
  const page = showPage('/admin/insights');
  const today = todayAtClinic();
  await waitFor(() => expect(page.last('summary')).toEqual(presetRange('90d', today)));

  await choose(user, filters().getByRole('combobox', { name: 'Period' }), 'Last 30 days');
  await waitFor(() => expect(page.router.state.location.search).toBe('?range=30d'));
  await choose(user, filters().getByRole('combobox', { name: 'Service' }), 'General consultation');
  await choose(user, filters().getByRole('combobox', { name: 'Doctor' }), 'Dr. Ada Eze');
  expect(page.router.state.location.search).toBe(
    `?range=30d&service=General+consultation&doctorId=${DOCTOR_ID}`,
  );
  const wanted = { ...presetRange('30d', today), service: 'General consultation', doctorId: DOCTOR_ID };
  await waitFor(() => expect(page.last('summary')).toEqual(wanted));
  await waitFor(() =>
    expect(page.queries.series.map((q) => Object.fromEntries(q))).toContainEqual({
      ...wanted,
      metrics: 'noShowRate,cancellationRate',
      bucket: 'day',
    }),
  );
  expect(page.last('doctor-ranking')).toEqual({ ...wanted, metric: 'booked' });
  expect(filters().getByLabelText('From')).toHaveValue(
    presetRange('30d', today).from.split('-').reverse().join('-'),
  );
});

test('a shared link with dates shows that range; the headline figures show their change on the previous period', async () => {
  const page = showPage('/admin/insights?from=2026-08-29&to=2026-11-26');
  const booked = within(await screen.findByRole('group', { name: 'Visits booked' }));
  expect(await booked.findByText('120')).toBeInTheDocument();
  expect(booked.getByText('+20%')).toBeInTheDocument();
  const noShows = within(screen.getByRole('group', { name: 'No-show rate' }));
  expect(noShows.getByText('10%')).toBeInTheDocument();
  expect(noShows.getByText('+2 points')).toBeInTheDocument();
  const lead = within(screen.getByRole('group', { name: 'Average lead time' }));
  expect(lead.getByText('4.5 days')).toBeInTheDocument();
  expect(lead.getByText('0%')).toBeInTheDocument();
  // visits kept with a leave's substitute stand beside the cancelled, counted apart from them
  const moved = within(screen.getByRole('group', { name: 'Visits moved' }));
  expect(moved.getByText('3')).toBeInTheDocument();
  expect(moved.getByText("Kept with a substitute during a doctor's leave")).toBeInTheDocument();
  const names = screen.getAllByRole('group').map((group) => group.getAttribute('aria-label'));
  expect(names.indexOf('Visits moved')).toBe(names.indexOf('Visits cancelled') + 1);
  // nothing measured in either period: no figure and no change
  const wait = within(screen.getByRole('group', { name: 'Average wait' }));
  expect(wait.getAllByText('—')).toHaveLength(2);
  expect(
    screen.getByText('Changes compare with the previous period, 31-05-2026 to 28-08-2026.'),
  ).toBeInTheDocument();
  expect(page.last('summary')).toEqual({ from: '2026-08-29', to: '2026-11-26' });
  expect(filters().getByRole('combobox', { name: 'Period' }).closest('.ant-select')).toHaveTextContent(
    'Custom range',
  );
});

test('"View as table" shows a chart\'s figures as rows; empty and failed charts say so', async () => {
  const user = fastUser();
  // a failed chart is logged, not toasted: its card says why
  const logged = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  showPage(
    '/admin/insights',
    ADMIN,
    fakeInsights((by) => {
      if (by === 'service')
        return { body: { success: true, data: [{ key: 'Dental', label: 'Dental check', value: 7 }] } };
      if (by === 'cancel-notice')
        return { status: 400, body: { success: false, message: 'From must not be after To' } };
      return { body: { success: true, data: [] } };
    }),
  );
  const services = await waitFor(() => card('Services by visits'));
  expect(await services.findByRole('img', { name: /^Services by visits:/ })).toBeInTheDocument();
  await user.click(services.getByRole('button', { name: 'View as table' }));
  const row = within(services.getByRole('row', { name: /Dental check/ }));
  expect(row.getByText('7')).toBeInTheDocument();
  expect(services.getByRole('columnheader', { name: 'Visits booked' })).toBeInTheDocument();

  expect(
    card('Locations by visits').getByText('No data for this period and these filters'),
  ).toBeInTheDocument();
  expect(card('Locations by visits').getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  expect(
    await card('How far ahead visits are cancelled').findByText('From must not be after To'),
  ).toBeInTheDocument();
  expect(logged).toHaveBeenCalledWith('getInsightsBreakdown failed', expect.anything());
  logged.mockRestore();
});

test('a doctor sees their own figures: no doctor filter, no doctor ranking, no doctor sent', async () => {
  const page = showPage(`/doctor/insights?doctorId=${DOCTOR_ID}&service=Dental`, DOCTOR);
  expect(await screen.findByRole('group', { name: 'Visits booked' })).toBeInTheDocument();
  await waitFor(() => expect(page.last('summary')).toMatchObject({ service: 'Dental' }));
  expect(page.last('summary')).not.toHaveProperty('doctorId');
  expect(filters().queryByRole('combobox', { name: 'Doctor' })).not.toBeInTheDocument();
  expect(filters().getByRole('combobox', { name: 'Service' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Doctors ranked' })).not.toBeInTheDocument();
  expect(page.queries['doctor-ranking']).toEqual([]);
});

test('while the server counts the figures again the page says so with the progress, asks again, and then shows them', async () => {
  const preparing = {
    status: 503,
    body: {
      success: false,
      message:
        'The figures are being counted after an update (42% done). They will appear here when the count is finished.',
      preparing: { done: 0.42 },
    },
  };
  const page = showPage(
    '/admin/insights',
    ADMIN,
    fakeInsights(undefined, (nth) => (nth === 1 ? preparing : ok(SUMMARY))),
  );
  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent('Insights are being prepared');
  expect(status).toHaveTextContent('(42% done)');
  expect(within(status).getByRole('progressbar', { name: 'Insights counted so far' })).toHaveAttribute(
    'aria-valuenow',
    '42',
  );
  expect(screen.queryByRole('region', { name: 'Headline figures' })).not.toBeInTheDocument();
  expect(page.queries.summary).toHaveLength(1);
  // the page asks again every few seconds; the second answer has the figures
  expect(await screen.findByRole('group', { name: 'Visits booked' }, { timeout: 8000 })).toBeInTheDocument();
  expect(screen.queryByText('Insights are being prepared')).not.toBeInTheDocument();
});

test('the CSV of a chart quotes what needs quoting and keeps a formula-like name as text', () => {
  const table = breakdownTable(
    [
      { key: 'd-1', label: 'Okafor, "Ada"', value: 0.125 },
      { key: 'd-2', label: '=HYPERLINK("x")', value: null },
    ],
    { ...SERVICES_CHART, categoryTitle: 'Doctor', valueTitle: 'No-show rate', kind: 'rate' },
  );
  expect(toCsv(table)).toBe('Doctor,No-show rate\r\n"Okafor, ""Ada""",12.5%\r\n"\'=HYPERLINK(""x"")",—\r\n');
  expect(csvFileName('bookings', { from: '2026-09-01', to: '2026-11-26' })).toBe(
    'insights-bookings-2026-09-01-2026-11-26.csv',
  );
});
