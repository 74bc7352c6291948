import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { apiCall, apiToken, e2eEnvironment, signIn } from '../helpers/e2e';

/**
 * ClinicBook installed and offline, in Chromium at a phone's width: the page names a manifest an
 * install needs, a service worker controls the page, and offline the patient's home shows the
 * visits it kept, marked with when it last heard from the clinic, with booking disabled; back online
 * the mark goes, and signing out leaves no personal answer on the device.
 */
const env = e2eEnvironment();
const PATIENT = 'patient1@clinicbook.local';
const PHONE = { width: 412, height: 915 };
const SHOTS = '/tmp/shots-offline';

/** The mark the offline home carries: 'Offline — last updated 10:42' in English. */
const OFFLINE_MARK = /^Offline — last updated \d{2}:\d{2}$/;

/** Whether the home has kept both of its reads for the signed-in patient. */
const keptBoth = (page: Page) =>
  page.waitForFunction(() => {
    const keys = Object.keys(localStorage);
    return ['upcomingVisits', 'queuePlaces'].every((read) =>
      keys.some((key) => key.startsWith('offlineAnswer:') && key.endsWith(`:${read}`)),
    );
  });

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true, animations: 'disabled' });
}

test('installable; offline the home shows the kept visits; signing out forgets them', async () => {
  const base = env.server.baseUrl;
  const context = await env.browser.newContext({ viewport: PHONE, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await signIn(page, base, PATIENT);
  await page.waitForURL(`${base}/`);

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await fetch(new URL(href ?? '', base))).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({ name: 'ClinicBook', start_url: '/', display: 'standalone', dir: 'ltr' });
  expect(manifest.icons).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ sizes: '192x192', type: 'image/png' }),
      expect.objectContaining({ sizes: '512x512', type: 'image/png' }),
    ]),
  );

  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await keptBoth(page);

  await context.setOffline(true);
  await page.reload();
  const mark = page.locator('[data-offline-mark]');
  await expect(mark.locator('.ant-alert-title').innerText()).resolves.toMatch(OFFLINE_MARK);
  expect(await page.locator('[data-kept-visit]').count()).toBeGreaterThan(0);
  expect(await page.getByRole('button', { name: 'Book an appointment' }).isDisabled()).toBe(true);
  await shoot(page, 'offline-home-en-412');

  // the same home in Arabic, right to left: the account's language, read once online
  await context.setOffline(false);
  await mark.waitFor({ state: 'detached' });
  const token = await apiToken(base, PATIENT);
  await apiCall(base, '/user/update-language', { token, body: { language: 'ar' } });
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  await keptBoth(page);
  await context.setOffline(true);
  await page.reload();
  await mark.waitFor();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await shoot(page, 'offline-home-ar-412');
  await apiCall(base, '/user/update-language', { token, body: { language: 'en' } });

  await context.setOffline(false);
  await mark.waitFor({ state: 'detached' });
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dir === 'ltr');
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/login', { timeout: 10_000 });
  const kept = await page.evaluate(async () => ({
    storage: Object.keys(localStorage).filter(
      (key) => key.startsWith('offlineAnswer:') || key === 'userData',
    ),
    databases: (await indexedDB.databases()).map((database) => database.name),
    apiAnswers: (
      await Promise.all(
        (await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)),
      )
    )
      .flat()
      .filter((url) => url.includes('/api/')),
  }));
  expect(kept).toEqual({ storage: [], databases: expect.any(Array), apiAnswers: [] });
  // the worker's own bookkeeping (cache expiry dates) is the only database, and holds no answer
  expect(kept.databases.every((name) => name?.startsWith('workbox'))).toBe(true);
  await context.close();
});
