import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { fakeToken, server } from '../../helpers/msw';
import ProfilePage from '../../../src/client/features/auth/pages/ProfilePage';
import { fastUser } from '../doctors-list/fixtures';

const SAVE = 'http://localhost/api/user/update-mail-preferences';
const SWITCH = 'E-mail me about my appointments';

function showProfile(appointmentMail = true) {
  const user = makeUser({ appointmentMail });
  return renderWithProviders(<ProfilePage />, {
    route: '/profile',
    preloadedState: { session: { token: fakeToken(), user } },
  });
}

test('switching appointment e-mail off sends {appointmentMail: false}, is disabled while saving, and says so', async () => {
  const user = fastUser();
  const sent: unknown[] = [];
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.post(SAVE, async ({ request }) => {
      sent.push(await request.json());
      await answered;
      return HttpResponse.json({
        success: true,
        message: 'E-mail preferences saved',
        data: makeUser({ appointmentMail: false }),
      });
    }),
  );
  const { store } = showProfile();

  const toggle = screen.getByRole('switch', { name: SWITCH });
  expect(toggle).toBeChecked();
  expect(toggle).toHaveAccessibleDescription(/One-time codes .* are always e-mailed/);

  await user.click(toggle);
  await waitFor(() => expect(toggle).toBeDisabled());
  expect(sent).toEqual([{ appointmentMail: false }]);
  answer();

  expect(await screen.findByText('E-mail preferences saved')).toBeInTheDocument();
  expect(toggle).not.toBeChecked();
  expect(toggle).toBeEnabled();
  expect(store.getState().session.user?.appointmentMail).toBe(false);
});

test('a failed save shows the server’s message and leaves the switch as it was', async () => {
  const user = fastUser();
  server.use(
    http.post(SAVE, () =>
      HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 500 }),
    ),
  );
  const { store } = showProfile(false);

  const toggle = screen.getByRole('switch', { name: SWITCH });
  expect(toggle).not.toBeChecked();
  await user.click(toggle);

  expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  await waitFor(() => expect(toggle).toBeEnabled());
  expect(toggle).not.toBeChecked();
  expect(store.getState().session.user?.appointmentMail).toBe(false);
});
