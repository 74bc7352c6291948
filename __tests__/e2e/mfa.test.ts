import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { signIn, e2eEnvironment } from '../helpers/e2e';

const env = e2eEnvironment();
const EMAIL = 'patient1@clinicbook.local';
const SHOTS = '/tmp/shots';

/** The code an authenticator app would show now, or for the next 30-second step. */
const codeFor = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1366, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('a patient turns on two-factor sign-in on /profile, signs out, and signs in with a code from the secret', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signIn(page, env.server.baseUrl, EMAIL);
  await page.waitForURL(`${env.server.baseUrl}/`);
  await page.goto(`${env.server.baseUrl}/profile`);
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const secret =
    (
      await page
        .getByText(/^[A-Z2-7]{32}$/)
        .first()
        .textContent()
    )?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('QR code for your authenticator app').waitFor();
  await shoot(page, 'profile-mfa-setup');
  await page.getByLabel('Code from the app').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Confirm code' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await codes.first().waitFor();
  expect(await codes.count()).toBe(10);
  await shoot(page, 'profile-recovery-codes');
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await page.getByText('Signed-in sessions').waitFor();
  await page.getByText('This device').waitFor();
  await shoot(page, 'profile-mfa-on');

  await page.getByText('Logout').click();
  await page.waitForURL('**/login');
  await signIn(page, env.server.baseUrl, EMAIL);
  await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
  await shoot(page, 'login-code-step');
  // the step of the code that turned it on is spent; the next one is accepted
  await page.getByLabel('Authentication code').fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(`${env.server.baseUrl}/`);
  await page.getByText('Logout').waitFor();
  await context.close();
});
