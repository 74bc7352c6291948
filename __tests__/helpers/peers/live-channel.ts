/** How soon a dropped channel tries again (the browser waits 3 s; a test has no one to spare the server for). */
const RETRY_MS = 100;

/**
 * The bell's live channel as the browser holds it: GET /api/user/notifications-stream with the
 * bearer token, read as server-sent events, opened again whenever it ends or fails.
 */
export function holdLiveChannel(url: string, token: string) {
  const state = { readies: 0, notifications: 0, drops: 0, lastError: '' };
  const controller = new AbortController();
  const waiters = new Set<() => void>();
  const changed = () => waiters.forEach((wake) => wake());

  const readOnce = async () => {
    const res = await fetch(url, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    if (!res.ok || !res.body) throw new Error(`stream refused: ${res.status}`);
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const name = /^event: (.+)$/m.exec(buffer.slice(0, end))?.[1];
        buffer = buffer.slice(end + 2);
        if (name === 'ready') state.readies += 1;
        if (name === 'notification') state.notifications += 1;
        changed();
      }
    }
  };

  void (async () => {
    while (!controller.signal.aborted) {
      try {
        await readOnce();
      } catch (err) {
        state.lastError = String(err);
      }
      if (controller.signal.aborted) return;
      state.drops += 1;
      changed();
      await new Promise((r) => setTimeout(r, RETRY_MS));
    }
  })();

  /** Resolves once `condition` holds; rejects after `timeoutMs` with what the channel saw. */
  const until = (condition: (s: typeof state) => boolean, what: string, timeoutMs = 10_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!condition(state)) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`live channel: ${what} not within ${timeoutMs} ms (${JSON.stringify(state)})`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });

  return { state, until, close: () => controller.abort() };
}
