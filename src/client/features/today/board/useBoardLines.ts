import { useCallback, useEffect, useRef, useState } from 'react';
import type { BoardLine } from '../todayTypes';

/** Polled this often as well, in case the stream is down (a proxy, a restart). */
const BOARD_POLL_MS = 15_000;
const RETRY_MS = 3_000;

type BoardState =
  | { kind: 'loading' }
  | { kind: 'shown'; lines: BoardLine[] }
  | { kind: 'refused' }
  | { kind: 'offline'; lines: BoardLine[] };

const KEY_HEADER = 'X-Display-Key';

/**
 * What a board shows: GET /api/board/now-serving with the display's key, read again on each queue
 * event of /api/board/stream and every 15 s. No key, or a revoked one (401), is 'refused'; a failed
 * read keeps the last lines on screen, marked offline.
 */
export function useBoardLines(key: string): BoardState {
  const [state, setState] = useState<BoardState>(key ? { kind: 'loading' } : { kind: 'refused' });
  const lastLines = useRef<BoardLine[]>([]);

  const read = useCallback(async () => {
    try {
      const response = await fetch('/api/board/now-serving', { headers: { [KEY_HEADER]: key } });
      if (response.status === 401 || response.status === 403) {
        setState({ kind: 'refused' });
        return;
      }
      const body = (await response.json()) as { success?: boolean; data?: BoardLine[] };
      if (!response.ok || !body.success) throw new Error(`board read: ${response.status}`);
      lastLines.current = body.data ?? [];
      setState({ kind: 'shown', lines: lastLines.current });
    } catch {
      setState({ kind: 'offline', lines: lastLines.current });
    }
  }, [key]);

  useEffect(() => {
    if (!key) return undefined;
    const first = setTimeout(() => void read(), 0);
    const timer = setInterval(() => void read(), BOARD_POLL_MS);
    const controller = new AbortController();
    void import(/* webpackChunkName: "event-stream" */ '@microsoft/fetch-event-source')
      .then(({ fetchEventSource }) =>
        fetchEventSource('/api/board/stream', {
          headers: { [KEY_HEADER]: key },
          signal: controller.signal,
          openWhenHidden: true,
          async onopen(response) {
            if (!response.ok) throw new Error(`board stream refused: ${response.status}`);
            void read();
          },
          onmessage(event) {
            if (event.event === 'queue') void read();
          },
          onclose() {
            throw new Error('board stream closed');
          },
          onerror() {
            return RETRY_MS;
          },
        }),
      )
      .catch(() => undefined);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
      controller.abort();
    };
  }, [key, read]);

  return state;
}
