import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { answer, fakeToken, recordCalls, server } from '../../helpers/msw';
import BookAppointmentPage from '../../../src/client/features/booking/pages/BookAppointmentPage';
import { todayAtClinic } from '../../../src/client/lib/clinicTime/clinicDatePicker';
import { addDays, formatDisplayDate } from '../../../src/shared/clinicDays';
import type { Doctor } from '../../../src/shared/types';
import { makeDoctor } from '../doctors-list/fixtures';
import { typeIntoPicker } from '../pickers';

const PATIENT = makeUser();
const CHECK = '/bookAppointment/check-availability';
const BOOK = '/bookAppointment/book-appointment';
const AVAILABLE = { success: true, message: 'Appointment available', data: { availableSlots: 3 } };
const TOMORROW = formatDisplayDate(addDays(todayAtClinic(), 1));
const IN_TWO_DAYS = formatDisplayDate(addDays(todayAtClinic(), 2));

async function showBooking(doctor: Doctor = makeDoctor({ clinicDay: ['Everyday'] })) {
  server.use(answer('post', '/doctor/get-doctor-info-by-id', { success: true, data: doctor }));
  const shown = renderWithProviders(<BookAppointmentPage />, {
    route: `/book-appointment/${doctor._id}`,
    path: '/book-appointment/:doctorId',
    preloadedState: { session: { token: fakeToken(), user: PATIENT } },
  });
  const info = within(await screen.findByRole('region', { name: 'Doctor Information' }));
  return { ...shown, doctor, info };
}

// by text, not role: computing roles over the open pickers' panels takes seconds per query in jsdom
const buttonText = (name: string) => screen.queryByText(name, { selector: 'button span' });
const click = async (name: string) =>
  fireEvent.click(await screen.findByText(name, { selector: 'button span' }));

test('the card shows the doctor; with a date but no time nothing is sent and the toast asks for a valid time', async () => {
  const check = recordCalls('post', CHECK, AVAILABLE);
  server.use(check.handler);
  const { info } = await showBooking(
    makeDoctor({ clinicDay: ['Everyday', 'Last Friday'], appointmentTime: ['09:00', '17:00'] }),
  );
  for (const text of ['Dr. Ada Obi', 'Cardiology', 'Lagos', 'Everyday', '09:00 - 17:00']) {
    expect(info.getByText(text)).toBeInTheDocument();
  }
  // every day is offered: Last Friday beside Everyday names no day of its own, so it is no tag
  expect(info.queryByText('Last Friday')).not.toBeInTheDocument();
  expect(info.getByTitle('1 clinic day')).toHaveTextContent('1');
  expect(screen.queryByLabelText('Select Time')).not.toBeInTheDocument();

  await typeIntoPicker('Select Book Date', TOMORROW);
  expect(screen.getByLabelText('Select Time')).toHaveValue('');
  await click('Confirm Availability');
  expect(await screen.findByText('Please select a valid time.')).toBeInTheDocument();
  expect(check.calls).toEqual([]);
});

test('confirm, change the date, confirm again, then Book Now books and goes to /appointments after 1.5 s', async () => {
  const check = recordCalls('post', CHECK, AVAILABLE);
  const booked: { body: unknown; at: number }[] = [];
  server.use(
    check.handler,
    http.post('http://localhost/api/bookAppointment/book-appointment', async ({ request }) => {
      booked.push({ body: await request.json(), at: Date.now() });
      return HttpResponse.json(
        { success: true, message: 'Appointment booked successfully' },
        { status: 201 },
      );
    }),
  );
  const { doctor, router } = await showBooking();

  await typeIntoPicker('Select Book Date', TOMORROW);
  await typeIntoPicker('Select Time', '10:30');
  await click('Confirm Availability');
  expect(await screen.findByText(`3 slots available on ${TOMORROW} at 10:30.`)).toBeInTheDocument();
  expect(buttonText('Book Now')).toBeInTheDocument();
  expect(check.calls).toEqual([{ doctorId: doctor._id, date: TOMORROW, time: '10:30' }]);

  // a new date needs a new availability check before Book Now
  await typeIntoPicker('Select Book Date', IN_TWO_DAYS);
  expect(buttonText('Confirm Availability')).toBeInTheDocument();
  expect(buttonText('Book Now')).not.toBeInTheDocument();
  expect(screen.queryByText(/slots available/)).not.toBeInTheDocument();

  await click('Confirm Availability');
  await click('Book Now');
  expect(await screen.findByText('Appointment booked successfully')).toBeInTheDocument();
  expect(booked.map((b) => b.body)).toEqual([{ doctorId: doctor._id, date: IN_TWO_DAYS, time: '10:30' }]);
  expect(router.state.location.pathname).toBe(`/book-appointment/${doctor._id}`);
  await waitFor(() => expect(router.state.location.pathname).toBe('/appointments'));
  expect(Date.now() - booked[0].at).toBeGreaterThanOrEqual(1500);
});

test("the server's refusal is toasted; a failure without a message says 'Error Booking Appointment!'", async () => {
  server.use(answer('post', CHECK, { success: false, message: `No slots left on ${TOMORROW}` }, 409));
  await showBooking();
  await typeIntoPicker('Select Book Date', TOMORROW);
  await typeIntoPicker('Select Time', '11:00');

  await click('Confirm Availability');
  expect(await screen.findByText(`No slots left on ${TOMORROW}`)).toBeInTheDocument();
  expect(buttonText('Book Now')).not.toBeInTheDocument();
  // without the server's `full` flag a refusal is only a refusal: no waitlist on its words alone
  expect(buttonText('Join waitlist')).not.toBeInTheDocument();

  // the slot frees up, but the booking fails with no message: the flag drops with it
  server.use(answer('post', CHECK, AVAILABLE), answer('post', BOOK, { success: false }, 500));
  await click('Confirm Availability');
  await click('Book Now');
  expect(await screen.findByText('Error Booking Appointment!')).toBeInTheDocument();
  expect(buttonText('Confirm Availability')).toBeInTheDocument();
});

test('the open picker really disables days off the rules, past days and days beyond the window', async () => {
  await showBooking(makeDoctor({ clinicDay: ['Weekday'] }));
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
  const today = todayAtClinic();
  const last = addDays(today, 90);
  const open = (iso: string) => {
    const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay();
    return iso >= today && iso <= last && weekday >= 1 && weekday <= 5;
  };
  const shown = cells.map((cell) => [cell.title, !cell.classList.contains('ant-picker-cell-disabled')]);
  expect(shown).toEqual(cells.map((cell) => [cell.title, open(cell.title)]));
  expect(shown.filter(([, isOpen]) => isOpen).length).toBeGreaterThan(0);
  expect(shown.filter(([, isOpen]) => !isOpen).length).toBeGreaterThan(0);
});

test('a doctor who cannot be loaded gets an error state instead of the form', async () => {
  server.use(
    answer('post', '/doctor/get-doctor-info-by-id', { success: false, message: 'Doctor not found' }, 404),
  );
  renderWithProviders(<BookAppointmentPage />, {
    route: '/book-appointment/00000000-0000-4000-8000-000000000099',
    path: '/book-appointment/:doctorId',
    preloadedState: { session: { token: fakeToken(), user: PATIENT } },
  });
  expect(await screen.findByText('Could not load this doctor')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Confirm Availability' })).not.toBeInTheDocument();
});
