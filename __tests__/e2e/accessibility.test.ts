import type { Page } from 'playwright-core';
import { e2eEnvironment, signIn } from '../helpers/e2e';
import { watchPage } from '../helpers/page-settled';
import { blockingViolations } from '../helpers/axe-scan';
import { ROLE_HOME, type Role } from '../../src/shared/roles';

/**
 * axe-core on the states a walk through the menus does not reach: forms showing their errors, the
 * dialogs, the notifications drawer. Every menu screen of every role is scanned by the layout walk
 * (layout-languages.test.ts), in English at the desk's width.
 */
const env = e2eEnvironment();
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

/** The states of one role's screens and the notifications drawer, all rules reported at once. */
async function scanRole(email: string, role: Role, states: (page: Page) => Promise<string[]>) {
  const page = await signedIn(email, role);
  const found = await states(page);
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

test('a patient: booking, appointment details, a review form with errors', async () => {
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
  // the pending application, on the applicant's two screens (the layout walk signs in as one without)
  await scanRole('applicant@clinicbook.local', 'regDoctor', async (page) => {
    const found = await blockingViolations(page, 'applicant home');
    await page.goto(`${env.server.baseUrl}/apply-doctor`);
    found.push(...(await blockingViolations(page, 'pending application')));
    return found;
  });
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

test('a doctor: the approve modal', async () => {
  await scanRole('doctor1@clinicbook.local', 'doctor', (page) => approveModal(page, '/doctor/appointments'));
});

test('front-desk staff: the approve and update-feedback modals', async () => {
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

test('an administrator: the clinic-days modal, a registration form with errors', async () => {
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
