import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../helpers/render';
import { fakeToken, server } from '../../helpers/msw';
import DaySheetPage from '../../../src/client/features/today/pages/DaySheetPage';
import type { DayRow } from '../../../src/client/features/today/todayTypes';
import { API, STAFF, clinicDay, dayRow, doctorsAnswer, minutesAgo } from './fixtures';

const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

function showDay(rows: DayRow[], route = '/staff/today') {
  const day = clinicDay(rows);
  server.use(doctorsAnswer, ...day.handlers);
  renderWithProviders(<DaySheetPage />, {
    route,
    preloadedState: { session: { token: fakeToken(STAFF), user: STAFF } },
  });
  return day;
}

const rowOf = (name: RegExp) => screen.findByRole('row', { name });

test('Check in gives the patient a queue number, shown in the row and in a message', async () => {
  const day = showDay([
    dayRow({ patientName: 'Ifeoma Obi' }),
    dayRow({ patientName: 'Musa Bello', time: '09:30' }),
  ]);
  const row = await rowOf(/Ifeoma Obi/);
  expect(within(row).getByText('Expected')).toBeInTheDocument();
  await user().click(within(row).getByRole('button', { name: 'Check in' }));
  expect(await screen.findByText('Ifeoma Obi checked in: A-001')).toBeInTheDocument();
  const arrived = await rowOf(/A-001 Ifeoma Obi/);
  expect(within(arrived).getByText('Arrived')).toBeInTheDocument();
  expect(within(arrived).getByText('0 min')).toBeInTheDocument();
  expect(day.posts).toEqual([{ path: '/desk/check-in', body: { appointmentId: day.rows[0]._id } }]);
  // the sheet asked for today, as the clinic counts days
  expect(day.queries[0].get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test('Enter on a focused expected row checks the patient in; on an arrived row it does nothing', async () => {
  const day = showDay([
    dayRow({
      patientName: 'Musa Bello',
      visitState: 'arrived',
      queueNumber: 'A-001',
      arrivedAt: minutesAgo(5),
    }),
    dayRow({ patientName: 'Ifeoma Obi', time: '09:30' }),
  ]);
  const arrived = await rowOf(/Musa Bello/);
  arrived.focus();
  fireEvent.keyDown(arrived, { key: 'Enter' });
  const expected = screen.getByRole('row', { name: /Ifeoma Obi/ });
  expect(expected).toHaveAttribute('tabindex', '0');
  expected.focus();
  fireEvent.keyDown(expected, { key: 'Enter' });
  expect(await screen.findByText('Ifeoma Obi checked in: A-001')).toBeInTheDocument();
  expect(day.posts).toEqual([{ path: '/desk/check-in', body: { appointmentId: day.rows[1]._id } }]);
});

test('Undo returns an arrival to expected', async () => {
  const day = showDay([
    dayRow({
      patientName: 'Musa Bello',
      visitState: 'arrived',
      queueNumber: 'A-001',
      arrivedAt: minutesAgo(3),
    }),
  ]);
  await user().click(within(await rowOf(/A-001 Musa Bello/)).getByRole('button', { name: 'Undo' }));
  expect(await screen.findByText('Check-in undone for Musa Bello')).toBeInTheDocument();
  const row = await rowOf(/09:00 Musa Bello/);
  expect(within(row).getByText('Expected')).toBeInTheDocument();
  expect(day.posts).toEqual([{ path: '/desk/undo-check-in', body: { appointmentId: day.rows[0]._id } }]);
});

test('Move to front asks for a reason, sends it, and marks the waiting patient as priority', async () => {
  const day = showDay([
    dayRow({
      patientName: 'Musa Bello',
      visitState: 'arrived',
      queueNumber: 'A-002',
      arrivedAt: minutesAgo(2),
    }),
  ]);
  const u = user();
  await u.click(within(await rowOf(/A-002 Musa Bello/)).getByRole('button', { name: 'Move to front' }));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
  expect(within(dialog).getByText('Move A-002 Musa Bello to the front')).toBeInTheDocument();
  await u.click(within(dialog).getByRole('button', { name: 'Move to front' }));
  expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
  expect(day.posts).toEqual([]);

  await u.type(within(dialog).getByLabelText('Reason'), '  chest pain ');
  await u.click(within(dialog).getByRole('button', { name: 'Move to front' }));
  expect(await screen.findByText('Musa Bello moved to the front of the queue')).toBeInTheDocument();
  expect(day.posts).toEqual([
    { path: '/desk/set-priority', body: { appointmentId: day.rows[0]._id, reason: 'chest pain' } },
  ]);
  const row = await rowOf(/Musa Bello/);
  expect(await within(row).findByText('Priority', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(within(row).queryByRole('button', { name: 'Move to front' })).toBeNull();
});

test('No-show asks first; cancelling sends nothing, confirming sends it, a refusal shows the server message', async () => {
  const day = showDay([dayRow({ patientName: 'Ifeoma Obi' })]);
  const calls: unknown[] = [];
  server.use(
    http.post(`${API}/desk/mark-no-show`, async ({ request }) => {
      calls.push(await request.json());
      return HttpResponse.json(
        { success: false, message: "This visit's time has not passed yet" },
        { status: 409 },
      );
    }),
  );
  const u = user();
  await u.click(within(await rowOf(/Ifeoma Obi/)).getByRole('button', { name: 'No-show' }));
  expect(await screen.findByText('Mark as no-show?')).toBeInTheDocument();
  await u.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(calls).toEqual([]);

  await u.click(
    within(screen.getByRole('row', { name: /Ifeoma Obi/ })).getByRole('button', { name: 'No-show' }),
  );
  await u.click(await screen.findByRole('button', { name: 'Mark no-show' }));
  expect(await screen.findByText("This visit's time has not passed yet")).toBeInTheDocument();
  expect(calls).toEqual([{ appointmentId: day.rows[0]._id }]);
});

test('a check-in the server refuses shows its message', async () => {
  showDay([dayRow({ patientName: 'Ifeoma Obi' })]);
  server.use(
    http.post(`${API}/desk/check-in`, () =>
      HttpResponse.json({ success: false, message: 'This visit is on 27-11-2026' }, { status: 409 }),
    ),
  );
  await user().click(within(await rowOf(/Ifeoma Obi/)).getByRole('button', { name: 'Check in' }));
  expect(await screen.findByText('This visit is on 27-11-2026')).toBeInTheDocument();
});

test('a wait past 45 minutes turns amber; a shorter one does not', async () => {
  showDay([
    dayRow({
      patientName: 'Long Wait',
      visitState: 'arrived',
      queueNumber: 'A-001',
      arrivedAt: minutesAgo(50),
    }),
    dayRow({
      patientName: 'Short Wait',
      visitState: 'arrived',
      queueNumber: 'A-002',
      arrivedAt: minutesAgo(10),
    }),
  ]);
  const long = within(await rowOf(/Long Wait/)).getByText('50 min');
  expect(long).toHaveAttribute('title', 'Waiting over 45 minutes');
  expect(long).toHaveStyle({ background: '#fff1b8' });
  const short = within(screen.getByRole('row', { name: /Short Wait/ })).getByText('10 min');
  expect(short).not.toHaveAttribute('title');
});

test('the search and state filters reach the server through the URL', async () => {
  const day = showDay([dayRow({ patientName: 'Ifeoma Obi' })], '/staff/today?state=arrived&date=2026-11-20');
  await waitFor(() => expect(day.queries.length).toBeGreaterThan(0));
  expect(Object.fromEntries(day.queries[0])).toMatchObject({ state: 'arrived', date: '2026-11-20' });
  await user().type(screen.getByRole('textbox', { name: 'Search by name or phone' }), '0803');
  await waitFor(() => expect(day.queries.at(-1)?.get('search')).toBe('0803'));
  expect(screen.getByRole('textbox', { name: 'Date' })).toHaveValue('20-11-2026');
});
