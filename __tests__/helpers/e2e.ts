import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildApp } from '../../src/server/app';
import { openDatabase, type Db } from '../../src/server/db/connect';
import { readConfig } from '../../src/server/config';
import { createMailer } from '../../src/server/mail/mailer';
import { seedEmptyDatabase, DEMO_PASSWORD } from '../../src/server/seed/demo-data';
import { startSmtpCapture } from './smtp';
import { cheapHash } from './cheap-hash';
import { migratedTemplate } from './pglite-template';
import { smsTransportOf } from './peers/sms-transport';
import { hurryAnimations } from './page-settled';

export const DIST_DIR = process.env.E2E_DIST_DIR ?? path.resolve(__dirname, '../../dist');
export { DEMO_PASSWORD };

/**
 * The built app and the real server on a loopback port, demo data in an in-memory PGlite, mail to a
 * real SMTP listener. `options` serve another build (`distDir`), listen on a given `port` (a release
 * deployed on the same address) or leave the database empty (`demo: false`, for screens nobody signs
 * in to).
 */
export async function startE2eServer(
  env: Record<string, string> = {},
  options: { distDir?: string; port?: number; demo?: boolean } = {},
) {
  const { distDir = DIST_DIR, port: wantedPort = 0, demo = true } = options;
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error('dist/index.html is missing: run "npm run build" before the e2e tests');
  }
  const database = await openDatabase({ startFrom: migratedTemplate() });
  if (demo)
    await seedEmptyDatabase(database.db, { demo: true, demoPasswordHash: await cheapHash(DEMO_PASSWORD) });
  const smtp = await startSmtpCapture();
  const config = {
    // a browser suite signs in far more than 20 times a minute from 127.0.0.1
    ...readConfig({ SEED: 'none', AUTH_RATE_PER_MINUTE: '1000000', ...env }),
    staticDir: distDir,
    smtpUrl: smtp.url,
    dataDir: os.tmpdir(),
  };
  const mailer = createMailer({ smtpUrl: smtp.url, from: config.mailFrom, dataDir: config.dataDir });
  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    mailer,
    sms: smsTransportOf(config, database.db),
  });
  await app.listen({ port: wantedPort, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    db: database.db,
    smtp,
    async close() {
      await app.close();
      await database.close();
      await smtp.close();
    },
  };
}

/**
 * Debian's Chromium, headless, with the flags this closed network needs, and service workers blocked
 * in its contexts unless one asks for them. Every page it opens plays
 * transitions and animations a hundred times faster (as DevTools' animation speed does): a journey
 * checks where a step lands, not how it slides there, and Chromium drew the frames of every modal,
 * drawer and toast at full length while the journey waited for them to finish.
 */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  // the app's service worker stays out of a journey unless it asks for it (offline.test.ts): it
  // would precache the whole shell behind every page, and answer navigations from its copy
  browser.newContext = async (options) => {
    const context = await newContext({ serviceWorkers: 'block', ...options });
    const newPage = context.newPage.bind(context);
    context.newPage = async () => {
      const page = await newPage();
      await hurryAnimations(page);
      return page;
    };
    return context;
  };
  const newBrowserPage = browser.newPage.bind(browser);
  browser.newPage = (options) => newBrowserPage({ serviceWorkers: 'block', ...options });
  return browser;
}

/** Collects console errors and CSP violations, so a journey can assert the page ran cleanly. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  return problems;
}

/**
 * Signs in through the login screen. The timed "New notifications" pop-up opens 5 s after
 * sign-in for anyone with unseen notices and sits over the lower right corner; a person closes it
 * when it is in their way, and so does the journey, whenever it covers what a step is about to use.
 */
export async function signIn(page: Page, baseUrl: string, email: string, password = DEMO_PASSWORD) {
  const unseenPopup = page.getByRole('dialog', { name: 'New notifications' });
  await page.addLocatorHandler(unseenPopup, () =>
    // dispatched, not clicked: an open modal may lie over the corner, and a real click would land on its mask
    unseenPopup.getByRole('button', { name: 'Close' }).dispatchEvent('click'),
  );
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Passcode').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The spec's answer envelope, as a script or another browser reads it. */
export interface ApiReply<T = unknown> {
  success: boolean;
  message?: string;
  data?: T;
}

/** A JSON call to the server's API (POST when there is a body); the HTTP status and the reply. */
export async function apiCall<T = unknown>(
  baseUrl: string,
  path: string,
  options: { body?: object; token?: string } = {},
): Promise<{ status: number; reply: ApiReply<T> }> {
  const { body, token } = options;
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body && JSON.stringify(body),
  });
  return { status: res.status, reply: (await res.json()) as ApiReply<T> };
}

/** The id of the account with this e-mail, read from the test server's database. */
export async function userIdOf(db: Db, email: string): Promise<string> {
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return user.id;
}

/** The bearer token of an account, signed in through the API. */
export async function apiToken(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const { reply } = await apiCall<string>(baseUrl, '/user/login', { body: { email, password } });
  if (!reply.data) throw new Error(`${email} could not sign in: ${reply.message}`);
  return reply.data;
}

/** The unseen count the notification bell announces. */
export async function bellCount(page: Page): Promise<number> {
  const name = await page
    .getByRole('button', { name: /^Notifications, \d+ unseen$/ })
    .getAttribute('aria-label');
  return Number(/(\d+)/.exec(name ?? '')?.[1]);
}

/** The desk screen the journeys are looked at in. */
export const DESK_VIEWPORT = { width: 1366, height: 768 };

/** A fresh browser context at `viewport`, signed in as `email` and arrived on `landing`. */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  email: string,
  landing: string,
  viewport = DESK_VIEWPORT,
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, baseUrl, email);
  await page.waitForURL(`${baseUrl}${landing}`);
  return page;
}

/** Where the journeys' window screenshots go: outside the repository, for a person to look at. */
export const SHOTS_DIR = process.env.E2E_SHOTS_DIR ?? '/tmp/e2e-shots';

/** What the person sees: the window as it is, saved under SHOTS_DIR. */
export async function windowShot(page: Page, name: string) {
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), animations: 'disabled' });
}

export const NARROW_VIEWPORT = { width: 768, height: 1024 };

/**
 * Waits until nothing on the page is wider than the window. Right after a resize the page may still
 * be laid out for the old width until React has answered the media queries, so this waits for the
 * condition instead of reading the width once.
 */
export async function fitsTheWindow(page: Page) {
  await page.waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/**
 * What the person sees at the desk's width and at 768 px, saved under SHOTS_DIR as `<name>-1366` and
 * `<name>-768`: the window, or with `fullPage` the whole page once nothing is wider than the window.
 */
export async function shotsAtBothWidths(page: Page, name: string, fullPage = false) {
  for (const [label, size] of [
    ['1366', DESK_VIEWPORT],
    ['768', NARROW_VIEWPORT],
  ] as const) {
    await page.setViewportSize(size);
    if (fullPage) await fitsTheWindow(page);
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
    await page.screenshot({
      path: path.join(SHOTS_DIR, `${name}-${label}.png`),
      fullPage,
      animations: 'disabled',
    });
  }
}

/** Waits for the toast (antd message) that says `text`. */
export const toastShown = (page: Page, text: string) =>
  page.locator('.ant-message').getByText(text).waitFor();

export const SCREENSHOT_DIR = path.resolve(__dirname, '../e2e/artifacts');

/** Saves a screenshot under __tests__/e2e/artifacts (ignored by git) for a person to look at. */
export async function snap(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/**
 * One server and one Chromium for a test file: registers beforeAll/afterAll and hands back live
 * references (read them inside tests, once beforeAll has run).
 */
export function e2eEnvironment() {
  const env = {} as { server: Awaited<ReturnType<typeof startE2eServer>>; browser: Browser };
  beforeAll(async () => {
    env.server = await startE2eServer();
    env.browser = await launchChromium();
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}

/** antd 6 keeps the labelled combobox input invisible inside the select; find the select by its form label. */
export const selectNamed = (page: Page, label: string) =>
  page
    .locator('.ant-form-item')
    .filter({ has: page.locator(`label[title="${label}"]`) })
    .locator('.ant-select')
    .first();

/**
 * Opens the antd select labelled `label` and picks `option` (the dropdown stays open for
 * multi-selects), then checks the select shows it.
 */
export async function choose(page: Page, label: string, option: string) {
  const select = selectNamed(page, label);
  await select.click();
  // the list that holds the option, once it has finished sliding in (a click while it moves can
  // land on the option next to the one aimed at); another select's list may still be closing
  const settledList =
    '.ant-select-dropdown:visible:not([class*="-appear"], [class*="-enter"], [class*="-leave"])';
  const item = page.locator('.ant-select-item-option', { hasText: option });
  await page.locator(settledList).filter({ has: item }).last().locator(item).first().click();
  await select.filter({ hasText: option }).waitFor({ timeout: 5000 });
}

/**
 * The text of a PDF, read by pdf.js in a child process (pdf.js is an ES module that wants a plain
 * Node runtime rather than jest's module system).
 */
export function pdfText(file: string): string {
  const pdfjs = require.resolve('pdfjs-dist/legacy/build/pdf.mjs');
  const script = `
    const { getDocument } = await import(${JSON.stringify(pathToFileURL(pdfjs).href)});
    const data = new Uint8Array((await import('node:fs')).readFileSync(${JSON.stringify(file)}));
    const pdf = await getDocument({ data, verbosity: 0 }).promise;
    let text = '';
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      text += content.items.map((item) => item.str).join(' ') + '\\n';
    }
    process.stdout.write(text);
  `;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
}

/** A demo doctor's profile by their account's e-mail (the demo data's doctor1@clinicbook.local, …). */
export async function demoDoctor(db: Db, email: string) {
  return db
    .selectFrom('doctors as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .select(['d.id', 'd.first_name', 'd.last_name'])
    .where('u.email', '=', email)
    .executeTakeFirstOrThrow();
}
