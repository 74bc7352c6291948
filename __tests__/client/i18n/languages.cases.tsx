import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp, renderWithProviders, makeUser } from '../../helpers/render';
import { answer, emptyHomes, fakeToken, recordCalls, server } from '../../helpers/msw';
import { user } from '../auth/forms';
import LanguageLinks from '../../../src/client/i18n/LanguageLinks';

const chooser = () => within(screen.getByRole('navigation', { name: /Language|Langue|اللغة/ }));

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

// a guest's choice calls nothing on the server: msw fails any request a test did not expect
test('the sign-in screen names every language in itself and switches at once, to right to left in Arabic', async () => {
  renderApp('/login');
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  const names = chooser()
    .getAllByRole('button')
    .map((button) => [button.textContent, button.getAttribute('lang')]);
  expect(names).toEqual([
    ['English', 'en'],
    ['Français', 'fr'],
    ['Hausa', 'ha'],
    ['Yorùbá', 'yo'],
    ['Igbo', 'ig'],
    ['العربية', 'ar'],
  ]);
  expect(chooser().getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');

  await user().click(chooser().getByRole('button', { name: 'Français' }));
  expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Cliquez ici' })).toHaveAttribute('href', '/Register');
  expect(document.documentElement).toHaveAttribute('lang', 'fr');
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  expect(localStorage.getItem('language')).toBe('fr');

  await user().click(chooser().getByRole('button', { name: 'العربية' }));
  expect(await screen.findByRole('heading', { name: 'تسجيل الدخول' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('lang', 'ar');
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(document.querySelector('.ant-form-rtl')).not.toBeNull();

  await user().click(chooser().getByRole('button', { name: 'English' }));
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');
});

test("before any choice the browser's languages decide: a Senegalese French browser reads French", async () => {
  const spy = jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['wo-SN', 'fr-SN', 'en']);
  try {
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
  } finally {
    spy.mockRestore();
  }
});

test('a signed-in choice is saved on the account, so it follows them to another browser', async () => {
  const ada = makeUser({ _id: 'u-7', name: 'Ada Obi' });
  const { handler, calls } = recordCalls('post', '/user/update-language', {
    success: true,
    message: 'Language saved',
    data: { ...ada, language: 'yo' },
  });
  server.use(handler);
  renderWithProviders(<LanguageLinks />, {
    preloadedState: { session: { token: fakeToken(ada), user: ada } },
  });
  await user().click(chooser().getByRole('button', { name: 'Yorùbá' }));
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(calls[0]).toEqual({ language: 'yo' });
  expect(await screen.findByRole('navigation', { name: 'Èdè' })).toBeInTheDocument();
});

test("signing in on a new browser brings the account's language with it", async () => {
  const ada = makeUser({ _id: 'u-8', name: 'Ada Obi', language: 'ar' });
  server.use(...emptyHomes(), answer('post', '/user/getUser_id', { success: true, data: ada }));
  renderApp('/', { token: fakeToken(ada) });
  await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  expect(document.documentElement).toHaveAttribute('lang', 'ar');
});

test('every call asks the server to answer in the language on screen, before sign-in too', async () => {
  const heard: Array<string | null> = [];
  server.use(
    http.post('http://localhost/api/user/login', ({ request }) => {
      heard.push(request.headers.get('accept-language'));
      return HttpResponse.json(
        { success: false, message: 'E-mail ou mot de passe invalide' },
        { status: 401 },
      );
    }),
  );
  renderApp('/login');
  await user().click(await chooser().findByRole('button', { name: 'Français' }));
  await screen.findByRole('heading', { name: 'Connexion' });
  await user().type(screen.getByLabelText('E-mail'), 'ada@example.com');
  await user().type(screen.getByLabelText('Mot de passe'), 'Secret#123');
  await user().click(screen.getByRole('button', { name: 'Connexion' }));
  expect(await screen.findByText('E-mail ou mot de passe invalide')).toBeInTheDocument();
  expect(heard).toEqual(['fr']);
});
