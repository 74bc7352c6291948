import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { fakeToken, server } from '../../helpers/msw';
import ProfilePage from '../../../src/client/features/auth/pages/ProfilePage';
import { fastUser } from '../doctors-list/fixtures';

const SAVE = 'http://localhost/api/user/update-text-preferences';
const SWITCH = 'Text me about my appointments';

function showProfile(appointmentTexts: boolean) {
  const user = makeUser({ appointmentTexts, appointmentMail: true, phone: '+2348031234567' });
  return renderWithProviders(<ProfilePage />, {
    route: '/profile',
    preloadedState: { session: { token: fakeToken(), user } },
  });
}

test('switching texts off sends {appointmentTexts: false}, says the server’s answer and keeps the updated user', async () => {
  const user = fastUser();
  const sent: unknown[] = [];
  server.use(
    http.post(SAVE, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({
        success: true,
        message: 'Text message preferences saved',
        data: makeUser({ appointmentTexts: false, appointmentMail: true, phone: '+2348031234567' }),
      });
    }),
  );
  const { store } = showProfile(true);

  const toggle = screen.getByRole('switch', { name: SWITCH });
  expect(toggle).toBeChecked();
  // the number is an element of its own (left to right in Arabic): the description may space it
  expect(toggle).toHaveAccessibleDescription(
    /^Approvals, changes, reminders and the call to the doctor's room, by text to \+2348031234567 ?\. Reply STOP to any text to stop them\.$/,
  );
  // the e-mail switch is its own, and untouched
  expect(screen.getByRole('switch', { name: 'E-mail me about my appointments' })).toBeChecked();

  await user.click(toggle);
  expect(await screen.findByText('Text message preferences saved')).toBeInTheDocument();
  expect(sent).toEqual([{ appointmentTexts: false }]);
  await waitFor(() => expect(toggle).not.toBeChecked());
  expect(toggle).toBeEnabled();
  expect(store.getState().session.user?.appointmentTexts).toBe(false);
  expect(store.getState().session.user?.appointmentMail).toBe(true);
  expect(screen.getByRole('switch', { name: 'E-mail me about my appointments' })).toBeChecked();
});

test('a refused save shows the server’s message and leaves texts as they were', async () => {
  const user = fastUser();
  server.use(
    http.post(SAVE, () =>
      HttpResponse.json(
        { success: false, message: 'Please choose whether to receive appointment texts' },
        { status: 400 },
      ),
    ),
  );
  const { store } = showProfile(false);

  const toggle = screen.getByRole('switch', { name: SWITCH });
  expect(toggle).not.toBeChecked();
  await user.click(toggle);

  expect(await screen.findByText('Please choose whether to receive appointment texts')).toBeInTheDocument();
  await waitFor(() => expect(toggle).toBeEnabled());
  expect(toggle).not.toBeChecked();
  expect(store.getState().session.user?.appointmentTexts).toBe(false);
});
