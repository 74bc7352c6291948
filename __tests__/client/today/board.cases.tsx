import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../helpers/render';
import { eventStreamResponse, server } from '../../helpers/msw';
import BoardPage, { REFUSED_TEXT } from '../../../src/client/features/today/board/BoardPage';
import type { BoardLine } from '../../../src/client/features/today/todayTypes';
import { API } from './fixtures';

const LINES: BoardLine[] = [
  {
    doctorId: 'doc-1',
    doctorName: 'Ada Eze',
    nowServing: 'A-004',
    next: ['A-005', 'A-006', 'A-007'],
    nextExpectedAt: ['10:20', '10:35', '10:50'],
  },
  { doctorId: 'doc-2', doctorName: 'Musa Bello', nowServing: null, next: [], nextExpectedAt: [] },
];

/** The board's two calls: lines answered in turn (the last one repeats), the stream sending `events`. */
function boardServer(answers: BoardLine[][], events: string[] = ['ready']) {
  const keys: (string | null)[] = [];
  let read = 0;
  server.use(
    http.get(`${API}/board/now-serving`, ({ request }) => {
      keys.push(request.headers.get('x-display-key'));
      const data = answers[Math.min(read++, answers.length - 1)];
      return HttpResponse.json({ success: true, data });
    }),
    http.get(`${API}/board/stream`, ({ request }) => eventStreamResponse(request.signal, events)),
  );
  return keys;
}

const show = (route: string) => renderWithProviders(<BoardPage />, { route });

test('the board shows each doctor, the number now served and the next three with their expected times, with its key', async () => {
  const keys = boardServer([LINES]);
  show('/board?key=k-123');
  const ada = await screen.findByRole('region', { name: 'Dr. Ada Eze' });
  expect(ada).toHaveTextContent(
    'Dr. Ada EzeNow servingA-004NextA-005about 10:20A-006about 10:35A-007about 10:50',
  );
  expect(screen.getByRole('region', { name: 'Dr. Musa Bello' })).toHaveTextContent('Now serving—Next—');
  expect(keys[0]).toBe('k-123');
  // numbers and doctors' names only: nothing else on the screen could name a patient
  expect(document.body.textContent).toBe(
    'QueueDr. Ada EzeNow servingA-004NextA-005about 10:20A-006about 10:35A-007about 10:50' +
      'Dr. Musa BelloNow serving—Next—',
  );
});

test('a queue event on the board stream shows the new number without a reload', async () => {
  const moved: BoardLine[] = [
    { ...LINES[0], nowServing: 'A-005', next: ['A-006', 'A-007'], nextExpectedAt: ['10:35', '10:50'] },
  ];
  boardServer([LINES, moved], ['ready', 'queue']);
  show('/board?key=k-123');
  await waitFor(() =>
    expect(screen.getByRole('region', { name: 'Dr. Ada Eze' })).toHaveTextContent('Now servingA-005'),
  );
});

test('a revoked key (401) and a missing key both say the board has no valid key', async () => {
  server.use(
    http.get(`${API}/board/now-serving`, () =>
      HttpResponse.json({ success: false, message: 'Display key is not valid' }, { status: 401 }),
    ),
    http.get(`${API}/board/stream`, () => HttpResponse.json({ success: false }, { status: 401 })),
  );
  const { unmount } = show('/board?key=revoked');
  expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED_TEXT);
  unmount();
  show('/board');
  expect(screen.getByRole('alert')).toHaveTextContent(REFUSED_TEXT);
});
