import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { fakeToken, server } from '../../helpers/msw';
import ProfilePage from '../../../src/client/features/auth/pages/ProfilePage';
import { fastUser } from '../doctors-list/fixtures';

const MY_DATA = 'http://localhost/api/user/my-data';

function showProfile() {
  return renderWithProviders(<ProfilePage />, {
    route: '/profile',
    preloadedState: { session: { token: fakeToken(), user: makeUser() } },
  });
}

/** The files the page hands to the browser, by the name it gives them. */
function savedFiles() {
  const saved: { name: string; blob: Blob }[] = [];
  let blob: Blob | null = null;
  URL.createObjectURL = jest.fn((made: Blob) => {
    blob = made;
    return 'blob:my-data';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.href === 'blob:my-data' && blob) saved.push({ name: this.download, blob });
  });
  return saved;
}

test('Download my data saves the file the server names, with the bearer token sent, and says so', async () => {
  const user = fastUser();
  const saved = savedFiles();
  const asked: (string | null)[] = [];
  server.use(
    http.get(MY_DATA, ({ request }) => {
      asked.push(request.headers.get('authorization'));
      return HttpResponse.json(
        { account: { name: 'Amaka Obi' } },
        { headers: { 'content-disposition': 'attachment; filename="clinicbook-data-2026-12-07.json"' } },
      );
    }),
  );
  showProfile();
  await user.click(screen.getByRole('button', { name: 'Download my data' }));

  expect(await screen.findByText('Your data has been downloaded')).toBeInTheDocument();
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0].name).toBe('clinicbook-data-2026-12-07.json');
  expect(JSON.parse(await saved[0].blob.text())).toEqual({ account: { name: 'Amaka Obi' } });
  expect(asked).toEqual([expect.stringMatching(/^Bearer /)]);
});

test('a refused copy shows the server’s words and saves nothing', async () => {
  const user = fastUser();
  const saved = savedFiles();
  server.use(
    http.get(MY_DATA, () =>
      HttpResponse.json(
        { success: false, message: 'Too many attempts from this address. Please try again in 42 seconds.' },
        { status: 429 },
      ),
    ),
  );
  showProfile();
  await user.click(screen.getByRole('button', { name: 'Download my data' }));

  expect(
    await screen.findByText('Too many attempts from this address. Please try again in 42 seconds.'),
  ).toBeInTheDocument();
  expect(saved).toEqual([]);
});
