import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { addDays } from '../../src/shared/clinicDays';
import {
  DEMO_PASSWORD,
  e2eEnvironment,
  signIn,
  signedInPage,
  toastShown,
  watchConsole,
} from '../helpers/e2e';
import { TODAY } from '../helpers/appointment-fixtures';

const env = e2eEnvironment();
const PATIENT = { email: 'patient4@clinicbook.local', name: 'Emeka Nwosu' };
const SHOTS = '/work/shots/erasure';
const PHONE = { width: 412, height: 915 };
const NARROW = { width: 768, height: 1024 };

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test('a patient deletes their account on a phone: signed out, their sign-in refused, and the desk sees only the pseudonym', async () => {
  const { baseUrl, db } = env.server;
  const page = await (await env.browser.newContext({ viewport: PHONE })).newPage();
  const problems = watchConsole(page);
  await signIn(page, baseUrl, PATIENT.email);
  await page.waitForURL(`${baseUrl}/`);
  await page.goto(`${baseUrl}/profile`);
  const danger = page.getByRole('region', { name: 'Delete my account' });
  await danger.scrollIntoViewIfNeeded();
  await shot(page, 'profile-danger-zone-412');

  await danger.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
  // a wrong password is refused in the dialog, and the account stays
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByText('That password is not right. Your account has not been deleted.').waitFor();
  await shot(page, 'delete-dialog-refused-412');

  await dialog.getByLabel('Your password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByText('Your account has been deleted').waitFor();
  await page.waitForURL(`${baseUrl}/account-deleted`);
  await shot(page, 'account-deleted-412');

  // signed out: the old credentials no longer open an account
  await page.getByRole('button', { name: 'Go to sign in' }).click();
  await page.waitForURL(`${baseUrl}/login`);
  await signIn(page, baseUrl, PATIENT.email);
  await toastShown(page, 'Invalid email or password');
  expect(page.url()).toBe(`${baseUrl}/login`);
  expect(problems.filter((p) => !/401|400/.test(p))).toEqual([]);

  // the desk finds the record under its pseudonym, never the name
  const erased = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('erased_at', 'is not', null)
    .where('holder_id', 'is', null)
    .executeTakeFirstOrThrow();
  expect(erased.name).toMatch(/^Patient [A-Z2-9]{4}-[A-Z2-9]{4}$/);
  const desk = await signedInPage(env.browser, baseUrl, 'staff@clinicbook.local', '/staff/home', NARROW);
  await desk.goto(`${baseUrl}/staff/patients/find`);
  const search = desk.getByRole('textbox', { name: 'Search patients by name, phone or email' });
  await search.fill(erased.name);
  await desk.getByRole('cell', { name: erased.name, exact: true }).waitFor();
  await shot(desk, 'desk-finds-pseudonym-768');
  await search.fill(PATIENT.name);
  await desk.getByText('No patients found. Check the spelling or register them.').waitFor();

  // the administrators see the erasure on the requests' list, answered online
  const admin = await signedInPage(env.browser, baseUrl, 'admin@clinicbook.local', '/admin/home');
  await admin.getByRole('menuitem', { name: 'Data Requests' }).click();
  await admin.waitForURL(`${baseUrl}/admin/data-requests`);
  await admin.setViewportSize(NARROW);
  const row = admin.getByRole('row').filter({ hasText: erased.name });
  await row.getByText('Deletion').waitFor();
  await row.getByText('The patient, online').waitFor();
  await shot(admin, 'data-requests-768');

  // a correction that came by letter 35 days ago: recorded, shown overdue in words, then closed
  await admin.getByRole('button', { name: 'Record a written request' }).click();
  const form = admin.getByRole('dialog', { name: 'Record a request received in writing' });
  await form.getByRole('combobox', { name: 'Patient' }).fill('Ngozi');
  await admin.locator('.ant-select-item-option', { hasText: 'Ngozi Eze' }).click();
  await form.getByLabel('Received on').fill(addDays(TODAY, -35));
  await form.getByLabel('Reference (of the letter or e-mail)').fill('LTR-9');
  await form.getByLabel('What the person asked for').fill('Her birth date is wrong');
  await form.getByRole('button', { name: 'Record request' }).click();
  await toastShown(admin, 'Request recorded');
  const letter = admin.getByRole('row').filter({ hasText: 'LTR-9' });
  await letter.getByText('Overdue by 5 days').waitFor();
  await shot(admin, 'data-requests-overdue-768');
  await letter.getByRole('button', { name: 'Close…' }).click();
  const closing = admin.getByRole('dialog', { name: 'Close request LTR-9' });
  await closing.getByLabel('What was done').fill('Birth date corrected from her card');
  await closing.getByRole('button', { name: 'Close request' }).click();
  await toastShown(admin, 'Request closed');
  await letter.getByText('Birth date corrected from her card').waitFor();
  await letter.getByText(/^Answered /).waitFor();
});
