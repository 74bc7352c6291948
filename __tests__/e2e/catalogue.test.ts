import type { Page } from 'playwright-core';
import { choose, selectNamed, signIn, snap, e2eEnvironment } from '../helpers/e2e';
import { realPng } from '../helpers/scenarios/media';

const env = e2eEnvironment();

async function signedIn(email: string, landing: string): Promise<Page> {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, env.server.baseUrl, email);
  await page.waitForURL(`${env.server.baseUrl}${landing}`);
  return page;
}

/**
 * Opens the Select named `label`, waits until it offers `option`, and closes it again; the option's
 * text as shown. Waiting matters: the list can re-render as fresh reference data arrives.
 */
async function offeredOption(page: Page, label: string, option: string): Promise<string> {
  await selectNamed(page, label).click();
  const offered = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${option}$`) })
    .first();
  await offered.waitFor();
  const text = await offered.innerText();
  await page.keyboard.press('Escape');
  await page.waitForFunction(
    () => !document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'),
  );
  return text;
}

test('a patient applies as a doctor; the admin is notified, approves, and patients see the new card', async () => {
  const applicant = await signedIn('patient4@clinicbook.local', '/');
  await applicant.goto(`${env.server.baseUrl}/apply-doctor`);
  await applicant.getByText('Apply Service Appointment').waitFor();
  await choose(applicant, 'Service', 'General Practice');
  await choose(applicant, 'Location', 'Yaba');
  await choose(applicant, 'Gender', 'Male');
  await choose(applicant, 'Specialization', 'Family Medicine');
  await applicant.getByRole('spinbutton', { name: 'Experience (years)' }).fill('6');
  await applicant.getByRole('spinbutton', { name: 'Fee per Consultation' }).fill('8000');
  await choose(applicant, 'Total Slots', '10');
  await choose(applicant, 'Clinic Days', 'Monday');
  await applicant.keyboard.press('Escape');
  await applicant.getByLabel('Timing').click();
  await applicant.keyboard.type('09:00');
  await applicant.keyboard.press('Enter');
  await applicant.keyboard.type('15:00');
  await applicant.keyboard.press('Enter');
  await snap(applicant, 'apply-filled');
  await applicant.getByRole('button', { name: 'SUBMIT' }).click();
  await applicant.getByText('Application submitted successfully').waitFor();
  await applicant.waitForURL(`${env.server.baseUrl}/`);
  await applicant.context().close();

  const stored = await env.server.db
    .selectFrom('notifications')
    .innerJoin('users', 'users.id', 'notifications.user_id')
    .select(['users.email', 'notifications.message', 'notifications.on_click_path'])
    .where('notifications.message', '=', 'Emeka Nwosu has applied for a doctor account')
    .execute();
  expect(stored).toEqual([
    {
      email: 'admin@clinicbook.local',
      message: 'Emeka Nwosu has applied for a doctor account',
      on_click_path: '/admin/doctorslist',
    },
  ]);

  const admin = await signedIn('admin@clinicbook.local', '/admin/home');
  await admin.goto(`${env.server.baseUrl}/admin/doctorslist`);
  await admin.getByPlaceholder('Search doctors...').fill('emeka');
  const row = admin.getByRole('row', { name: /Emeka Nwosu/ });
  await row.getByRole('button', { name: /Approve/ }).click();
  const application = admin.getByRole('dialog', { name: 'Approve the application of Dr. Emeka Nwosu?' });
  await application.getByRole('button', { name: 'Approve', exact: true }).click();
  await admin.getByText('Doctor approved successfully').waitFor();
  await row.getByRole('button', { name: /Block/ }).waitFor();
  await snap(admin, 'doctors-list-approved');
  await admin.context().close();

  const patient = await signedIn('patient5@clinicbook.local', '/');
  const card = patient.getByRole('listitem').filter({ hasText: 'Dr. Emeka Nwosu' });
  await card.waitFor();
  await expect(card.innerText()).resolves.toMatch(/General Practice[\s\S]*Yaba[\s\S]*₦8,000/);
  await card.getByRole('button', { name: /Book/ }).click();
  await patient.waitForURL(/\/book-appointment\/[0-9a-f-]{36}$/);
  await patient.context().close();
});

test('reference data an admin adds appears in the doctor form', async () => {
  // every category-and-day name is seeded; free one so the screen can create it again
  await env.server.db.deleteFrom('clinic_days').where('name', '=', 'Alternate Sunday').execute();
  const admin = await signedIn('admin@clinicbook.local', '/admin/home');

  await admin.goto(`${env.server.baseUrl}/admin/location`);
  await admin.getByLabel('Location', { exact: true }).fill('Ajah');
  await admin.getByRole('button', { name: 'SUBMIT' }).click();
  await admin.getByText('Location "Ajah" added successfully').waitFor();

  await admin.goto(`${env.server.baseUrl}/admin/create-clinic-day`);
  await admin.getByRole('radio', { name: 'Alternate' }).check();
  await choose(admin, 'Day', 'Sunday');
  await admin.getByRole('button', { name: 'CREATE' }).click();
  await admin.getByText('Clinic day "Alternate Sunday" created successfully!').waitFor();

  await admin.goto(`${env.server.baseUrl}/admin/slots`);
  await admin.getByRole('spinbutton', { name: 'Doctors Slots' }).fill('25');
  await admin.getByRole('button', { name: 'CREATE' }).click();
  await admin.getByText(/"25" added successfully/).waitFor();

  await admin.goto(`${env.server.baseUrl}/admin/doctor-schedule`);
  await selectNamed(admin, 'Location').waitFor();
  expect(await offeredOption(admin, 'Location', 'Ajah')).toBe('Ajah');
  expect(await offeredOption(admin, 'Total Slots', '25')).toBe('25');
  await selectNamed(admin, 'Clinic Days').click();
  await admin.keyboard.type('Alternate Sun');
  await admin
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Alternate Sunday' })
    .waitFor();
  await snap(admin, 'schedule-with-new-reference');
  await admin.context().close();
});

test('two uploaded images lead the carousel; a renamed text file is refused and nothing is stored', async () => {
  const before = await env.server.db.selectFrom('media_images').select('id').execute();
  const admin = await signedIn('admin@clinicbook.local', '/admin/home');
  await admin.goto(`${env.server.baseUrl}/admin/media-image-uploads`);
  const input = admin.locator('input[type="file"]');
  await input.setInputFiles([
    { name: 'ward.png', mimeType: 'image/png', buffer: realPng(11, 120, 40) },
    { name: 'lobby.png', mimeType: 'image/png', buffer: realPng(12, 120, 40) },
  ]);
  // the answer, not its three-second toast: the timed notifications pop-up may open and be closed
  // over the toast while it shows
  const [reply] = await Promise.all([
    admin.waitForResponse((r) => r.url().endsWith('/api/admin/upload-images')),
    admin.getByRole('button', { name: /Upload$/ }).click(),
  ]);
  expect(await reply.json()).toMatchObject({ success: true, message: 'Images uploaded successfully' });
  const after = await env.server.db
    .selectFrom('media_images')
    .select('id')
    .orderBy('created_at', 'desc')
    .execute();
  expect(after).toHaveLength(before.length + 2);

  await input.setInputFiles([
    { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some notes\n') },
  ]);
  await admin.getByRole('button', { name: /Upload$/ }).click();
  await admin.getByText('"notes.png" is not a JPEG, PNG or WebP image').waitFor();
  expect(await env.server.db.selectFrom('media_images').select('id').execute()).toHaveLength(
    before.length + 2,
  );
  await admin.context().close();

  const patient = await signedIn('patient6@clinicbook.local', '/');
  const carousel = patient.getByRole('region', { name: 'Clinic pictures' });
  await carousel.locator('img').first().waitFor();
  const sources = await carousel.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')));
  const newest = after.slice(0, 2).map((r) => `/uploads/${r.id}`);
  for (const src of newest) expect(sources).toContain(src);
  await snap(patient, 'carousel-after-upload');
  await patient.context().close();
});
