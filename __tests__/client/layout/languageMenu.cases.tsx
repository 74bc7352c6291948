import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, makeUser } from '../../helpers/render';
import { emptyHomes, fakeToken, recordCalls, server } from '../../helpers/msw';

function signedInAdmin() {
  server.use(...emptyHomes());
  const user = makeUser({ _id: 'a-1', name: 'Ada Okafor', isAdmin: true, role: 'admin' });
  return renderApp('/admin/home', { token: fakeToken({ isAdmin: true }), user });
}

test('the header names the current language in itself; its menu names each language in its own', async () => {
  const user = userEvent.setup();
  signedInAdmin();
  const button = await screen.findByRole('button', { name: 'Language: English' });
  expect(button).toHaveTextContent('English');
  expect(screen.queryAllByRole('menuitemradio')).toEqual([]);

  // the press that downloads the menu also opens it
  await user.click(button);
  const items = await screen.findAllByRole('menuitemradio');
  expect(items.map((item) => [item.textContent, item.getAttribute('lang')])).toEqual([
    ['English', 'en'],
    ['Français', 'fr'],
    ['Hausa', 'ha'],
    ['Yorùbá', 'yo'],
    ['Igbo', 'ig'],
    ['العربية', 'ar'],
  ]);
  expect(items.filter((item) => item.getAttribute('aria-checked') === 'true')).toEqual([items[0]]);
});

test('choosing a language changes the screens at once and keeps it on the account', async () => {
  const user = userEvent.setup();
  const saved = recordCalls('post', '/user/update-language', { success: true, message: 'Saved' });
  server.use(saved.handler);
  const { store } = signedInAdmin();

  await user.click(await screen.findByRole('button', { name: 'Language: English' }));
  await user.click(await screen.findByRole('menuitemradio', { name: 'Français' }));

  expect(store.getState().language.current).toBe('fr');
  await waitFor(() => expect(saved.calls).toEqual([{ language: 'fr' }]));
  // the frame speaks French once its catalogue has arrived: the button, its name and the sidebar
  const button = await screen.findByRole('button', { name: 'Langue : Français' });
  expect(button).toHaveTextContent('Français');
  const nav = screen.getByRole('navigation', { name: 'Menu principal' });
  expect(within(nav).getByRole('link', { name: 'Accueil' })).toBeInTheDocument();
});
