import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '../../../src/client/lib/store/storage';
import {
  POPUP_DELAY_MS,
  useUnseenPopup,
} from '../../../src/client/features/notifications/components/useUnseenPopup';
import { LIVE_START_DELAY_MS } from '../../../src/client/features/notifications/useLiveNotifications';
import { FOUR_UNSEEN, PATIENT, quietBackend, renderBell } from './fixtures';

// msw answers through microtasks and immediates: only the clock is faked
beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
afterEach(() => jest.useRealTimers());

const popupText = /You have 4 unseen notifications/;
const WAITING = { ...PATIENT, unseenNotifications: FOUR_UNSEEN };

test('the pop-up shows 5 s after load, stays open, and "Don\'t show this again" stores this user\'s flag', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const backend = quietBackend(WAITING);
  renderBell(WAITING);
  // the push channel opens 3 s after load; the pop-up counts from load all the same
  act(() => jest.advanceTimersByTime(LIVE_START_DELAY_MS));
  await backend.streamOpened();
  expect(screen.getByRole('button', { name: 'Notifications, 4 unseen' })).toBeInTheDocument();

  act(() => jest.advanceTimersByTime(POPUP_DELAY_MS - LIVE_START_DELAY_MS - 1));
  expect(screen.queryByText(popupText)).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(await screen.findByText(popupText)).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(60_000));
  expect(screen.getByText(popupText)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: "Don't show this again" }));
  expect(localStorage.getItem(STORAGE_KEYS.dismissed('p-1'))).toBe('true');
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.queryByText(popupText)).not.toBeInTheDocument();
});

test('View Notifications closes the pop-up and opens the drawer', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const backend = quietBackend(WAITING);
  renderBell(WAITING);
  act(() => jest.advanceTimersByTime(LIVE_START_DELAY_MS));
  await backend.streamOpened();
  act(() => jest.advanceTimersByTime(POPUP_DELAY_MS - LIVE_START_DELAY_MS));
  await user.click(await screen.findByRole('button', { name: 'View Notifications' }));
  expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.queryByText(popupText)).not.toBeInTheDocument();
});

describe('when the pop-up opens (useUnseenPopup)', () => {
  const after = (ms: number) => act(() => jest.advanceTimersByTime(ms));

  test("this user's dismissed flag keeps it shut; another user's flag does not", () => {
    localStorage.setItem(STORAGE_KEYS.dismissed('u-other'), 'true');
    const other = renderHook(() => useUnseenPopup('p-1', 2));
    after(POPUP_DELAY_MS);
    expect(other.result.current.open).toBe(true);

    localStorage.setItem(STORAGE_KEYS.dismissed('p-1'), 'true');
    const own = renderHook(() => useUnseenPopup('p-1', 2));
    after(POPUP_DELAY_MS * 2);
    expect(own.result.current.open).toBe(false);
  });

  test('once closed it stays shut through re-renders and more arrivals; news after an emptied list re-opens it', () => {
    const hook = renderHook(({ count }) => useUnseenPopup('p-1', count), { initialProps: { count: 0 } });
    after(POPUP_DELAY_MS);
    expect(hook.result.current.open).toBe(false);

    hook.rerender({ count: 1 });
    after(POPUP_DELAY_MS - 1);
    expect(hook.result.current.open).toBe(false);
    after(1);
    expect(hook.result.current.open).toBe(true);

    act(() => hook.result.current.close());
    hook.rerender({ count: 2 });
    after(POPUP_DELAY_MS * 2);
    expect(hook.result.current.open).toBe(false);

    hook.rerender({ count: 0 });
    hook.rerender({ count: 1 });
    after(POPUP_DELAY_MS);
    expect(hook.result.current.open).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.dismissed('p-1'))).toBeNull();
  });
});
