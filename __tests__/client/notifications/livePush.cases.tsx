import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { eventStreamResponse, server } from '../../helpers/msw';
import { FOUR_UNSEEN, DOCTOR, item, renderBell } from './fixtures';
import { FALLBACK_POLL_MS } from '../../../src/client/features/notifications/useLiveNotifications';

test('a pushed notification raises the bell count without a reload', async () => {
  const before = { ...DOCTOR, unseenNotifications: FOUR_UNSEEN.slice(0, 1) };
  const after = {
    ...before,
    unseenNotifications: [item('n-9', 'New appointment from Ife', 0), ...FOUR_UNSEEN.slice(0, 1)],
  };
  server.use(
    http.get('http://localhost/api/user/notifications-stream', ({ request }) =>
      eventStreamResponse(request.signal, ['ready', 'notification']),
    ),
    http.post('http://localhost/api/user/getUser_id', () =>
      HttpResponse.json({ success: true, data: after }),
    ),
  );
  renderBell(before);
  expect(await screen.findByRole('button', { name: 'Notifications, 2 unseen' })).toBeInTheDocument();
});

test('opening the push channel catches up: what arrived before it connected reaches the bell', async () => {
  const before = { ...DOCTOR, unseenNotifications: [] };
  const after = { ...DOCTOR, unseenNotifications: FOUR_UNSEEN.slice(0, 1) };
  server.use(
    http.get('http://localhost/api/user/notifications-stream', ({ request }) =>
      eventStreamResponse(request.signal, ['ready']),
    ),
    http.post('http://localhost/api/user/getUser_id', () =>
      HttpResponse.json({ success: true, data: after }),
    ),
  );
  renderBell(before);
  expect(screen.getByRole('button', { name: 'Notifications, 0 unseen' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Notifications, 1 unseen' })).toBeInTheDocument();
});

test('while the push channel is refused the user is polled instead, and the bell still rises', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    const before = { ...DOCTOR, unseenNotifications: [] };
    const after = { ...DOCTOR, unseenNotifications: FOUR_UNSEEN.slice(0, 1) };
    let streamAttempts = 0;
    let polls = 0;
    server.use(
      http.get('http://localhost/api/user/notifications-stream', () => {
        streamAttempts += 1;
        return HttpResponse.json({ success: false, message: 'unavailable' }, { status: 503 });
      }),
      http.post('http://localhost/api/user/getUser_id', () => {
        polls += 1;
        return HttpResponse.json({ success: true, data: after });
      }),
    );
    renderBell(before);
    expect(screen.getByRole('button', { name: 'Notifications, 0 unseen' })).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(FALLBACK_POLL_MS - 1);
    });
    expect(polls).toBe(0);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unseen' })).toBeInTheDocument();
    expect(polls).toBe(1);
    // meanwhile the channel keeps being retried
    expect(streamAttempts).toBeGreaterThan(1);
  } finally {
    jest.useRealTimers();
  }
});
