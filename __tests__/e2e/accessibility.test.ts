import fs from 'node:fs';
import type { Page, Request } from 'playwright-core';
import type { AxeResults } from 'axe-core';
import { e2eEnvironment, signIn } from '../helpers/e2e';
import { menuFor } from '../../src/client/layout/menus';
import { ROLE_HOME, type Role } from '../../src/shared/roles';

const env = e2eEnvironment();
// Evaluated through the DevTools protocol, which the page's CSP (script-src 'self') does not govern.
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const BLOCKING = ['serious', 'critical'];

const pendingCalls = new WeakMap<Page, Set<Request>>();
/** How many API calls each page has started so far. */
const startedCalls = new WeakMap<Page, { count: number }>();

/** Keeps the page's API calls in flight, the long-lived notification stream aside. */
function trackCalls(page: Page) {
  const calls = new Set<Request>();
  const started = { count: 0 };
  startedCalls.set(page, started);
  const isCall = (request: Request) => /\/api\/(?!user\/notifications-stream)/.test(request.url());
  page.on('request', (request) => {
    if (!isCall(request)) return;
    calls.add(request);
    started.count += 1;
  });
  page.on('requestfinished', (request) => calls.delete(request));
  page.on('requestfailed', (request) => calls.delete(request));
  pendingCalls.set(page, calls);
}

function callsAnswered(page: Page): Promise<void> {
  const calls = pendingCalls.get(page) ?? new Set();
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

/** Resolves once no element has been added, removed or retexted for a moment (at most 3 s). */
const domQuiet = () =>
  new Promise<void>((resolve) => {
    const finish = () => {
      observer.disconnect();
      resolve();
    };
    let timer = setTimeout(finish, 300);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(finish, 300);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    setTimeout(finish, 3000);
  });

/** The page has its data and has drawn it: no call, spinner, skeleton or opening animation is left. */
async function settled(page: Page) {
  // parts below the fold load as they come into view: bring them in so they are checked too
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  // a lazily loaded screen asks for its list only once its code has arrived, after the first calls
  // were answered: wait until a quiet moment passes with no call answered late and none started
  const started = startedCalls.get(page) ?? { count: 0 };
  for (let before = -1; before !== started.count;) {
    before = started.count;
    await callsAnswered(page);
    await page.evaluate(domQuiet);
  }
  await page.waitForFunction(
    () =>
      document.querySelector('main') !== null &&
      !document.querySelector(
        '.ant-spin-spinning, .ant-skeleton-active, [class*="-appear"], [class*="-enter"]',
      ) &&
      // a colour still fading (a button enabled as its data arrives) would be measured half-way
      document
        .getAnimations()
        .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
}

/** axe's serious and critical violations on what the page shows now, one line per rule. */
async function blockingViolations(page: Page, screen: string): Promise<string[]> {
  await settled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (options: object) => Promise<AxeResults> } }).axe.run({
      resultTypes: ['violations'],
    }),
  );
  return results.violations
    .filter((rule) => BLOCKING.includes(rule.impact ?? ''))
    .map((rule) => {
      const where = rule.nodes.slice(0, 3).map((node) => node.target.join(' '));
      const first = `${rule.nodes[0]?.html.slice(0, 120)} ${rule.nodes[0]?.failureSummary?.slice(0, 200)}`;
      return `${screen}: ${rule.id} (${rule.impact}) ${rule.help} at ${where.join(' | ')}: ${first}`;
    });
}

async function newPage(): Promise<Page> {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  trackCalls(page);
  return page;
}

async function signedIn(email: string, role: Role): Promise<Page> {
  const page = await newPage();
  await signIn(page, env.server.baseUrl, email);
  await page.waitForURL(`${env.server.baseUrl}${ROLE_HOME[role]}`);
  return page;
}

/**
 * Moves the signed-in app to `path` as its own links do (the router follows history), without
 * loading the page again: the screen is the same, and axe, once injected, stays.
 */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL(`${env.server.baseUrl}${path}`);
}

/** Every entry of the role's menu, plus the screens every signed-in user reaches from the header. */
async function scanMenu(page: Page, role: Role, userId: string): Promise<string[]> {
  const paths = [...menuFor(role, userId).map((entry) => entry.path), '/profile', '/notifications'];
  const found: string[] = [];
  for (const path of paths) {
    await navigateInApp(page, path);
    found.push(...(await blockingViolations(page, path)));
  }
  return found;
}

async function drawerOpen(page: Page): Promise<string[]> {
  const drawer = page.getByRole('dialog', { name: 'Notifications', exact: true });
  // on a loaded machine the popover's opening animation can swallow the first click on Show All:
  // open it again rather than fail on timing (what is checked here is the drawer's markup)
  for (let attempt = 0; attempt < 3 && !(await drawer.isVisible()); attempt++) {
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Notifications, \d+ unseen$/ }).click();
    const showAll = page.getByRole('button', { name: 'Show All' });
    await showAll.waitFor();
    await showAll.click();
    await drawer.waitFor({ timeout: 10_000 }).catch(() => undefined);
  }
  await drawer.waitFor();
  return blockingViolations(page, 'notifications drawer');
}

async function userId(email: string): Promise<string> {
  const user = await env.server.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return user.id;
}

/** The screens of one role, with the states the issue names, all rules reported at once. */
async function scanRole(email: string, role: Role, states: (page: Page) => Promise<string[]>) {
  const page = await signedIn(email, role);
  const found = await scanMenu(page, role, await userId(email));
  found.push(...(await states(page)));
  found.push(...(await drawerOpen(page)));
  await page.context().close();
  expect(found).toEqual([]);
}

test('the public screens, and the login form showing its errors', async () => {
  const page = await newPage();
  const found: string[] = [];
  for (const path of [
    '/login',
    '/Register',
    '/reset-password',
    '/verify-otp',
    '/confirm-otp',
    '/unauthorised',
  ]) {
    await page.goto(`${env.server.baseUrl}${path}`);
    found.push(...(await blockingViolations(page, path)));
  }
  await page.goto(`${env.server.baseUrl}/login`);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.locator('.ant-form-item-explain-error').first().waitFor();
  found.push(...(await blockingViolations(page, 'login with errors')));
  await page.context().close();
  expect(found).toEqual([]);
});

test('a patient: menu screens, booking, appointment details, a review form with errors', async () => {
  await scanRole('patient1@clinicbook.local', 'user', async (page) => {
    const found: string[] = [];
    await page.goto(`${env.server.baseUrl}/`);
    await page.getByRole('button', { name: /^Book/ }).first().click();
    await page.waitForURL(/\/book-appointment\//);
    found.push(...(await blockingViolations(page, 'book appointment')));
    await page.goto(`${env.server.baseUrl}/appointments`);
    await page.getByRole('button', { name: 'Details' }).first().click();
    await page.getByRole('dialog', { name: 'Appointment Details' }).waitFor();
    found.push(...(await blockingViolations(page, 'appointment details modal')));
    await page.keyboard.press('Escape');
    await page.goto(`${env.server.baseUrl}/reviewSubmission`);
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await page.locator('.ant-form-item-explain-error').first().waitFor();
    found.push(...(await blockingViolations(page, 'review form with errors')));
    return found;
  });
});

test('doctor applicants: the pending application and the empty form showing its errors', async () => {
  await scanRole('applicant@clinicbook.local', 'regDoctor', async () => []);
  await scanRole('regdoctor@clinicbook.local', 'regDoctor', async (page) => {
    await page.goto(`${env.server.baseUrl}/apply-doctor`);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await page.locator('.ant-form-item-explain-error').first().waitFor();
    return blockingViolations(page, 'apply form with errors');
  });
});

/** Opens Approve on the first pending row of an appointments table. */
async function approveModal(page: Page, path: string): Promise<string[]> {
  await page.goto(`${env.server.baseUrl}${path}`);
  await page
    .getByRole('button', { name: /^Approve appointment of / })
    .first()
    .click();
  await page.getByRole('dialog', { name: 'Approve Appointment' }).waitFor();
  const found = await blockingViolations(page, `${path} approve modal`);
  await page.keyboard.press('Escape');
  return found;
}

test('a doctor: menu screens and the approve modal', async () => {
  await scanRole('doctor1@clinicbook.local', 'doctor', (page) => approveModal(page, '/doctor/appointments'));
});

test('front-desk staff: menu screens, the approve and update-feedback modals', async () => {
  await scanRole('staff@clinicbook.local', 'staff', async (page) => {
    const found = await approveModal(page, '/staff/appointments-staff');
    await page.goto(`${env.server.baseUrl}/staff/manage-review`);
    await page
      .getByRole('button', { name: /^Update review by / })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Update Feedback' }).waitFor();
    found.push(...(await blockingViolations(page, 'update feedback modal')));
    await page.keyboard.press('Escape');
    return found;
  });
});

test('an administrator: menu screens, the clinic-days modal, a registration form with errors', async () => {
  await scanRole('admin@clinicbook.local', 'admin', async (page) => {
    await page.goto(`${env.server.baseUrl}/admin/doctorslist`);
    await page
      .getByRole('button', { name: /^Update Dr/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Update Clinic Days' }).waitFor();
    const found = await blockingViolations(page, 'update clinic days modal');
    await page.keyboard.press('Escape');
    await page.goto(`${env.server.baseUrl}/admin/staff-register`);
    await page.getByRole('button', { name: 'CREATE' }).click();
    await page.locator('.ant-form-item-explain-error').first().waitFor();
    found.push(...(await blockingViolations(page, 'staff registration with errors')));
    return found;
  });
});
