import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { answer, fakeToken, recordCalls, server } from '../../helpers/msw';
import BookAppointmentPage from '../../../src/client/features/booking/pages/BookAppointmentPage';
import { todayAtClinic } from '../../../src/client/lib/clinicTime/clinicDatePicker';
import { addDays, formatDisplayDate } from '../../../src/shared/clinicDays';
import { makeDoctor } from '../doctors-list/fixtures';
import { typeIntoPicker } from '../pickers';

const PATIENT = makeUser();
const DOCTOR = makeDoctor({ clinicDay: ['Everyday'] });
const CHECK = '/bookAppointment/check-availability';
const JOIN = '/bookAppointment/join-waitlist';
const TODAY = todayAtClinic();
const TOMORROW = formatDisplayDate(addDays(TODAY, 1));

function showBooking(closedDates: string[] = [], query = '') {
  server.use(
    answer('post', '/doctor/get-doctor-info-by-id', { success: true, data: DOCTOR }),
    answer('get', '/bookAppointment/closed-dates', {
      success: true,
      data: closedDates.map((date) => ({ date, reason: 'Conference' })),
    }),
  );
  return renderWithProviders(<BookAppointmentPage />, {
    route: `/book-appointment/${DOCTOR._id}${query}`,
    path: '/book-appointment/:doctorId',
    preloadedState: { session: { token: fakeToken(), user: PATIENT } },
  });
}

// by text, not role: computing roles over the open pickers' panels takes seconds per query in jsdom
const buttonText = (name: string) => screen.queryByText(name, { selector: 'button span' });
const click = async (name: string) =>
  fireEvent.click(await screen.findByText(name, { selector: 'button span' }));

async function chooseFullTomorrow() {
  server.use(
    answer('post', CHECK, { success: false, message: `No slots left on ${TOMORROW}`, full: true }, 409),
  );
  await typeIntoPicker('Select Book Date', TOMORROW);
  await typeIntoPicker('Select Time', '10:30');
  await click('Confirm Availability');
  await screen.findByText('This date is full');
}

test("the doctor's closed dates are disabled in the picker, and the hint names the next open day", async () => {
  const closed = [addDays(TODAY, 0), addDays(TODAY, 1), addDays(TODAY, 3)];
  showBooking(closed);
  expect(
    await screen.findByText(`Next clinic day: ${formatDisplayDate(addDays(TODAY, 2))}`),
  ).toBeInTheDocument();

  const input = screen.getByLabelText('Select Book Date');
  act(() => {
    fireEvent.mouseDown(input);
    fireEvent.click(input);
  });
  const cells = await waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-picker-dropdown td[title]'));
    if (found.length === 0) throw new Error('the calendar is not open');
    return found;
  });
  const isDisabled = (iso: string) =>
    cells.find((cell) => cell.title === iso)?.classList.contains('ant-picker-cell-disabled');
  // today's month is always shown; a closed day next month may not be, so only the shown ones count
  const shown = [...closed, addDays(TODAY, 2)].filter((iso) => cells.some((cell) => cell.title === iso));
  expect(shown.map((iso) => [iso, isDisabled(iso)])).toEqual(shown.map((iso) => [iso, closed.includes(iso)]));
  expect(shown).toContain(TODAY);
});

test('the hint skips full dates as it skips closed ones, and a full date stays pickable for its waitlist', async () => {
  server.use(
    answer('get', '/bookAppointment/full-dates', { success: true, data: [TODAY, addDays(TODAY, 2)] }),
  );
  showBooking([addDays(TODAY, 1)]);
  expect(
    await screen.findByText(`Next clinic day: ${formatDisplayDate(addDays(TODAY, 3))}`),
  ).toBeInTheDocument();
  await typeIntoPicker('Select Book Date', formatDisplayDate(addDays(TODAY, 2)));
  expect(screen.getByLabelText('Select Book Date')).toHaveValue(formatDisplayDate(addDays(TODAY, 2)));
});

test("a booking link's date (a FHIR slot's ?date=) is chosen when the picker offers it, and left out when it does not", async () => {
  // today closed: the hint moves to tomorrow once the closed dates have arrived
  const closed = [TODAY, addDays(TODAY, 3)];
  const first = showBooking(closed, `?date=${addDays(TODAY, 2)}`);
  await waitFor(() =>
    expect(screen.getByLabelText('Select Book Date')).toHaveValue(formatDisplayDate(addDays(TODAY, 2))),
  );
  expect(screen.getByLabelText('Select Time')).toHaveValue('');
  first.unmount();

  for (const linked of [addDays(TODAY, 3), addDays(TODAY, -1), '2026-02-30', 'tomorrow']) {
    const shown = showBooking(closed, `?date=${linked}`);
    await screen.findByText(`Next clinic day: ${TOMORROW}`);
    await act(async () => undefined); // the effects of the render that brought the closed dates
    expect({ linked, value: screen.getByLabelText('Select Book Date') }).toEqual({
      linked,
      value: expect.objectContaining({ value: '' }),
    });
    shown.unmount();
  }
});

test("a full date offers 'Join waitlist' in place of 'Book Now': it sends the same doctor, date and time and shows the place", async () => {
  const join = recordCalls(
    'post',
    JOIN,
    { success: true, message: `You are on the waitlist for ${TOMORROW}: place 3` },
    201,
  );
  server.use(join.handler);
  showBooking();
  await chooseFullTomorrow();

  expect(await screen.findByText(`No slots left on ${TOMORROW}`)).toBeInTheDocument();
  expect(buttonText('Book Now')).not.toBeInTheDocument();
  await click('Join waitlist');

  expect(await screen.findByText(`You are on the waitlist for ${TOMORROW}: place 3`)).toBeInTheDocument();
  expect(join.calls).toEqual([{ doctorId: DOCTOR._id, date: TOMORROW, time: '10:30' }]);
  expect(buttonText('Join waitlist')).not.toBeInTheDocument();
  expect(screen.getByText(`You are queuing for ${TOMORROW} at 10:30`)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'My waitlist' })).toHaveAttribute('href', '/appointments');

  // another time is another choice: the offer goes until that one is checked
  await typeIntoPicker('Select Time', '11:00');
  expect(screen.queryByText(/You are queuing/)).not.toBeInTheDocument();
  expect(buttonText('Join waitlist')).not.toBeInTheDocument();
});

test("the waitlist is offered on the server's `full` flag, whatever language its words are in", async () => {
  const french = `Plus de créneaux disponibles le ${TOMORROW}`;
  server.use(answer('post', CHECK, { success: false, message: french, full: true }, 409));
  showBooking();
  await typeIntoPicker('Select Book Date', TOMORROW);
  await typeIntoPicker('Select Time', '10:30');
  await click('Confirm Availability');
  expect(await screen.findByText('This date is full')).toBeInTheDocument();
  expect(await screen.findByText(french)).toBeInTheDocument();
  expect(buttonText('Join waitlist')).toBeInTheDocument();
});

test("a refused join shows the server's message and keeps the offer", async () => {
  const refusal = `You are already on the waitlist of Dr. Ada Obi for ${TOMORROW}`;
  server.use(answer('post', JOIN, { success: false, message: refusal }, 409));
  showBooking();
  await chooseFullTomorrow();

  await click('Join waitlist');
  expect(await screen.findByText(refusal)).toBeInTheDocument();
  expect(buttonText('Join waitlist')).toBeInTheDocument();
});

test("a closed day's refusal shows its reason and offers no waitlist", async () => {
  const closedDay = `Dr. Ada Obi is not holding clinic on ${TOMORROW}: Conference`;
  server.use(answer('post', CHECK, { success: false, message: closedDay }, 409));
  showBooking();
  await typeIntoPicker('Select Book Date', TOMORROW);
  await typeIntoPicker('Select Time', '10:30');
  await click('Confirm Availability');

  expect(await screen.findByText(closedDay)).toBeInTheDocument();
  expect(buttonText('Join waitlist')).not.toBeInTheDocument();
  expect(buttonText('Book Now')).not.toBeInTheDocument();
});
