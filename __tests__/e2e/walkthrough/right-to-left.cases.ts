import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { IntlMessageFormat } from 'intl-messageformat';
import { apiCall, apiToken, DEMO_PASSWORD } from '../../helpers/e2e';
import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import { addDays, formatDisplayDate } from '../../../src/shared/clinicDays';
import { clinicToday, DEFAULT_CLINIC_TIMEZONE } from '../../../src/shared/clinicTime';
import { env } from './environment';

/**
 * Arabic runs right to left, and the names, phone numbers and dates in it do not: a Latin name cut
 * with '…' keeps its start, a phone number its '+' in front, the details dialog says its date in
 * Arabic, and on a phone the menu slides in from the side of its button.
 */
const PHONE_WIDTH = { width: 412, height: 915 };
const LONG_LATIN_NAME = 'Oluwaseun Babatunde Adebayo-Williamson';
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/e2e-shots';

const arabic = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../../src/locales/ar/appointments.json'), 'utf8'),
) as Record<string, string>;
const say = (id: string) => new IntlMessageFormat(arabic[id]!, 'ar').format() as string;

let counter = 0;

/** A new patient account with a long Latin name and the demo password, signed in through the API. */
async function newPatient() {
  counter += 1;
  const email = `rtl-${counter}-${Date.now()}@example.com`;
  const demo = await env.server.db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', 'patient1@clinicbook.local')
    .executeTakeFirstOrThrow();
  await env.server.db
    .insertInto('users')
    .values({
      name: LONG_LATIN_NAME,
      email,
      phone: '+234 802 000 0017',
      password_hash: demo.password_hash,
      is_verified: true,
    })
    .execute();
  return { email, token: await apiToken(env.server.baseUrl, email, DEMO_PASSWORD) };
}

/** A page in Arabic (as the language chooser leaves it), signed in with `token`, at `route`. */
async function arabicPage(token: string, route: string, viewport = PHONE_WIDTH): Promise<Page> {
  const context = await env.browser.newContext({ viewport });
  const page = await context.newPage();
  await page.addInitScript((stored) => {
    localStorage.setItem('language', 'ar');
    localStorage.setItem('token', stored);
  }, token);
  await page.goto(`${env.server.baseUrl}${route}`);
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  return page;
}

const shoot = async (page: Page, name: string) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
};

/**
 * Where the text of `box` is cut: whether it overflows, and whether its first letter is drawn inside
 * the box (a name cut at its end) or outside it (cut at its start, '…seun Adebayo').
 */
const cutOf = (box: Locator) =>
  box.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let node = walker.nextNode();
    while (node && !node.textContent?.trim()) node = walker.nextNode();
    if (!node) throw new Error('no text in the box');
    const first = document.createRange();
    const offset = node.textContent!.search(/\S/);
    first.setStart(node, offset);
    first.setEnd(node, offset + 1);
    const letter = first.getBoundingClientRect();
    // the box that clips: the nearest element whose overflow hides what does not fit
    let clip: Element = node.parentElement!;
    while (getComputedStyle(clip).overflowX === 'visible' && clip.parentElement) clip = clip.parentElement;
    const shown = clip.getBoundingClientRect();
    return {
      overflows: clip.scrollWidth > clip.clientWidth,
      firstLetterShown: letter.left >= shown.left - 0.5 && letter.right <= shown.right + 0.5,
    };
  });

test('a Latin name cut for want of room keeps its start in Arabic (the header on a phone)', async () => {
  const { token } = await newPatient();
  const page = await arabicPage(token, '/');
  const name = page.locator('.frame-user-name');
  await name.getByText(LONG_LATIN_NAME).waitFor();
  await shoot(page, 'rtl-header-name-412');
  expect(await cutOf(name)).toEqual({ overflows: true, firstLetterShown: true });
  await page.context().close();
});

test('a phone number keeps its "+" in front inside Arabic words (a family member on the profile)', async () => {
  const { token } = await newPatient();
  const added = await apiCall(env.server.baseUrl, '/user/add-dependant', {
    token,
    body: {
      name: 'Tobi Adebayo',
      dateOfBirth: '2018-04-01',
      relationship: 'Child',
      phone: '+234 803 555 0199',
    },
  });
  expect(added.status).toBeLessThan(300);
  const page = await arabicPage(token, '/profile');
  const line = page.locator('li', { hasText: 'Tobi Adebayo' }).locator('.ant-typography-secondary');
  await line.waitFor();
  await shoot(page, 'rtl-family-phone-412');
  // drawn left to right: '+' at the number's left, then 234, … 0199 at its right
  const order = await line.evaluate((element) => {
    const text = element.textContent ?? '';
    const xOf = (char: string) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf(char);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + char.length);
        return range.getBoundingClientRect().left;
      }
      throw new Error(`no ${char} in ${text}`);
    };
    return { plus: xOf('+'), last: xOf('0199') };
  });
  expect(order.plus).toBeLessThan(order.last);
  await page.context().close();
});

test('the appointment details dialog says its date in Arabic, not English', async () => {
  const { token } = await newPatient();
  const doctor = await env.server.db
    .selectFrom('doctors')
    .select('id')
    .where('email', '=', 'doctor3@clinicbook.local')
    .executeTakeFirstOrThrow();
  const date = addDays(clinicToday(DEFAULT_CLINIC_TIMEZONE), 5);
  const booked = await apiCall(env.server.baseUrl, '/bookAppointment/book-appointment', {
    token,
    body: { doctorId: doctor.id, date: formatDisplayDate(date), time: '14:00' },
  });
  expect(booked.status).toBe(201);
  const page = await arabicPage(token, '/appointments', { width: 1366, height: 768 });
  await page.locator('.ant-table-row').first().waitFor();
  await page
    .getByRole('button', { name: say('appointments.userList.details') })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: say('appointments.details.title') });
  await dialog.waitFor();
  const shown = dialog
    .locator('tr', { has: page.locator('th', { hasText: say('appointments.details.date') }) })
    .locator('td');
  await shoot(page, 'rtl-details-date-1366');
  const text = (await shown.textContent()) ?? '';
  const month = dayjs(date).locale('ar').format('MMMM');
  expect(text).not.toMatch(/[A-Za-z]/);
  expect(text).toContain(month);
  expect(text).toContain('14:00');
  await page.context().close();
});

test('on a phone the menu slides in from the right in Arabic, the side of its button', async () => {
  const { token } = await newPatient();
  const page = await arabicPage(token, '/');
  const button = page.locator('button[aria-controls="app-sidebar"]');
  await button.click();
  const sider = page.locator('#app-sidebar');
  await page.waitForFunction(() => {
    const box = document.getElementById('app-sidebar')?.getBoundingClientRect();
    return !!box && box.width >= 200;
  });
  await shoot(page, 'rtl-drawer-412');
  const buttonBox = (await button.boundingBox())!;
  const siderBox = (await sider.boundingBox())!;
  // the button sits at the page's right (its start in Arabic); the open menu lies against that edge
  expect(buttonBox.x).toBeGreaterThan(PHONE_WIDTH.width / 2);
  expect(Math.round(siderBox.x + siderBox.width)).toBe(PHONE_WIDTH.width);
  await page.context().close();
});
