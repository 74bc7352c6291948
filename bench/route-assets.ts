import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import type { SignedIn } from './browser';

const EXPORT_CHUNK = /\/assets\/(exceljs|pdfmake|pdfmake-fonts)\./;

/** The gzip size of a built asset: its .gz twin when the build made one, else compressed here. */
export function gzipBytes(dist: string, urlPath: string): number {
  const file = path.join(dist, urlPath);
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** The page's own API calls, not the live notification stream that stays open. */
const isApiCall = (request: Request) =>
  ['fetch', 'xhr'].includes(request.resourceType()) && !request.url().includes('/notifications-stream');

/**
 * Records the JavaScript and CSS a page loads. `settle` waits until no API call is pending and
 * nothing (code or answer) has arrived for 750 ms: a page that asks for data before it loads its
 * next chunk is counted whole, however slowly the server answers.
 */
function recordAssets(page: Page) {
  const assets = new Set<string>();
  let last = Date.now();
  let pendingCalls = 0;
  page.on('request', (req) => {
    if (isApiCall(req)) pendingCalls += 1;
  });
  const answered = (req: Request) => {
    if (!isApiCall(req)) return;
    pendingCalls -= 1;
    last = Date.now();
  };
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type === 'script' || type === 'stylesheet') {
      assets.add(new URL(res.url()).pathname);
      last = Date.now();
    }
  });
  return {
    assets,
    async settle() {
      const deadline = Date.now() + 30_000;
      while ((pendingCalls > 0 || Date.now() - last < 750) && Date.now() < deadline) {
        await page.waitForTimeout(150);
      }
    },
  };
}

export interface RouteVisit {
  role: string;
  route: string;
  state?: SignedIn;
}

/** Opens the route in a fresh context (empty cache) and sums the gzip size of what it loaded. */
export async function routeBytes(browser: Browser, baseUrl: string, dist: string, visit: RouteVisit) {
  const context = await browser.newContext({ storageState: visit.state });
  const page = await context.newPage();
  const recorder = recordAssets(page);
  await page.goto(baseUrl + visit.route, { waitUntil: 'load' });
  await recorder.settle();
  await context.close();
  return [...recorder.assets].reduce((sum, asset) => sum + gzipBytes(dist, asset), 0);
}

/** What an export click adds on the admin appointments page, and that nothing of it loaded before. */
export async function exportProof(browser: Browser, baseUrl: string, dist: string, admin: SignedIn) {
  const context = await browser.newContext({ storageState: admin, acceptDownloads: true });
  const page = await context.newPage();
  const recorder = recordAssets(page);
  await page.goto(`${baseUrl}/admin/appointments-admin`);
  await page.locator('.ant-table-row').first().waitFor({ timeout: 60_000 });
  await recorder.settle();
  const before = [...recorder.assets].filter((a) => EXPORT_CHUNK.test(a));
  // export a few rows: the point is which code arrives, not how long 10,000 rows take
  await page.getByLabel('Search patient').fill('Chiamaka Obi');
  const added: Record<string, string[]> = {};
  for (const button of ['Export to Excel', 'Export to PDF']) {
    const known = new Set(recorder.assets);
    // the PDF maker and its fonts (about 1.2 MB gzip) took over 30 s to arrive and run on a busy machine
    await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }),
      page.getByRole('button', { name: button }).click(),
    ]);
    await recorder.settle();
    added[button] = [...recorder.assets].filter((a) => !known.has(a));
  }
  await context.close();
  return { before, added };
}
