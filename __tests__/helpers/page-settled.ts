import type { Page, Request } from 'playwright-core';

/**
 * When a screen in Chromium has its data and has drawn it, for the walks that look at every screen
 * (__tests__/e2e/accessibility.test.ts, pseudo-locale.test.ts): no API call in flight, nothing
 * redrawn for a moment, no spinner, skeleton or animation left. A helper, not a test: it only waits,
 * and the walks that use it assert what they then find.
 */
const tracked = new WeakMap<Page, { calls: Set<Request>; started: number }>();

/**
 * Plays the page's transitions and animations a hundred times faster, as DevTools' animation speed
 * does: a walk looks at screens at rest, and a colour caught half-way through a fade fails contrast.
 */
export async function hurryAnimations(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Animation.enable');
  await session.send('Animation.setPlaybackRate', { playbackRate: 100 });
}

/** Makes `page` ready for settled(): its calls tracked and its animations hurried. Call before goto. */
export async function watchPage(page: Page) {
  trackCalls(page);
  await hurryAnimations(page);
}

/** Keeps the page's API calls in flight, the long-lived notification stream aside. */
function trackCalls(page: Page) {
  const state = { calls: new Set<Request>(), started: 0 };
  const isCall = (request: Request) => /\/api\/(?!user\/notifications-stream)/.test(request.url());
  page.on('request', (request) => {
    if (!isCall(request)) return;
    state.calls.add(request);
    state.started += 1;
  });
  page.on('requestfinished', (request) => state.calls.delete(request));
  page.on('requestfailed', (request) => state.calls.delete(request));
  tracked.set(page, state);
}

function callsAnswered(page: Page, calls: Set<Request>): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (calls.size > 0) return;
      page.off('requestfinished', check).off('requestfailed', check);
      resolve();
    };
    page.on('requestfinished', check).on('requestfailed', check);
    check();
  });
}

/** Resolves once nothing has been added, removed or retexted for `quietMs` (at most 3 s). */
const domQuiet = (quietMs: number) =>
  new Promise<void>((resolve) => {
    const finish = () => {
      observer.disconnect();
      resolve();
    };
    let timer = setTimeout(finish, quietMs);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(finish, quietMs);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    setTimeout(finish, 3000);
  });

/** What counts as still busy: spinners, skeletons and opening animations. */
export const BUSY = '.ant-spin-spinning, .ant-skeleton-active, [class*="-appear"], [class*="-enter"]';

/** How long the page must stay unchanged after its calls: a lazily loaded screen's code arriving. */
export const AFTER_NAVIGATION_MS = 300;
/**
 * After a change of width alone: no code or call is on its way, only the breakpoints' redraw, which
 * begins within a frame of the resize.
 */
export const AFTER_RESIZE_MS = 120;

/**
 * Waits until the page is settled. A lazily loaded screen asks for its list only once its code has
 * arrived, after the first calls were answered: so it waits until a quiet moment (`quietMs`) passes
 * with no call answered late and none started. `busy` names what must be gone (BUSY by default).
 */
export async function settled(page: Page, busy = BUSY, quietMs = AFTER_NAVIGATION_MS) {
  const state = tracked.get(page);
  if (!state) throw new Error('watchPage(page) was not called for this page');
  for (let before = -1; before !== state.started;) {
    before = state.started;
    await callsAnswered(page, state.calls);
    await page.evaluate(domQuiet, quietMs);
  }
  await page.waitForFunction(
    (selector) =>
      !document.querySelector(selector) &&
      // a colour or size still changing would be measured half-way
      document
        .getAnimations()
        .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
    busy,
  );
}
