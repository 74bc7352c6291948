import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { DIST_DIR, launchChromium, startE2eServer } from '../helpers/e2e';

/**
 * A new release reaches an open page: the page runs release 1 under its service worker; release 2
 * is deployed on the same address; the page offers "A new version is ready" while it still runs
 * release 1 whole, and Reload brings release 2 whole: its page, its scripts, its worker in control,
 * and nothing of release 1 left in the worker's cache.
 */
const md5 = (text: string) => crypto.createHash('md5').update(text).digest('hex');
const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

/**
 * Turns the build in `dir` into its next release, as a second build with a changed entry would: the
 * entry script under a new hash (marking the page it runs in as release 2), the page that loads it,
 * and the service worker's precache list naming both. Returns the old and new entry addresses.
 */
function deployNextRelease(dir: string): { before: string; after: string } {
  const index = read(dir, 'index.html');
  const before = /\/assets\/main\.[0-9a-f]{8}\.js/.exec(index)?.[0];
  if (!before) throw new Error('no entry script in index.html');
  const code = `${read(dir, before)}\n;document.documentElement.dataset.release = '2';\n`;
  const after = `/assets/main.${md5(code).slice(0, 8)}.js`;
  fs.writeFileSync(path.join(dir, after), code);
  const nextIndex = index.replace(before, after);
  fs.writeFileSync(path.join(dir, 'index.html'), nextIndex);
  const worker = read(dir, 'sw.js')
    .replace(`"${before}"`, `"${after}"`)
    .replace(/\{url:"\/",revision:"[0-9a-f]+"\}/, `{url:"/",revision:"${md5(nextIndex)}"}`);
  if (!worker.includes(after)) throw new Error('the service worker does not list the entry script');
  fs.writeFileSync(path.join(dir, 'sw.js'), worker);
  // the server would prefer release 1's compressed copies of what changed
  for (const file of [
    'sw.js.br',
    'sw.js.gz',
    `${before}.br`,
    `${before}.gz`,
    'index.html.br',
    'index.html.gz',
  ])
    fs.rmSync(path.join(dir, file), { force: true });
  return { before, after };
}

let browser: Browser;
let dist: string;
const servers: { close: () => Promise<void> }[] = [];

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'clinicbook-release-'));
  fs.cpSync(DIST_DIR, dist, { recursive: true });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  for (const server of servers) await server.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

test('a new release is offered on the open page, and Reload brings it whole', async () => {
  // the sign-in page: nobody signs in, so no demo data
  const first = await startE2eServer({}, { distDir: dist, demo: false });
  servers.push(first);
  const base = first.baseUrl;
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await first.close();
  servers.pop();
  const { before, after } = deployNextRelease(dist);
  const second = await startE2eServer({}, { distDir: dist, port: Number(new URL(base).port), demo: false });
  servers.push(second);

  // the open page asks for news as it does every hour
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  const notice = page.getByRole('status').filter({ hasText: 'A new version is ready' });
  await notice.waitFor({ timeout: 20_000 });
  // until Reload the page runs release 1 alone
  expect(await page.evaluate(() => document.documentElement.dataset.release)).toBeUndefined();

  await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Reload' }).click()]);
  await page.getByLabel('Email').waitFor();
  const running = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const cached = await Promise.all(
      (await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)),
    );
    return {
      release: document.documentElement.dataset.release,
      scripts: [...document.scripts].map((script) => new URL(script.src, location.href).pathname),
      loaded: performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((name) => name.startsWith('/assets/main.')),
      waiting: registration?.waiting !== null,
      controlled: navigator.serviceWorker.controller?.state,
      cached: cached.flat().map((url) => new URL(url).pathname),
    };
  });
  expect(running).toMatchObject({ release: '2', waiting: false, controlled: 'activated' });
  expect(running.scripts).toContain(after);
  expect(running.scripts).not.toContain(before);
  expect(running.loaded).not.toContain(before);
  expect(running.cached).toContain(after);
  expect(running.cached).not.toContain(before);
  expect(await notice.count()).toBe(0);
  await context.close();
});
