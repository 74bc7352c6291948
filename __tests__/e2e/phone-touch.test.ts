import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { e2eEnvironment, signIn, SHOTS_DIR } from '../helpers/e2e';
import { settled, watchPage } from '../helpers/page-settled';

/**
 * The patient's screens worked by thumb on a 412 × 823 touch phone, in English and in Arabic (right
 * to left): every control a person can press on sign-in, registration, the home (its doctor finder
 * and place in line), booking (with the calendar's days and the times open), my appointments, and
 * the profile with its family members (and the form that adds one) is at least 44 × 44 CSS px where
 * a tap lands; and every field asks the phone for the keyboard and the autofill its value needs.
 */
const env = e2eEnvironment();
const PHONE = { viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true };
/** The patient whose home shows a place in line today and who has family members (the demo's clinic day). */
const PATIENT = 'patient10@clinicbook.local';
const MIN = 44;

/** A control under 44 × 44 where a tap lands, named by what a person reads on it and its size. */
interface Small {
  name: string;
  width: number;
  height: number;
}

/**
 * Runs in the page: every visible control a thumb may press whose tap area is under 44 × 44. The tap
 * area is the element's box, or the box of the control it belongs to that takes the tap for it (a
 * select's or date picker's frame, an input's frame, a checkbox's or radio's label, a calendar's day
 * cell, a menu's row), joined with the box of a label that names it (a switch and its label). The
 * show-passcode eye inside its field counts by its own box. Left out, by rule: a link inside running
 * text (its parent holds words besides it: a sentence, where WCAG 2.5.8 exempts it as the sentence
 * sets its size), anything hidden from everyone (aria-hidden, inert) and anything off the screen's
 * sides (a carousel's slides waiting in the wings).
 */
function smallTargets(min: number): Small[] {
  const TARGETS = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    '[role="button"]',
    '[role="link"]',
    '[role="checkbox"]',
    '[role="radio"]',
    '[role="switch"]',
    '[role="tab"]',
    '[role="menuitem"]',
    '[role="option"]',
    '.ant-picker-cell-in-view',
    '.ant-picker-time-panel-cell',
    '.ant-pagination-item',
    '.ant-input-password-icon',
  ].join(', ');
  const TAKES_THE_TAP = [
    '.ant-select',
    '.ant-picker',
    '.ant-input-affix-wrapper',
    '.ant-input-number',
    '.ant-input-number-affix-wrapper',
    '.ant-checkbox-wrapper',
    '.ant-radio-wrapper',
    '.ant-radio-button-wrapper',
    '.ant-segmented-item',
    '.ant-pagination-item',
    '.ant-picker-cell',
    '.ant-picker-time-panel-cell',
    '.ant-menu-item',
    'label',
  ].join(', ');
  const visible = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    element.getClientRects().length > 0;
  const inRunningText = (element: Element) => {
    if (element.tagName !== 'A' || !element.parentElement) return false;
    const own = (element.textContent ?? '').trim();
    return (element.parentElement.textContent ?? '').trim().length > own.length;
  };
  const nameOf = (element: Element) => {
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    const text =
      element.getAttribute('aria-label') ??
      element.getAttribute('title') ??
      (element as HTMLElement).innerText?.trim() ??
      '';
    const classes = [...element.classList].filter((name) => !/^css-/.test(name)).slice(0, 2);
    return `${role}${classes.map((name) => `.${name}`).join('')} "${text.replace(/\s+/g, ' ').slice(0, 40)}"`;
  };
  const found: Small[] = [];
  const seen = new Set<Element>();
  for (const element of document.querySelectorAll(TARGETS)) {
    if (!visible(element) || element.closest('[aria-hidden="true"], [inert]') || inRunningText(element))
      continue;
    const own = element.getBoundingClientRect();
    if (own.right <= 0 || own.left >= window.innerWidth) continue;
    const owner = element.matches('.ant-input-password-icon')
      ? element
      : (element.closest(TAKES_THE_TAP) ?? element);
    if (seen.has(owner)) continue;
    seen.add(owner);
    const boxes = [own, owner.getBoundingClientRect()];
    const label = element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null;
    if (label && visible(label)) boxes.push(label.getBoundingClientRect());
    const width = Math.max(...boxes.map((box) => box.right)) - Math.min(...boxes.map((box) => box.left));
    const height = Math.max(...boxes.map((box) => box.bottom)) - Math.min(...boxes.map((box) => box.top));
    // a box drawn at 43.99 px by a fractional scale is 44 px on the screen
    if (width + 0.05 < min || height + 0.05 < min)
      found.push({ name: nameOf(owner), width: Math.round(width), height: Math.round(height) });
  }
  return found;
}

/** A field's keyboard: what the phone is told of it. */
interface Keyboard {
  type: string;
  inputmode: string | null;
  autocomplete: string | null;
  /** Picked from its calendar only, no keyboard over it. */
  readonly: boolean;
}

/** Runs in the page: each visible typed field's keyboard attributes, by its form name (its id). */
function keyboards(): Record<string, Keyboard> {
  const fields: Record<string, Keyboard> = {};
  for (const input of document.querySelectorAll<HTMLInputElement>('input, textarea')) {
    if (['hidden', 'checkbox', 'radio', 'file'].includes(input.type)) continue;
    if (!input.checkVisibility() || input.closest('.ant-select')) continue;
    const key = input.id || input.getAttribute('aria-label') || input.name || '?';
    fields[key] = {
      type: input.type,
      inputmode: input.getAttribute('inputmode'),
      autocomplete: input.getAttribute('autocomplete'),
      readonly: input.readOnly,
    };
  }
  return fields;
}

/** What each field must ask for; every field not named here must at least say autocomplete. */
const KEYBOARDS: Record<string, Partial<Keyboard>> = {
  email: { type: 'email', inputmode: 'email', autocomplete: 'email' },
  password: { type: 'password', autocomplete: 'current-password' },
  phone: { type: 'tel', inputmode: 'tel', autocomplete: 'tel' },
  name: { type: 'text', autocomplete: 'name' },
  'doctor-search': { inputmode: 'search', autocomplete: 'off' },
  'doctor-max-fee': { inputmode: 'numeric', autocomplete: 'off' },
};
/** The fields whose wants differ by screen: registration chooses a passcode; a relative is not the patient. */
const KEYBOARDS_ON: Record<string, Record<string, Partial<Keyboard>>> = {
  register: {
    password: { type: 'password', autocomplete: 'new-password' },
    confirmPassword: { type: 'password', autocomplete: 'new-password' },
  },
  'family-form': {
    name: { type: 'text', autocomplete: 'off' },
    phone: { type: 'tel', inputmode: 'tel', autocomplete: 'off' },
    dateOfBirth: { inputmode: 'numeric', autocomplete: 'off' },
  },
  booking: { 'book-date': { readonly: true } },
  'booking-date': { 'book-date': { readonly: true } },
  'booking-time': { 'book-time': { readonly: true } },
};

/** The keyboard faults of the fields on screen: a named field's wrong attribute, a field without autocomplete. */
async function keyboardFaults(page: Page, screen: string): Promise<string[]> {
  const wants = { ...KEYBOARDS, ...KEYBOARDS_ON[screen] };
  const faults: string[] = [];
  for (const [field, has] of Object.entries(await page.evaluate(keyboards))) {
    for (const [attribute, want] of Object.entries(wants[field] ?? {}))
      if (has[attribute as keyof Keyboard] !== want)
        faults.push(
          `field ${field}: ${attribute}=${String(has[attribute as keyof Keyboard])}, wants ${want}`,
        );
    if (has.autocomplete === null) faults.push(`field ${field}: no autocomplete`);
  }
  return faults;
}

const TAG = process.env.PHONE_SHOTS_TAG ?? 'shot';

/** Looks at the screen as it is: its small targets and keyboard faults, and a full-page picture. */
async function look(page: Page, screen: string, language: string): Promise<string[]> {
  await settled(page);
  fs.mkdirSync(path.join(SHOTS_DIR, 'phone'), { recursive: true });
  await page.screenshot({
    path: path.join(SHOTS_DIR, 'phone', `${screen}-${language}-412-${TAG}.png`),
    // a dialog is drawn over the window, not the page
    fullPage: (await page.locator('.ant-modal-wrap:visible').count()) === 0,
    animations: 'disabled',
  });
  const small = (await page.evaluate(smallTargets, MIN)).map(
    ({ name, width, height }) => `${name} is ${width}×${height}`,
  );
  return [...small, ...(await keyboardFaults(page, screen))].map(
    (fault) => `${screen} [${language}]: ${fault}`,
  );
}

/** A fresh phone whose app speaks `language` from its first script on. */
async function phoneIn(language: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.browser.newContext(PHONE);
  await context.addInitScript((code) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', code);
  }, language);
  const page = await context.newPage();
  await watchPage(page);
  return { context, page };
}

/** Goes to an address as the app's own links do, without reloading the page. */
async function within(page: Page, to: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  await page.locator('main').waitFor();
}

async function guestScreens(language: string): Promise<string[]> {
  const { context, page } = await phoneIn(language);
  const faults: string[] = [];
  for (const screen of ['login', 'register']) {
    await page.goto(`${env.server.baseUrl}/${screen}`);
    await page.locator('form').first().waitFor();
    faults.push(...(await look(page, screen, language)));
  }
  await context.close();
  return faults;
}

/** Opens the booking calendar, looks at its days, picks the first open one, then looks at the times. */
async function bookingScreens(page: Page, language: string): Promise<string[]> {
  const faults = await look(page, 'booking', language);
  await page.locator('#book-date').click();
  const open = page.locator(
    '.ant-picker-dropdown:visible .ant-picker-cell-in-view:not(.ant-picker-cell-disabled)',
  );
  await page.locator('.ant-picker-dropdown:visible').waitFor();
  if ((await open.count()) === 0)
    await page.locator('.ant-picker-dropdown:visible .ant-picker-header-next-btn').click();
  faults.push(...(await look(page, 'booking-date', language)));
  // the last open day of the month: today's hours may be over
  await open.last().click();
  await page.locator('#book-time').click();
  await page.locator('.ant-picker-dropdown:visible .ant-picker-time-panel').waitFor();
  faults.push(...(await look(page, 'booking-time', language)));
  await page.keyboard.press('Escape');
  return faults;
}

async function patientScreens(language: string): Promise<string[]> {
  const { context, page } = await phoneIn('en');
  const base = env.server.baseUrl;
  await signIn(page, base, PATIENT);
  await page.waitForURL(`${base}/`);
  // the timed 'New notifications' pop-up, in any language, closed when it is in a step's way
  const unseen = page.locator('.unseen-popup');
  await page.addLocatorHandler(unseen, () =>
    unseen.locator('button:has(.anticon-close)').dispatchEvent('click'),
  );
  await page.evaluate((code) => localStorage.setItem('language', code), language);
  await page.reload();
  await page.waitForFunction((code) => document.documentElement.lang === code, language);
  await page.locator('[role="status"]').first().waitFor();
  const faults = await look(page, 'home', language);

  await page.locator('.frame-header button').first().click();
  faults.push(...(await look(page, 'menu', language)));
  await page.keyboard.press('Escape');

  const doctor = await env.server.db
    .selectFrom('doctors as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .select('d.id')
    .where('u.email', '=', 'doctor1@clinicbook.local')
    .executeTakeFirstOrThrow();
  await within(page, `/book-appointment/${doctor.id}`);
  await page.locator('#book-date').waitFor();
  faults.push(...(await bookingScreens(page, language)));

  await within(page, '/appointments');
  faults.push(...(await look(page, 'appointments', language)));

  await within(page, '/profile');
  const addMember = page.locator('section button:has(.anticon-plus)');
  await addMember.waitFor();
  faults.push(...(await look(page, 'profile', language)));
  await addMember.click();
  await page.locator('.ant-modal form').waitFor();
  faults.push(...(await look(page, 'family-form', language)));
  await context.close();
  return faults;
}

test.each(['en', 'ar'])('every patient screen works by thumb at 412 px in %s', async (language) => {
  const faults = [...(await guestScreens(language)), ...(await patientScreens(language))];
  expect(faults).toEqual([]);
});
