import { useSyncExternalStore } from 'react';

/**
 * Whether the app can reach the server. The browser's own flag (navigator.onLine) says only that
 * there is a network: a phone on a network without the internet, or a server out of reach, still
 * says online. So a call that got no answer at all also counts as offline, until an answer comes:
 * the next call's, or the probe's, which asks the server every PROBE_EVERY_MS meanwhile.
 */
const PROBE_EVERY_MS = 5000;
const PROBE_URL = '/healthz';

let answering = true;
let probe: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

function startProbe() {
  probe ??= setInterval(() => {
    if (!navigator.onLine) return;
    fetch(PROBE_URL, { cache: 'no-store' })
      .then((response) => response.ok && serverAnswered(true))
      .catch(() => undefined);
  }, PROBE_EVERY_MS);
}

/** Every API call reports whether the server answered it (lib/api/api.ts). */
export function serverAnswered(answered: boolean): void {
  if (answered === answering) return;
  answering = answered;
  if (answered && probe) {
    clearInterval(probe);
    probe = null;
  }
  if (!answered) startProbe();
  notify();
}

/** Whether the app is online: a network, and a server that answers. */
export const isOnline = (): boolean => navigator.onLine && answering;

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Calls `changed` with the new state each time the app goes offline or comes back online (for RTK
 * Query's refetchOnReconnect, src/client/index.tsx). Returns the unsubscribe.
 */
export function watchConnection(changed: (online: boolean) => void): () => void {
  let last = isOnline();
  return subscribe(() => {
    const now = isOnline();
    if (now !== last) changed(now);
    last = now;
  });
}

/** Whether the app is online, for a screen: offline, nothing can be booked or changed. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
