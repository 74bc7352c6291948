/**
 * Resolves once `check` answers true, asking again every 25 ms (a check that throws, such as a call
 * to a server still starting, answers false); rejects naming `what` after `timeoutMs`. The bound only
 * ends a wait for what never comes, so it is wide: a two-core machine running a Chromium file beside
 * this one can take several times as long as a quiet one.
 */
export async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
