import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { answer, fakeToken, recordCalls, server } from '../../helpers/msw';
import BookAppointmentPage from '../../../src/client/features/booking/pages/BookAppointmentPage';
import { todayAtClinic } from '../../../src/client/lib/clinicTime/clinicDatePicker';
import { addDays, formatDisplayDate } from '../../../src/shared/clinicDays';
import type { SeriesPlan } from '../../../src/shared/answers/series';
import { makeDoctor } from '../doctors-list/fixtures';
import { typeIntoPicker } from '../pickers';

const doctor = makeDoctor({ clinicDay: ['Everyday'], appointmentTime: ['09:00', '17:00'] });
/** Four weekly dates from tomorrow; the third is refused, its alternative the day after. */
const dates = [1, 8, 15, 22].map((days) => addDays(todayAtClinic(), days));
const alternative = addDays(dates[2], 1);
const plan: SeriesPlan = {
  doctorId: doctor._id,
  patientId: 'p-1',
  time: '10:00',
  occurrences: dates.map((date, i) =>
    i === 2
      ? { date, ok: false, code: 'full', reason: 'No slots left on this date.', alternative }
      : { date, ok: true },
  ),
};

async function openDialog() {
  server.use(answer('post', '/doctor/get-doctor-info-by-id', { success: true, data: doctor }));
  const shown = renderWithProviders(<BookAppointmentPage />, {
    route: `/book-appointment/${doctor._id}`,
    path: '/book-appointment/:doctorId',
    preloadedState: { session: { token: fakeToken(), user: makeUser() } },
  });
  fireEvent.click(await screen.findByText('Book a course', { selector: 'button span' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Book a course of visits' }));
  await typeIntoPicker('First date', formatDisplayDate(dates[0]));
  // 'Every week' is the default
  fireEvent.change(dialog.getByLabelText('Number of visits'), { target: { value: '4' } });
  fireEvent.click(dialog.getByText('Check dates', { selector: 'button span' }));
  const course = within(await dialog.findByRole('region', { name: 'The course' }));
  return { ...shown, dialog, course };
}

test('the plan shows each date, the refused one with its reason and alternative; taking it and dropping one books the rest', async () => {
  const planned = recordCalls('post', '/user/plan-series', { success: true, data: plan });
  const booked = recordCalls(
    'post',
    '/user/book-series',
    { success: true, message: '3 visits booked', data: { seriesId: 's-1', appointments: [] } },
    201,
  );
  server.use(planned.handler, booked.handler);
  const { dialog, course, router } = await openDialog();

  expect(planned.calls).toEqual([
    { doctorId: doctor._id, firstDate: formatDisplayDate(dates[0]), every: 'week', count: 4 },
  ]);
  const refused = within(course.getByRole('listitem', { name: formatDisplayDate(dates[2]) }));
  expect(refused.getByText('No slots left on this date.')).toBeInTheDocument();
  expect(refused.getByText('Not possible')).toBeInTheDocument();
  // nothing can be booked while a refused date waits for a decision
  expect(dialog.getByText('Book 3 visits', { selector: 'button span' }).closest('button')).toBeDisabled();

  fireEvent.click(
    refused.getByRole('button', {
      name: `Use ${formatDisplayDate(alternative)} instead of ${formatDisplayDate(dates[2])}`,
    }),
  );
  const taken = within(course.getByRole('listitem', { name: formatDisplayDate(alternative) }));
  expect(taken.getByText('Free')).toBeInTheDocument();
  expect(course.queryByRole('listitem', { name: formatDisplayDate(dates[2]) })).not.toBeInTheDocument();

  fireEvent.click(course.getByRole('button', { name: `Drop ${formatDisplayDate(dates[3])}` }));
  expect(course.getAllByRole('listitem')).toHaveLength(3);
  fireEvent.click(dialog.getByText('Book 3 visits', { selector: 'button span' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/appointments'));
  expect(booked.calls).toEqual([
    {
      doctorId: doctor._id,
      time: '10:00',
      dates: [dates[0], dates[1], alternative].map(formatDisplayDate),
    },
  ]);
  expect(await screen.findByText('3 visits booked')).toBeInTheDocument();
});

test('a date that lost its last place meanwhile comes back refused with its alternative, and nothing is booked', async () => {
  const okPlan = { ...plan, occurrences: dates.slice(0, 2).map((date) => ({ date, ok: true as const })) };
  const lost = `The last place on ${formatDisplayDate(dates[1])} was just taken; ${formatDisplayDate(alternative)} is free.`;
  server.use(
    answer('post', '/user/plan-series', { success: true, data: okPlan }),
    answer(
      'post',
      '/user/book-series',
      { success: false, message: lost, data: { full: true, date: dates[1], alternative } },
      409,
    ),
  );
  const { dialog, course, router } = await openDialog();
  fireEvent.click(dialog.getByText('Book 2 visits', { selector: 'button span' }));

  const refused = within(await course.findByRole('listitem', { name: formatDisplayDate(dates[1]) }));
  expect(await refused.findByText('Not possible')).toBeInTheDocument();
  expect(dialog.getAllByText(lost).length).toBeGreaterThan(0);
  fireEvent.click(refused.getByText(`Use ${formatDisplayDate(alternative)}`, { selector: 'button span' }));
  expect(dialog.getByText('Book 2 visits', { selector: 'button span' }).closest('button')).toBeEnabled();
  expect(router.state.location.pathname).toBe(`/book-appointment/${doctor._id}`);
});
