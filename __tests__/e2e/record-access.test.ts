import fs from 'node:fs';
import type { Page } from 'playwright-core';
import {
  e2eEnvironment,
  fitsTheWindow,
  SHOTS_DIR,
  signedInPage,
  userIdOf,
  watchConsole,
} from '../helpers/e2e';

const env = e2eEnvironment();
const PATIENT = 'patient1@clinicbook.local';
const STAFF = { email: 'staff@clinicbook.local', name: 'Bola Adewale' };

async function shoot(page: Page, name: string, width: number) {
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.setViewportSize({ width, height: width < 768 ? 915 : 1024 });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
}

test('the desk opens a patient’s record; the patient then sees who looked, and the admin finds it in the log', async () => {
  const { baseUrl, db } = env.server;
  const patientId = await userIdOf(db, PATIENT);

  // the desk opens the patient's record to book for them
  const desk = await signedInPage(env.browser, baseUrl, STAFF.email, '/staff/home');
  const deskProblems = watchConsole(desk);
  await desk.goto(`${baseUrl}/staff/patients/${patientId}/book`);
  await desk.getByRole('heading', { name: /^Book for / }).waitFor();
  expect(deskProblems).toEqual([]);
  await desk.context().close();

  // the patient sees the desk's look on their profile, on a phone's width too
  const mine = await signedInPage(env.browser, baseUrl, PATIENT, '/');
  const problems = watchConsole(mine);
  await mine.goto(`${baseUrl}/profile`);
  const list = mine.getByLabel('Who has looked at my record', { exact: true });
  const entry = list.getByRole('listitem').filter({ hasText: STAFF.name });
  await entry.first().waitFor();
  await entry.first().getByText('Staff').waitFor();
  await entry
    .first()
    .getByText(/Patient record/)
    .waitFor();
  await list.scrollIntoViewIfNeeded();
  await shoot(mine, 'record-access-profile', 412);
  await shoot(mine, 'record-access-profile', 1366);
  // nothing on the profile is wider than a phone
  await mine.setViewportSize({ width: 412, height: 915 });
  await fitsTheWindow(mine);
  expect(problems).toEqual([]);
  await mine.context().close();

  // the administrator finds it in the whole log, and narrows it to the patient
  const admin = await signedInPage(env.browser, baseUrl, 'admin@clinicbook.local', '/admin/home');
  await admin.getByRole('menuitem', { name: 'Record Access Log' }).click();
  await admin.waitForURL(`${baseUrl}/admin/record-access`);
  const row = admin.getByRole('row').filter({ hasText: STAFF.name }).first();
  await row.waitFor();
  await row.getByRole('button').first().click();
  await admin.waitForURL(new RegExp(`patientId=${patientId}`));
  await admin.getByText('One patient only').waitFor();
  await shoot(admin, 'record-access-admin', 768);
  await shoot(admin, 'record-access-admin', 1366);
  await admin.context().close();
});
