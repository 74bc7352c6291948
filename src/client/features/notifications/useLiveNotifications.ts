import { useEffect, useState } from 'react';
import { api } from '../../lib/api/api';
import { useAppDispatch, useAppSelector } from '../../lib/store/hooks';
import { refreshCurrentUser, selectToken } from '../auth';

const STREAM_URL = '/api/user/notifications-stream';
/** Reading the user this often keeps the bell true while the push channel is down. */
export const FALLBACK_POLL_MS = 30_000;
const RETRY_MS = 3_000;
/**
 * The stream opens this long after the page mounts: the page's own requests come first and the
 * page counts as loaded (a stream stays open for good). Opening re-reads the user, so nothing sent
 * in the meantime is missed.
 */
export const LIVE_START_DELAY_MS = 3_000;

/** The stream's reader downloads as the stream opens, after the page's own code and data. */
const loadStreamReader = () => import(/* webpackChunkName: "event-stream" */ '@microsoft/fetch-event-source');

/**
 * Besides the user (the bell), what a push may have changed on screen: a promotion from the waitlist
 * turns an entry into a pending appointment, a closed clinic day cancels visits.
 */
const PUSHED_TAGS = ['Appointment', 'Stats', 'Review', 'Waitlist', 'ClosedDay', 'ClinicDay'] as const;

/**
 * Keeps the signed-in user (and so the bell) live: a server-sent-events stream read with
 * fetch, so the bearer token travels in a header rather than the URL. Each event re-reads the user.
 * `live` is true while the stream is connected.
 * While the stream is down the user is polled instead; the stream keeps retrying.
 */
export function useLiveNotifications(): { live: boolean } {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (!token) return undefined;
    const controller = new AbortController();
    const connect = async () => {
      const { fetchEventSource } = await loadStreamReader();
      if (controller.signal.aborted) return;
      await fetchEventSource(STREAM_URL, {
        headers: { authorization: `Bearer ${token}` },
        signal: controller.signal,
        openWhenHidden: true,
        async onopen(response) {
          if (!response.ok) throw new Error(`stream refused: ${response.status}`);
          setLive(true);
          // catch up on what was sent before this connection (page load, or while it was down)
          void dispatch(refreshCurrentUser(token));
          dispatch(api.util.invalidateTags([...PUSHED_TAGS]));
        },
        onmessage(event) {
          // a day's queue changed: day sheets, queues and the patient's place read again
          if (event.event === 'queue') dispatch(api.util.invalidateTags(['ClinicDay']));
          if (event.event !== 'notification') return;
          void dispatch(refreshCurrentUser(token));
          dispatch(api.util.invalidateTags([...PUSHED_TAGS]));
        },
        onclose() {
          // the server ended the stream (a restart): reconnect through onerror's retry
          throw new Error('stream closed');
        },
        onerror() {
          setLive(false);
          return RETRY_MS;
        },
      });
    };
    // a reader that failed to download leaves the user polled, as a stream that is down does
    const start = setTimeout(() => void connect().catch(() => setLive(false)), LIVE_START_DELAY_MS);
    return () => {
      clearTimeout(start);
      controller.abort();
    };
  }, [dispatch, token]);

  useEffect(() => {
    if (!token || live) return undefined;
    const timer = setInterval(() => void dispatch(refreshCurrentUser(token)), FALLBACK_POLL_MS);
    return () => clearInterval(timer);
  }, [dispatch, live, token]);

  return { live };
}
