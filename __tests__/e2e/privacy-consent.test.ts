import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { apiCall, apiToken, e2eEnvironment, signIn, toastShown, watchConsole } from '../helpers/e2e';

const env = e2eEnvironment();
const PATIENT = 'patient1@clinicbook.local';
const SHOTS = '/tmp/shots-consent';

const NOTICE_V2 = [
  'How ClinicBook keeps your data (version 2)',
  'We keep your name, phone, visits and reviews to book and run your care. Texts and e-mails about your appointments go only while you agree to them; you can withdraw each on your profile.',
].join('\n\n');

/** The notice as the person sees it, at the desk's width and a phone's. */
async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1366, 412]) {
    await page.setViewportSize({ width, height: width === 412 ? 915 : 768 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

test('a patient signing in after a new notice must accept it before the home, withdraws texts on the profile and sees it listed, then downloads their data', async () => {
  const { baseUrl } = env.server;
  const admin = await apiToken(baseUrl, 'admin@clinicbook.local');
  const patient = await apiToken(baseUrl, PATIENT);
  const publish = (en: string) =>
    apiCall<{ version: number }>(baseUrl, '/admin/publish-privacy-notice', {
      body: { texts: { en } },
      token: admin,
    });
  expect((await publish('How ClinicBook keeps your data (version 1)')).status).toBe(201);
  expect(
    (await apiCall(baseUrl, '/user/accept-privacy', { body: { version: 1 }, token: patient })).status,
  ).toBe(200);
  expect((await publish(NOTICE_V2)).reply.data).toEqual({ version: 2 });

  const page = await (await env.browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  const problems = watchConsole(page);
  await signIn(page, baseUrl, PATIENT);
  await page.getByRole('heading', { name: 'Our privacy notice has changed' }).waitFor();
  await page
    .getByRole('region', { name: 'Privacy notice (version 2)' })
    .getByText(/We keep your name/)
    .waitFor();
  // nothing else shows meanwhile: neither the home nor the frame's menu
  expect(await page.getByRole('heading', { name: 'Meet Our Doctors' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Sign out' }).isEnabled()).toBe(true);
  const accept = page.getByRole('button', { name: 'Accept and continue' });
  expect(await accept.isDisabled()).toBe(true);
  await shoot(page, 'privacy-gate');

  await page.getByLabel('I have read and accept the privacy notice').check();
  await accept.click();
  await page.getByRole('heading', { name: 'Meet Our Doctors' }).waitFor();

  await page.goto(`${baseUrl}/profile`);
  await page.getByLabel('Text me about my appointments').click();
  await toastShown(page, 'Text message preferences saved');
  const history = page.getByLabel('Consents given and withdrawn');
  const newest = history.getByRole('listitem').first();
  await newest.getByText('Texts about my appointments').waitFor();
  await newest.getByText('Withdrawn').waitFor();
  await history.getByText('Privacy notice', { exact: true }).first().waitFor();
  await page.getByText('You accepted privacy notice version 2 on').waitFor();
  await history.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/profile-consents-1366.png` });

  // the patient downloads their data: one file holding the consents just given and withdrawn, and
  // their record as a FHIR Bundle
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  await toastShown(page, 'Your data has been downloaded');
  const copy = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as {
    account: { email?: string };
    privacyNotice: { acceptedVersion: number | null };
    consentEvents: unknown[];
    fhirBundle: { resourceType: string; entry?: Array<{ resource: { resourceType: string } }> };
  };
  expect(copy.account.email).toBe(PATIENT);
  expect(copy.privacyNotice.acceptedVersion).toBe(2);
  expect(copy.consentEvents.length).toBeGreaterThanOrEqual(2);
  expect(copy.fhirBundle.resourceType).toBe('Bundle');
  const kinds = new Set(copy.fhirBundle.entry?.map((entry) => entry.resource.resourceType));
  expect([...kinds]).toEqual(expect.arrayContaining(['Patient', 'Appointment']));
  expect(problems).toEqual([]);
});
