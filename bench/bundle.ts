import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, Page, Request } from 'playwright-core';
import type { SignedIn } from './browser';
import { kb, type Row } from './setup';

export const LOGIN_LIMIT = 200 * 1024;
export const ROUTE_LIMIT = 350 * 1024;
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

interface RouteVisit {
  role: string;
  route: string;
  state?: SignedIn;
}

/** Opens the route in a fresh context (empty cache) and sums the gzip size of what it loaded. */
async function routeBytes(browser: Browser, baseUrl: string, dist: string, visit: RouteVisit) {
  const context = await browser.newContext({ storageState: visit.state });
  const page = await context.newPage();
  const recorder = recordAssets(page);
  await page.goto(baseUrl + visit.route, { waitUntil: 'load' });
  await recorder.settle();
  await context.close();
  return [...recorder.assets].reduce((sum, asset) => sum + gzipBytes(dist, asset), 0);
}

/** What an export click adds on the admin appointments page, and that nothing of it loaded before. */
async function exportProof(browser: Browser, baseUrl: string, dist: string, admin: SignedIn) {
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
    await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
    await recorder.settle();
    added[button] = [...recorder.assets].filter((a) => !known.has(a));
  }
  await context.close();
  return { before, added };
}

export interface BundleInput {
  baseUrl: string;
  dist: string;
  states: { patient: SignedIn; admin: SignedIn; doctor: SignedIn };
  doctorId: string;
}

const ROUTES: Array<[role: 'patient' | 'admin' | 'doctor', routes: string[]]> = [
  [
    'patient',
    ['/', '/appointments', '/profile', '/notifications', '/reviewSubmission', '/book-appointment/:doctorId'],
  ],
  [
    'admin',
    [
      '/admin/home',
      '/admin/appointments-admin',
      '/admin/doctorslist',
      '/admin/userslist',
      '/admin/manage-review',
    ],
  ],
  [
    'admin',
    [
      '/admin/doctorslots-status',
      '/admin/media-image-uploads',
      '/admin/create-clinic-day',
      '/admin/slots',
      '/admin/audit-log',
    ],
  ],
  ['doctor', ['/doctor/home', '/doctor/appointments', '/doctor/reviews']],
];

/** Gzip bytes of the JS and CSS each route loads; the export libraries arrive only with a click. */
export async function bundleRows(browser: Browser, input: BundleInput): Promise<Row[]> {
  const { baseUrl, dist, states } = input;
  const login = await routeBytes(browser, baseUrl, dist, { role: 'guest', route: '/login' });
  const sizes = [{ route: '/login', bytes: login }];
  let patientHome = 0;
  for (const [role, routes] of ROUTES) {
    for (const pattern of routes) {
      const route = pattern.replace(':doctorId', input.doctorId);
      const bytes = await routeBytes(browser, baseUrl, dist, { role, route, state: states[role] });
      if (route === '/') patientHome = bytes;
      sizes.push({ route: pattern, bytes });
    }
  }
  sizes.sort((a, b) => b.bytes - a.bytes);
  const heaviest = sizes[0];
  const over = sizes.filter((size) => size.bytes > ROUTE_LIMIT);
  const overList = over.map((size) => `${size.route} ${kb(size.bytes)}`).join(', ');
  const proof = await exportProof(browser, baseUrl, dist, states.admin);
  const addedBytes = (button: string) =>
    proof.added[button].reduce((sum, asset) => sum + gzipBytes(dist, asset), 0);
  const names = (button: string) =>
    proof.added[button].map((a) => path.basename(a).split('.')[0]).join(', ') || 'nothing';
  const lazy =
    proof.before.length === 0 &&
    proof.added['Export to Excel'].some((a) => a.includes('/exceljs.')) &&
    proof.added['Export to PDF'].some((a) => a.includes('/pdfmake.'));
  return [
    {
      name: 'Bundle /login (JS + CSS, gzip)',
      value: kb(login),
      target: '≤ 200 KB',
      pass: login <= LOGIN_LIMIT,
    },
    {
      name: 'Bundle patient home / (gzip)',
      value: kb(patientHome),
      target: '≤ 350 KB',
      pass: patientHome <= ROUTE_LIMIT,
    },
    {
      name: `Bundle heaviest of ${sizes.length} routes (gzip)`,
      value:
        `${kb(heaviest.bytes)} (${heaviest.route}); ${over.length} over 350 KB` +
        (over.length > 0 ? `: ${overList}` : ''),
      target: '≤ 350 KB',
      pass: heaviest.bytes <= ROUTE_LIMIT,
    },
    {
      name: 'Export libraries only after a click (admin appointments)',
      value:
        `before: ${proof.before.length} chunks; Excel click +${kb(addedBytes('Export to Excel'))} ` +
        `(${names('Export to Excel')}); PDF click +${kb(addedBytes('Export to PDF'))} (${names('Export to PDF')})`,
      target: 'none before the click',
      pass: lazy,
    },
  ];
}
