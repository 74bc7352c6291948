import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordCalls, server } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';
import { fakeToken } from '../../helpers/msw';
import NotificationsPage from '../../../src/client/features/notifications/pages/NotificationsPage';
import { FOUR_UNSEEN, PATIENT, item, renderBell } from './fixtures';

const bell = (count: number) => screen.findByRole('button', { name: `Notifications, ${count} unseen` });
const drawer = () => screen.findByRole('dialog', { name: 'Notifications' });
/** The count drawn on the bell's corner (its button's name says it to screen readers). */
const countShown = () => document.querySelector('.notification-count')?.textContent ?? null;

test('the bell counts the unseen items, shakes, and its popover lists the newest 3; Show All opens the drawer', async () => {
  const user = userEvent.setup();
  renderBell({ ...PATIENT, unseenNotifications: FOUR_UNSEEN });

  const button = await bell(4);
  expect(button).toHaveClass('notification-bell--shaking');
  expect(countShown()).toBe('4');
  await user.click(button);
  const popover = within(await screen.findByRole('tooltip'));
  expect(
    popover.getAllByRole('button', { name: /New appointment/ }).map((b) => b.firstChild?.textContent),
  ).toEqual([
    'New appointment from Ngozi Eze',
    'New appointment from Bola Ade',
    'New appointment from Chidi Okoro',
  ]);
  expect(popover.getByText('5 minutes ago')).toHaveAttribute(
    'title',
    expect.stringMatching(/^\d\d-\d\d-\d{4} \d\d:\d\d$/),
  );

  await user.click(popover.getByRole('button', { name: 'Show All' }));
  const panel = within(await drawer());
  expect(panel.getByRole('tab', { name: 'Unseen' })).toHaveAttribute('aria-selected', 'true');
  expect(panel.getAllByRole('button', { name: /New appointment/ })).toHaveLength(4);
  expect(panel.getByText('5 hours ago')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
});

test('past 99 unseen items the bell says 99+ and its name the exact count', async () => {
  const many = Array.from({ length: 120 }, (_, i) => item(`n-${i}`, `Notice ${i}`, i + 1));
  renderBell({ ...PATIENT, unseenNotifications: many });
  await bell(120);
  expect(countShown()).toBe('99+');
});

test('with nothing waiting the bell is still, the popover and both drawer tabs show their empty texts', async () => {
  const user = userEvent.setup();
  renderBell(PATIENT);

  const button = await bell(0);
  expect(button).not.toHaveClass('notification-bell--shaking');
  expect(countShown()).toBeNull();
  await user.click(button);
  const popover = within(await screen.findByRole('tooltip'));
  expect(popover.getByText('No new notifications.')).toBeInTheDocument();
  await user.click(popover.getByRole('button', { name: 'Show All' }));
  const panel = within(await drawer());
  expect(panel.getByText('No new notifications.')).toBeInTheDocument();
  expect(panel.getByRole('button', { name: 'Mark all seen' })).toBeDisabled();
  await user.click(panel.getByRole('tab', { name: 'Seen' }));
  expect(await panel.findByText('No seen notifications.')).toBeInTheDocument();
  expect(panel.getByRole('button', { name: 'Delete all' })).toBeDisabled();
});

test('Mark all seen and Delete all (after a confirmation) send the userId; the returned user refills the lists', async () => {
  const user = userEvent.setup();
  const older = item('n-0', 'Your appointment was approved', 2000);
  const start = { ...PATIENT, unseenNotifications: FOUR_UNSEEN.slice(0, 2), seenNotifications: [older] };
  const allSeen = { ...PATIENT, seenNotifications: [...FOUR_UNSEEN.slice(0, 2), older] };
  const mark = recordCalls('post', '/user/mark-all-notifications-seen', {
    success: true,
    message: 'All notifications marked as seen',
    data: allSeen,
  });
  const remove = recordCalls('post', '/user/delete-all-notifications', {
    success: true,
    message: 'Seen notifications deleted',
    data: PATIENT,
  });
  server.use(mark.handler, remove.handler);
  renderWithProviders(<NotificationsPage />, {
    preloadedState: { session: { token: fakeToken(PATIENT), user: start } },
  });

  expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /New appointment/ })).toHaveLength(2);
  await user.click(screen.getByRole('button', { name: 'Mark all seen' }));
  expect(await screen.findByText('All notifications marked as seen')).toBeInTheDocument();
  expect(mark.calls).toEqual([{ userId: 'p-1' }]);
  expect(screen.getByText('No new notifications.')).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Seen' }));
  expect(await screen.findAllByRole('button', { name: /New appointment|approved/ })).toHaveLength(3);
  await user.click(screen.getByRole('button', { name: 'Delete all' }));
  expect(remove.calls).toEqual([]);
  await user.click(await screen.findByRole('button', { name: 'Yes, delete' }));
  expect(await screen.findByText('Seen notifications deleted')).toBeInTheDocument();
  expect(remove.calls).toEqual([{ userId: 'p-1' }]);
  expect(screen.getByText('No seen notifications.')).toBeInTheDocument();
});

test("a refused Mark all seen shows the server's message and keeps the list", async () => {
  const user = userEvent.setup();
  const mark = recordCalls(
    'post',
    '/user/mark-all-notifications-seen',
    { success: false, message: 'You can only change your own notifications' },
    403,
  );
  server.use(mark.handler);
  renderWithProviders(<NotificationsPage />, {
    preloadedState: {
      session: { token: fakeToken(PATIENT), user: { ...PATIENT, unseenNotifications: FOUR_UNSEEN } },
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Mark all seen' }));
  expect(await screen.findByText('You can only change your own notifications')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /New appointment/ })).toHaveLength(4);
});
