import fs from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';
import { e2eEnvironment, signIn, userIdOf } from '../helpers/e2e';
import { settled, watchPage } from '../helpers/page-settled';
import { menuFor } from '../../src/client/layout/menus';
import { ROLE_HOME, type Role } from '../../src/shared/roles';

const env = e2eEnvironment();
// Evaluated through the DevTools protocol, which the page's CSP (script-src 'self') does not govern.
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const BLOCKING = ['serious', 'critical'];

/** The page has its data and has drawn it, parts below the fold included (page-settled.ts). */
async function settledWhole(page: Page) {
  // parts below the fold load as they come into view: bring them in so they are checked too
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await settled(page);
  await page.waitForFunction(() => document.querySelector('main') !== null);
}

/** axe's serious and critical violations on what the page shows now, one line per rule. */
async function blockingViolations(page: Page, screen: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  let results: { violations: AxeResults['violations']; changed: boolean };
  // axe reads the page over a second or more: a page that changed meanwhile (a list polled again,
  // a button enabled as figures arrive) was seen half old, half new, so what it found there is
  // looked for again
  for (let attempt = 1; ; attempt++) {
    await settledWhole(page);
    results = await page.evaluate(async () => {
      let changed = false;
      const observer = new MutationObserver(() => (changed = true));
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
      const { violations } = await (
        window as unknown as { axe: { run: (options: object) => Promise<AxeResults> } }
      ).axe.run({ resultTypes: ['violations'] });
      observer.disconnect();
      return { violations, changed };
    });
    const blocking = results.violations.some((rule) => BLOCKING.includes(rule.impact ?? ''));
    if (!blocking || !results.changed || attempt === 3) break;
  }
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
  await watchPage(page);
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

const userId = (email: string) => userIdOf(env.server.db, email);

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
