import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { NotificationItem, User } from '../../../src/shared/types';
import { eventStreamResponse, fakeToken, makeUser, server } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';
import NotificationBell from '../../../src/client/features/notifications/components/NotificationBell';

/** A notification created `minutesAgo` minutes before now. */
export function item(
  id: string,
  message: string,
  minutesAgo: number,
  onClickPath?: string,
): NotificationItem {
  const createdAt = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  return { _id: id, message, createdAt, ...(onClickPath ? { onClickPath } : {}) };
}

/** Four unseen items, newest first, as the server sends them. */
export const FOUR_UNSEEN = [
  item('n-4', 'New appointment from Ngozi Eze', 5),
  item('n-3', 'New appointment from Bola Ade', 30),
  item('n-2', 'New appointment from Chidi Okoro', 90),
  item('n-1', 'New appointment from Emeka Obi', 300),
];

export const PATIENT = makeUser({ _id: 'p-1' });
export const DOCTOR = makeUser({ _id: 'd-1', name: 'Dr Tunde', isDoctor: true, role: 'doctor' });
export const ADMIN = makeUser({ _id: 'a-1', name: 'Ada Okafor', isAdmin: true, role: 'admin' });

/** The header bell alone (with its drawer and pop-up) for a signed-in user, on /somewhere. */
export function renderBell(user: User) {
  return renderWithProviders(<NotificationBell />, {
    route: '/somewhere',
    preloadedState: { session: { token: fakeToken(user), user } },
  });
}

/**
 * The push channel opens quietly and getUser answers the same user (for the fallback poll while the
 * clock is faked). `streamOpened` resolves once the bell holds the open channel, so a test can let
 * that state change happen inside act.
 */
export function quietBackend(user: User) {
  let opened: () => void = () => {};
  const received = new Promise<void>((resolve) => (opened = resolve));
  server.use(
    http.get('http://localhost/api/user/notifications-stream', ({ request }) => {
      opened();
      return eventStreamResponse(request.signal, ['ready']);
    }),
    http.post('http://localhost/api/user/getUser_id', () => HttpResponse.json({ success: true, data: user })),
  );
  return {
    streamOpened: () =>
      act(async () => {
        await received;
        // the response travels through a few promise hops before the bell learns of it
        for (let hop = 0; hop < 20; hop += 1) await Promise.resolve();
      }),
  };
}
