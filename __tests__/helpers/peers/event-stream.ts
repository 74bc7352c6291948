/** A server-sent-events stream read over fetch, as the browser reads the bell's channel. */
export async function openEventStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  const events: string[] = [];
  const waiters = new Set<() => void>();
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const name = /^event: (.+)$/m.exec(block)?.[1];
            if (name) events.push(name);
            for (const wake of waiters) wake();
          }
        }
      } catch {
        // aborted by close()
      }
    })();
  }

  /** Resolves once `count` events named `name` have arrived; rejects after `timeoutMs`. */
  function waitFor(name: string, count = 1, timeoutMs = 10_000): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (events.filter((e) => e === name).length >= count) {
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no "${name}" event #${count} within ${timeoutMs} ms (got ${events.join(', ')})`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  }

  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events,
    waitFor,
    count: (name: string) => events.filter((e) => e === name).length,
    close: () => controller.abort(),
  };
}
