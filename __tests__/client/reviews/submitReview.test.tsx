import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { answer, fakeToken, recordCalls, server } from '../../helpers/msw';
import SubmitReviewPage from '../../../src/client/features/reviews/pages/SubmitReviewPage';
import type { Appointment } from '../../../src/shared/schemas/appointments';
import { makeAppointment } from '../appointments-user/fixtures';
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

async function showPage(appointments: Appointment[]) {
  server.use(answer('get', APPOINTMENTS, { success: true, data: appointments }));
  renderWithProviders(<SubmitReviewPage />, {
    preloadedState: { session: { token: fakeToken(), user: PATIENT } },
  });
  await screen.findByText('Submit Doctor Review');
}

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

test('offers only completed and follow-up visits not yet reviewed, with the spec’s fallbacks', async () => {
  const user = fastUser();
  await showPage([COMPLETED, FOLLOW_UP_UNNAMED, NOT_YET_DONE, ALREADY_REVIEWED]);
  await waitFor(() => expect(appointmentSelect()).not.toBeDisabled());
  await user.click(appointmentSelect());
  await waitFor(async () =>
    expect(await optionTexts()).toEqual(['Abubakar Yusuf - Cardiology', 'Unknown Doctor - Unknown Service']),
  );
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
  expect(screen.getByText('Please provide a rating')).toBeInTheDocument();
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
  let reviewed = false;
  server.use(
    submit.handler,
    http.get(`http://localhost/api${APPOINTMENTS}`, () =>
      HttpResponse.json({ success: true, data: [{ ...COMPLETED, reviewed }] }),
    ),
  );
  renderWithProviders(<SubmitReviewPage />, {
    preloadedState: { session: { token: fakeToken(), user: PATIENT } },
  });
  await screen.findByText('Submit Doctor Review');
  await waitFor(() => expect(appointmentSelect()).not.toBeDisabled());

  await choose(user, appointmentSelect(), 'Abubakar Yusuf - Cardiology');
  rate(3.5);
  await typeComment(user, 'Listened well and explained the results.');
  reviewed = true;
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
  await waitFor(() => expect(appointmentSelect()).not.toBeDisabled());
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
