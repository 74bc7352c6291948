/**
 * Resolves once `check` answers true, asking again every 25 ms (a check that throws, such as a call
 * to a server still starting, answers false); rejects naming `what` after `timeoutMs`.
 */
export async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
