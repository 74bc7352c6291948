import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { eventStreamResponse, server } from '../../helpers/msw';
import { FOUR_UNSEEN, DOCTOR, item, renderBell } from './fixtures';

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
