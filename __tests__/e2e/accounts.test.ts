import type { Page } from 'playwright-core';
import { signIn, snap, e2eEnvironment, watchConsole } from '../helpers/e2e';

const env = e2eEnvironment();

async function newPage(width = 1280): Promise<Page> {
  const context = await env.browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

const NEW_PASSWORD = 'Garden#Path9';

test('a newcomer registers, verifies with the mailed code, signs in and sees the patient frame', async () => {
  const page = await newPage();
  const problems = watchConsole(page);
  const email = 'amara.new@example.com';
  await page.goto(`${env.server.baseUrl}/register`);
  await page.getByLabel('Full Name').fill('Amara Nwankwo');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone Number').fill('08031234567');
  await page.getByLabel('Passcode', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Passcode').fill(NEW_PASSWORD);
  await snap(page, 'register-filled');
  await page.getByRole('button', { name: /register/i }).click();
  await page.waitForURL(/\/verify-otp(\?|$)/, { timeout: 10_000 });

  const code = await env.server.smtp.codeFor(email);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('OTP').fill(code);
  await page.getByRole('button', { name: /verify/i }).click();
  await page.waitForURL('**/login', { timeout: 10_000 });

  await signIn(page, env.server.baseUrl, email, NEW_PASSWORD);
  await page.waitForURL(`${env.server.baseUrl}/`);
  await page.getByText('Amara Nwankwo').waitFor();
  await page.getByText('User', { exact: true }).waitFor();
  await snap(page, 'patient-frame');
  expect(problems.filter((p) => /Content Security Policy|Refused/i.test(p))).toEqual([]);
  await page.context().close();
});

test('an admin lands on /admin/home with the whole admin menu', async () => {
  const page = await newPage();
  await signIn(page, env.server.baseUrl, 'admin@clinicbook.local');
  await page.waitForURL('**/admin/home');
  const menu = page.getByRole('navigation');
  await menu.getByText('Register Staff').waitFor();
  for (const entry of [
    'Patients',
    'Staff',
    'Admins',
    'Register Staff',
    'Doctors',
    'Appointments',
    'Services',
    'Locations',
  ]) {
    await expect(menu.getByText(entry, { exact: true }).first().isVisible()).resolves.toBe(true);
  }
  await snap(page, 'admin-home');
  await page.context().close();
});

test('a patient opening /admin/home sees 403 - Access Denied', async () => {
  const page = await newPage();
  await signIn(page, env.server.baseUrl, 'patient2@clinicbook.local');
  await page.waitForURL(`${env.server.baseUrl}/`);
  await page.goto(`${env.server.baseUrl}/admin/home`);
  await page.getByText('403 - Access Denied').waitFor();
  await page.getByText('You do not have permission to view this page.').waitFor();
  await snap(page, 'access-denied');
  await page.context().close();
});

test('logout says so and lands on /login', async () => {
  const page = await newPage();
  await signIn(page, env.server.baseUrl, 'patient3@clinicbook.local');
  await page.waitForURL(`${env.server.baseUrl}/`);
  // the toast is caught as it is drawn: the app moves on to /login 1.2 s later, and on a loaded
  // machine the page had left before a look for the toast came round
  const toastDrawn = page.evaluate(
    (text) =>
      new Promise<boolean>((resolve) => {
        const shown = () => document.querySelector('.ant-message')?.textContent?.includes(text) ?? false;
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          resolve(true);
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
    'You have been logged out',
  );
  await page.getByText('Logout').first().click();
  expect(await toastDrawn).toBe(true);
  await page.waitForURL('**/login', { timeout: 10_000 });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.context().close();
});

test('at 768 px wide the sidebar starts collapsed', async () => {
  const page = await newPage(768);
  await signIn(page, env.server.baseUrl, 'staff@clinicbook.local');
  await page.waitForURL('**/staff/home');
  const sider = page.locator('.ant-layout-sider').first();
  await expect(sider.getAttribute('class')).resolves.toContain('ant-layout-sider-collapsed');
  await snap(page, 'staff-768');
  await page.context().close();
});

test('an admin registers a Doctor account, which then signs in to /reg/home', async () => {
  const page = await newPage();
  await signIn(page, env.server.baseUrl, 'admin@clinicbook.local');
  await page.waitForURL('**/admin/home');
  await page.goto(`${env.server.baseUrl}/admin/staff-register`);
  await page.getByLabel('Full Name').fill('Dr Tobi Lawal');
  await page.getByLabel('Email Address').fill('tobi.lawal@example.com');
  await page.getByLabel('Phone Number').fill('08091234567');
  await page.getByLabel('Passcode').fill(NEW_PASSWORD);
  await page.getByLabel('Doctor').check();
  await page.getByRole('button', { name: 'CREATE' }).click();
  await page.getByText('Account created successfully').waitFor();
  await snap(page, 'staff-registration');
  await page.context().close();

  const doctorPage = await newPage();
  await signIn(doctorPage, env.server.baseUrl, 'tobi.lawal@example.com', NEW_PASSWORD);
  await doctorPage.waitForURL('**/reg/home');
  await doctorPage.getByText('Reg Doctor', { exact: true }).waitFor();
  await doctorPage.context().close();
});
