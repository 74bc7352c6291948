import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { answer, fakeToken, pagedList, recordCalls, server } from '../../helpers/msw';
import SubmitReviewPage from '../../../src/client/features/reviews/pages/SubmitReviewPage';
import type { Appointment } from '../../../src/shared/schemas/appointments';
import { byDoctorOrService, filterAppointments, makeAppointment } from '../appointments-user/fixtures';
import { choose, dropdownOptions, fastUser, type TestUser } from './fixtures';

const PATIENT = makeUser();
const APPOINTMENTS = '/user/get-appointments-by-user-id';
const SUBMIT = '/bookAppointment/submit-review';

const COMPLETED = makeAppointment({ status: 'completed' }); // Abubakar Yusuf - Cardiology
const FOLLOW_UP_UNNAMED = makeAppointment({
  _id: '00000000-0000-4000-8000-00000000a002',
  status: 'follow-up',
  doctorInfo: { firstName: '', lastName: '', service: '' } as Appointment['doctorInfo'],
});
const NOT_YET_DONE = makeAppointment({ _id: '00000000-0000-4000-8000-00000000a003', status: 'approved' });
const ALREADY_REVIEWED = makeAppointment({
  _id: '00000000-0000-4000-8000-00000000a004',
  status: 'completed',
  reviewed: true,
});

/** The page over the patient's list, filtered as the server does; returns the query strings asked. */
async function showPage(appointments: Appointment[]) {
  const list = pagedList(APPOINTMENTS, appointments, { filter: filterAppointments(byDoctorOrService) });
  server.use(list.handler);
  renderWithProviders(<SubmitReviewPage />, {
    preloadedState: { session: { token: fakeToken(), user: PATIENT } },
  });
  await screen.findByText('Submit Doctor Review');
  return list.queries;
}
const asked = (queries: URLSearchParams[]) => queries.map((q) => Object.fromEntries(q));
const REVIEWABLE = { status: 'completed,follow-up', reviewed: 'false', pageSize: '20' };

const appointmentSelect = () => screen.getByRole('combobox', { name: 'Appointment' });
const comment = () => screen.getByRole('textbox', { name: 'Comment' });
async function typeComment(user: TestUser, text: string) {
  await user.click(comment());
  await user.paste(text);
}
const optionTexts = async () => (await dropdownOptions()).map((o) => o.textContent);

/**
 * Half stars by keyboard: each ArrowRight adds half a star (jsdom has no layout to click half a star,
 * and the Rate reads keyCode, which user-event leaves out).
 */
function rate(stars: number) {
  const rating = screen.getByLabelText('Rating');
  for (let step = 0; step < stars * 2; step += 1)
    fireEvent.keyDown(rating, { key: 'ArrowRight', keyCode: 39 });
}

test('asks for completed and follow-up visits not yet reviewed; shows the spec’s fallbacks', async () => {
  const user = fastUser();
  const queries = await showPage([COMPLETED, FOLLOW_UP_UNNAMED, NOT_YET_DONE, ALREADY_REVIEWED]);
  await user.click(appointmentSelect());
  await waitFor(async () =>
    expect(await optionTexts()).toEqual(['Abubakar Yusuf - Cardiology', 'Unknown Doctor - Unknown Service']),
  );
  expect(asked(queries)).toEqual([REVIEWABLE]);
});

test('typing searches the server once per pause (doctor or service); options come from the answer', async () => {
  const user = fastUser();
  const queries = await showPage([COMPLETED, FOLLOW_UP_UNNAMED, NOT_YET_DONE, ALREADY_REVIEWED]);
  await user.type(appointmentSelect(), 'cardio');
  await waitFor(async () => expect(await optionTexts()).toEqual(['Abubakar Yusuf - Cardiology']));
  expect(asked(queries)).toEqual([REVIEWABLE, { ...REVIEWABLE, search: 'cardio' }]);
});

test('with nothing to review: one disabled option; an empty submit shows the three messages', async () => {
  const user = fastUser();
  const submit = recordCalls('post', SUBMIT, { success: true });
  server.use(submit.handler);
  await showPage([NOT_YET_DONE, ALREADY_REVIEWED]);

  await user.click(appointmentSelect());
  const [only, ...rest] = await dropdownOptions();
  expect(rest).toHaveLength(0);
  expect(only).toHaveTextContent('No appointments available');
  expect(only).toHaveClass('ant-select-item-option-disabled');

  await user.click(screen.getByRole('button', { name: 'Submit Review' }));
  expect(await screen.findByText('Please select an appointment')).toBeInTheDocument();
  expect(await screen.findByText('Please provide a rating')).toBeInTheDocument();
  expect(screen.getByText('Please provide a comment')).toBeInTheDocument();
  expect(submit.calls).toHaveLength(0);
});

test('sends { appointmentId, rating in halves, comment }, toasts, clears the form; the visit leaves the list', async () => {
  const user = fastUser();
  const submit = recordCalls(
    'post',
    SUBMIT,
    { success: true, message: 'Review submitted successfully' },
    201,
  );
  server.use(submit.handler);
  const rows = [COMPLETED];
  await showPage(rows);

  await choose(user, appointmentSelect(), 'Abubakar Yusuf - Cardiology');
  rate(3.5);
  await typeComment(user, 'Listened well and explained the results.');
  rows[0] = { ...COMPLETED, reviewed: true }; // as the server records the review
  await user.click(screen.getByRole('button', { name: 'Submit Review' }));

  expect(await screen.findByText('Review submitted successfully')).toBeInTheDocument();
  expect(submit.calls).toEqual([
    { appointmentId: COMPLETED._id, rating: 3.5, comment: 'Listened well and explained the results.' },
  ]);
  expect(comment()).toHaveValue('');
  expect(screen.getByLabelText('Rating').querySelectorAll('[aria-checked="true"]')).toHaveLength(0);
  expect(screen.queryByTitle('Abubakar Yusuf - Cardiology')).not.toBeInTheDocument();
  await user.click(appointmentSelect());
  await waitFor(async () => expect(await optionTexts()).toEqual(['No appointments available']));
});

test('a refusal shows the server’s message (409 already reviewed)', async () => {
  const user = fastUser();
  server.use(
    answer('post', SUBMIT, { success: false, message: 'You have already reviewed this appointment' }, 409),
  );
  await showPage([COMPLETED]);
  await choose(user, appointmentSelect(), 'Abubakar Yusuf - Cardiology');
  rate(5);
  await typeComment(user, 'Great');
  await user.click(screen.getByRole('button', { name: 'Submit Review' }));
  expect(await screen.findByText('You have already reviewed this appointment')).toBeInTheDocument();
  expect(comment()).toHaveValue('Great');
});

test('a failed load says "Failed to fetch data"', async () => {
  server.use(
    http.get(`http://localhost/api${APPOINTMENTS}`, () => HttpResponse.text('boom', { status: 500 })),
  );
  renderWithProviders(<SubmitReviewPage />, {
    preloadedState: { session: { token: fakeToken(), user: PATIENT } },
  });
  expect(await screen.findByText('Failed to fetch data')).toBeInTheDocument();
});
