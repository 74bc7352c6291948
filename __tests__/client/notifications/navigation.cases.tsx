import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '../../../src/shared/types';
import { ADMIN, DOCTOR, PATIENT, item, renderBell } from './fixtures';

const withPath = item('n-2', 'Your appointment was approved', 3, '/appointments');
const withoutPath = item('n-1', 'A new review was posted', 10);

async function openPopover(user: ReturnType<typeof userEvent.setup>, unseen: number) {
  await user.click(await screen.findByRole('button', { name: `Notifications, ${unseen} unseen` }));
  return within(await screen.findByRole('tooltip'));
}

test.each<[string, User, string, string]>([
  ['an item with its own path goes there', PATIENT, 'Your appointment was approved', '/appointments'],
  ['without one an admin goes to the doctors list', ADMIN, 'A new review was posted', '/admin/doctorslist'],
  ['without one a doctor goes to the reviews', DOCTOR, 'A new review was posted', '/doctor/reviews'],
  ['without one a patient stays', PATIENT, 'A new review was posted', '/somewhere'],
])('clicking a popover item: %s, and the popover closes', async (_case, account, message, path) => {
  const user = userEvent.setup();
  const { router } = renderBell({ ...account, unseenNotifications: [withPath, withoutPath] });
  const popover = await openPopover(user, 2);
  await user.click(popover.getByRole('button', { name: new RegExp(message) }));
  expect(router.state.location.pathname).toBe(path);
  await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
});

test('from the keyboard: the popover takes focus, Escape returns it, and a drawer item opens and closes the drawer', async () => {
  const user = userEvent.setup();
  const { router } = renderBell({ ...DOCTOR, seenNotifications: [withoutPath] });
  const bell = await screen.findByRole('button', { name: 'Notifications, 0 unseen' });
  act(() => bell.focus());
  await user.keyboard('{Enter}');
  const showAll = await screen.findByRole('button', { name: 'Show All' });
  await waitFor(() => expect(showAll).toHaveFocus());
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  // the first press loaded the popover, which draws the bell anew: ask for the bell again
  expect(screen.getByRole('button', { name: 'Notifications, 0 unseen' })).toHaveFocus();

  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Show All' })).toHaveFocus());
  await user.keyboard('{Enter}');
  const drawer = within(await screen.findByRole('dialog', { name: 'Notifications' }));
  await user.click(drawer.getByRole('tab', { name: 'Seen' }));
  const entry = await drawer.findByRole('button', { name: /A new review was posted/ });
  act(() => entry.focus());
  await user.keyboard('{Enter}');
  expect(router.state.location.pathname).toBe('/doctor/reviews');
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument(),
  );
});
