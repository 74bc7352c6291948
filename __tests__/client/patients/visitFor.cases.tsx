import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { answer, fakeToken, recordCalls, server } from '../../helpers/msw';
import BookAppointmentPage from '../../../src/client/features/booking/pages/BookAppointmentPage';
import { todayAtClinic } from '../../../src/client/lib/clinicTime/clinicDatePicker';
import { addDays, formatDisplayDate } from '../../../src/shared/clinicDays';
import { makeDoctor } from '../doctors-list/fixtures';
import { typeIntoPicker } from '../pickers';
import { CHILD, familyServer } from './fixtures';

const PATIENT = makeUser();
const TOMORROW = formatDisplayDate(addDays(todayAtClinic(), 1));
const AVAILABLE = { success: true, message: 'Appointment available', data: { availableSlots: 3 } };

async function showBooking() {
  const doctor = makeDoctor({ clinicDay: ['Everyday'] });
  server.use(answer('post', '/doctor/get-doctor-info-by-id', { success: true, data: doctor }));
  renderWithProviders(<BookAppointmentPage />, {
    route: `/book-appointment/${doctor._id}`,
    path: '/book-appointment/:doctorId',
    preloadedState: { session: { token: fakeToken(), user: PATIENT } },
  });
  await screen.findByRole('region', { name: 'Doctor Information' });
  return doctor;
}

const click = async (name: string) =>
  fireEvent.click(await screen.findByText(name, { selector: 'button span' }));

test('with a family member the card asks who the visit is for and sends the child as patientId', async () => {
  const check = recordCalls('post', '/bookAppointment/check-availability', AVAILABLE);
  const book = recordCalls('post', '/bookAppointment/book-appointment', {
    success: true,
    message: 'Appointment booked successfully',
  });
  server.use(...familyServer([CHILD]).handlers, check.handler, book.handler);
  const doctor = await showBooking();

  const choice = within(await screen.findByRole('radiogroup', { name: 'Who is this visit for?' }));
  expect(choice.getByRole('radio', { name: 'Myself' })).toBeChecked();
  fireEvent.click(choice.getByRole('radio', { name: 'Tunde Obi' }));
  expect(choice.getByRole('radio', { name: 'Tunde Obi' })).toBeChecked();

  await typeIntoPicker('Select Book Date', TOMORROW);
  await typeIntoPicker('Select Time', '10:30');
  await click('Confirm Availability');
  await click('Book Now');
  expect(await screen.findByText('Appointment booked successfully')).toBeInTheDocument();
  const sent = { doctorId: doctor._id, date: TOMORROW, time: '10:30', patientId: CHILD._id };
  expect(check.calls).toEqual([sent]);
  expect(book.calls).toEqual([sent]);
});

test('changing who the visit is for needs a new check; Myself sends no patientId', async () => {
  const check = recordCalls('post', '/bookAppointment/check-availability', AVAILABLE);
  server.use(...familyServer([CHILD]).handlers, check.handler);
  const doctor = await showBooking();
  const choice = within(await screen.findByRole('radiogroup', { name: 'Who is this visit for?' }));

  await typeIntoPicker('Select Book Date', TOMORROW);
  await typeIntoPicker('Select Time', '10:30');
  await click('Confirm Availability');
  expect(await screen.findByText('Book Now', { selector: 'button span' })).toBeInTheDocument();

  fireEvent.click(choice.getByRole('radio', { name: 'Tunde Obi' }));
  expect(screen.queryByText('Book Now', { selector: 'button span' })).not.toBeInTheDocument();
  fireEvent.click(choice.getByRole('radio', { name: 'Myself' }));
  await click('Confirm Availability');
  await waitFor(() => expect(check.calls).toHaveLength(2));
  expect(check.calls).toEqual([
    { doctorId: doctor._id, date: TOMORROW, time: '10:30' },
    { doctorId: doctor._id, date: TOMORROW, time: '10:30' },
  ]);
});

test('an account without family members is not asked', async () => {
  server.use(...familyServer([]).handlers);
  await showBooking();
  await screen.findByText('Confirm Availability', { selector: 'button span' });
  expect(screen.queryByText('Who is this visit for?')).not.toBeInTheDocument();
});
