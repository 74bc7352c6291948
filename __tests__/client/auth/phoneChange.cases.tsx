import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { apiUrl, fakeToken, server } from '../../helpers/msw';
import ProfilePage from '../../../src/client/features/auth/pages/ProfilePage';
import { fastUser } from '../doctors-list/fixtures';

/** The account holder changes their own phone on the profile. */
const OLD = '01 280 1234';

function showProfile() {
  return renderWithProviders(<ProfilePage />, {
    route: '/profile',
    preloadedState: { session: { token: fakeToken(), user: makeUser({ phone: OLD }) } },
  });
}

/**
 * The modal, by its title: under test antd gives every component the same id ('test-id'), so on the
 * profile the dialog's aria-labelledby finds another element first.
 */
async function changeDialog() {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Change phone number')).toBeInTheDocument();
  return dialog;
}

test('Change opens the number to edit; saved, the profile and the session show the new one', async () => {
  const user = fastUser();
  const sent: unknown[] = [];
  server.use(
    http.post(apiUrl('/user/update-phone'), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({
        success: true,
        message: 'Phone number saved',
        data: makeUser({ phone: '+2348031234567' }),
      });
    }),
  );
  const { store } = showProfile();

  await user.click(screen.getByRole('button', { name: 'Change phone number' }));
  const dialog = await changeDialog();
  const field = within(dialog).getByRole('textbox', { name: 'Mobile number' });
  expect(field).toHaveValue(OLD);

  await user.clear(field);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Please enter your mobile number')).toBeInTheDocument();
  expect(sent).toEqual([]);

  await user.type(field, '0803 123 4567{Enter}');
  expect(await screen.findByText('Phone number saved')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sent).toEqual([{ phone: '0803 123 4567' }]);
  expect(store.getState().session.user?.phone).toBe('+2348031234567');
  expect(screen.getAllByText('+2348031234567').length).toBeGreaterThan(0);
  expect(screen.queryByText(OLD)).not.toBeInTheDocument();
});

test('a number the server refuses is said under the field, and nothing changes', async () => {
  const user = fastUser();
  const CANNOT_TEXT = 'This number cannot receive text messages. Enter a mobile number, e.g. 0803 123 4567.';
  server.use(
    http.post(apiUrl('/user/update-phone'), () =>
      HttpResponse.json(
        { success: false, message: CANNOT_TEXT, errors: { phone: CANNOT_TEXT } },
        { status: 400 },
      ),
    ),
  );
  const { store } = showProfile();

  await user.click(screen.getByRole('button', { name: 'Change phone number' }));
  const dialog = await changeDialog();
  const field = within(dialog).getByRole('textbox', { name: 'Mobile number' });
  await user.clear(field);
  await user.type(field, '0201 280 1234{Enter}');

  expect(await within(dialog).findByText(CANNOT_TEXT)).toBeInTheDocument();
  expect(field).toHaveValue('0201 280 1234');
  expect(store.getState().session.user?.phone).toBe(OLD);
});
