import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { createMemoryRouter } from 'react-router-dom';

/** Shared steps of the sign-in screen tests. */
export const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

export async function fill(values: Record<string, string>) {
  const u = user();
  for (const [label, value] of Object.entries(values)) {
    const input = await screen.findByLabelText(label);
    await u.clear(input);
    // one paste per field: typing key by key re-validates the antd form on every stroke (slow in jsdom)
    if (value) await u.paste(value);
  }
}

/** Clicks a button by its name (`hidden: true` skips the per-node style checks that make role queries slow in jsdom). */
export async function press(name: string) {
  await user().click(await screen.findByRole('button', { name, hidden: true }));
}

/** The spec's 3-second redirects run on real timers; antd's first render in jsdom is slow too. */
export const REDIRECT_WAIT = { timeout: 15_000 };

/** The lazily loaded app frame takes a moment on first import, hence the longer default wait. */
export async function landsOn(
  router: ReturnType<typeof createMemoryRouter>,
  path: string,
  wait = { timeout: 15_000 },
) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path), wait);
}

/** Loads the lazily split app frame up front, so landing on a signed-in page is not a race with it. */
export const preloadFrame = () => import('../../../src/client/layout/AppFrame');
