import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, makeUser } from '../../helpers/render';
import { emptyHomes, fakeToken, server } from '../../helpers/msw';

function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

const toggle = () => screen.findByRole('button', { name: 'Toggle menu' });

function signedInAdmin(route = '/admin/home') {
  const user = makeUser({ _id: 'a-1', name: 'Ada Okafor', isAdmin: true, role: 'admin' });
  server.use(...emptyHomes());
  return renderApp(route, { token: fakeToken({ isAdmin: true }), user });
}

afterEach(() => setWindowWidth(1024));

test('the sidebar is open on a 1024 px window and collapses when it is resized to 768 px', async () => {
  setWindowWidth(1024);
  signedInAdmin();
  expect(await toggle()).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('textbox', { name: 'Search menu' })).toBeInTheDocument();

  act(() => {
    setWindowWidth(768);
    fireEvent(window, new Event('resize'));
  });
  expect(await toggle()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('textbox', { name: 'Search menu' })).not.toBeInTheDocument();

  act(() => {
    setWindowWidth(1024);
    fireEvent(window, new Event('resize'));
  });
  expect(await toggle()).toHaveAttribute('aria-expanded', 'true');
});

test('on a 768 px window the sidebar starts collapsed, opens with the toggle and closes on page change', async () => {
  const user = userEvent.setup();
  setWindowWidth(768);
  const { router } = signedInAdmin();
  expect(await toggle()).toHaveAttribute('aria-expanded', 'false');

  await user.click(await toggle());
  expect(await toggle()).toHaveAttribute('aria-expanded', 'true');

  await user.click(screen.getByRole('link', { name: 'Services' }));
  expect(router.state.location.pathname).toBe('/admin/service');
  expect(await toggle()).toHaveAttribute('aria-expanded', 'false');
});

test('a page change re-checks the width even without a resize event', async () => {
  const user = userEvent.setup();
  signedInAdmin();
  expect(await toggle()).toHaveAttribute('aria-expanded', 'true');
  setWindowWidth(700);
  await user.click(screen.getByRole('link', { name: 'Locations' }));
  expect(await toggle()).toHaveAttribute('aria-expanded', 'false');
});

test("the header shows the user's name linking to /profile and the role label", async () => {
  signedInAdmin();
  expect(await screen.findByRole('link', { name: 'Ada Okafor' })).toHaveAttribute('href', '/profile');
  expect(screen.getByText('Admin')).toBeInTheDocument();
});

test.each([
  [{ isDoctor: true }, '/doctor/home', 'Doctor'],
  [{ isStaff: true }, '/staff/home', 'Staff'],
  [{ regDoctor: true }, '/reg/home', 'Reg Doctor'],
  [{}, '/', 'User'],
])('the role label for %o is shown', async (flags, route, label) => {
  renderApp(route, { token: fakeToken(flags), user: makeUser(flags) });
  const header = (await screen.findByRole('link', { name: 'Chiamaka Obi' })).parentElement as HTMLElement;
  expect(header).toHaveTextContent(label);
});

test('Logout signs the user out with the two toasts and goes to /login', async () => {
  const user = userEvent.setup();
  const { router, store } = signedInAdmin();
  localStorage.setItem('token', 'stored');
  await user.click(await screen.findByRole('menuitem', { name: /logout/i }));
  expect(await screen.findByText('You have been logged out')).toBeInTheDocument();
  expect(await screen.findByText('Redirecting to Login Page')).toBeInTheDocument();
  expect(store.getState().session.token).toBeNull();
  expect(localStorage.getItem('token')).toBeNull();
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
});
