import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { toastShown, windowShot } from '../../helpers/e2e';
import { CODE_RESEND_SECONDS } from '../../../src/shared/vocabulary';
import { env } from './environment';

/**
 * Verify OTP after registering: the e-mail stays in the page when it is reloaded or opened again,
 * and a code that did not arrive can be asked for again, once a minute, the page counting down
 * until then. The mail arrives at the e2e server's SMTP capture.
 */
const EMAIL = 'walk-verify@example.com';
const NAME = 'Ifeoma Walker';
const PASSCODE = 'Walkthrough#2026';

const emailField = (page: Page) => page.getByLabel('Email');
const countdown = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'You can ask for a new code in' });

/** The account's codes as if the newest had been mailed a minute and a second earlier than it was. */
async function aMinutePasses() {
  await sql`UPDATE one_time_codes SET created_at = created_at - make_interval(secs => ${CODE_RESEND_SECONDS + 1})
    WHERE user_id = (SELECT id FROM users WHERE email = ${EMAIL})`.execute(env.server.db);
}

test('registered: the e-mail survives a reload and a reopened page; the code can be sent again and verifies', async () => {
  const { baseUrl, smtp } = env.server;
  const context = await env.browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/register`);
  await page.getByLabel('Full Name').fill(NAME);
  await emailField(page).fill(EMAIL);
  await page.getByLabel('Phone Number').fill('08031239876');
  await page.getByLabel('Passcode', { exact: true }).fill(PASSCODE);
  await page.getByLabel('Confirm Passcode').fill(PASSCODE);
  await page.getByRole('button', { name: /register/i }).click();
  await page.waitForURL(/\/verify-otp\?email=/, { timeout: 10_000 });
  const firstCode = await smtp.codeFor(EMAIL);
  expect(await emailField(page).inputValue()).toBe(EMAIL);
  // a code went a moment ago: the page says when another may be asked for
  await countdown(page).waitFor();
  expect(await page.getByRole('button', { name: 'Send the code again' }).count()).toBe(0);
  await windowShot(page, 'desk-verify-code-countdown');

  // a reload keeps the address and the wait
  await page.reload();
  expect(await emailField(page).inputValue()).toBe(EMAIL);
  await countdown(page).waitFor();

  // opened again in another tab from its address: the e-mail is there, and a minute later the
  // code can be sent again
  const verifyUrl = page.url();
  await aMinutePasses();
  const reopened = await context.newPage();
  await reopened.goto(verifyUrl);
  expect(await emailField(reopened).inputValue()).toBe(EMAIL);
  const mailsBefore = smtp.messages.length;
  await reopened.getByRole('button', { name: 'Send the code again' }).click();
  await toastShown(reopened, 'If this email is waiting for verification, a new code has been sent to it.');
  await countdown(reopened).waitFor();
  expect(await countdown(reopened).innerText()).toMatch(/in (60|59|58) seconds/);
  const secondCode = await smtp.codeFor(EMAIL, mailsBefore);
  await windowShot(reopened, 'desk-verify-code-sent-again');

  // the first code was replaced; the new one verifies, and the page goes to Login
  if (secondCode !== firstCode) {
    await reopened.getByLabel('OTP').fill(firstCode);
    await reopened.getByRole('button', { name: 'Verify' }).click();
    await toastShown(reopened, 'Invalid or expired OTP');
  }
  await reopened.getByLabel('OTP').fill(secondCode);
  await reopened.getByRole('button', { name: 'Verify' }).click();
  await toastShown(reopened, 'Your email has been verified. You can now log in.');
  await reopened.waitForURL(`${baseUrl}/login`, { timeout: 10_000 });
  await context.close();
});
