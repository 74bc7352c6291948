import path from 'node:path';
import type { Browser } from 'playwright-core';
import type { SignedIn } from './browser';
import { exportProof, gzipBytes, routeBytes } from './route-assets';
import { kb, type Row } from './setup';

/**
 * Bundle budgets, set from the measured floor of the design card's libraries (floor.ts):
 * /login within 1.10 × the bare sign-in page, every route within 1.15 × the bare list page.
 */
export const LOGIN_FLOOR_RATIO = 1.1;
export const ROUTE_FLOOR_RATIO = 1.15;

/** Gzip bytes of the two bare pages: a sign-in form and a list page. */
export interface Floor {
  signIn: number;
  listPage: number;
}

export interface BundleInput {
  baseUrl: string;
  /** The measured floor the budgets are set from. */
  floor: Floor;
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

/** Gzip bytes of the JS and CSS each route loads, over the floor; the export libraries arrive only with a click. */
export async function bundleRows(browser: Browser, input: BundleInput): Promise<Row[]> {
  const { baseUrl, dist, states, floor } = input;
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
  const overFloor = (bytes: number, base: number) => bytes / base;
  const routeLimit = floor.listPage * ROUTE_FLOOR_RATIO;
  const heaviest = sizes[0];
  const over = sizes.filter((size) => size.bytes > routeLimit);
  const overList = over
    .map((size) => `${size.route} ${overFloor(size.bytes, floor.listPage).toFixed(3)}×`)
    .join(', ');
  const proof = await exportProof(browser, baseUrl, dist, states.admin);
  const addedBytes = (button: string) =>
    proof.added[button].reduce((sum, asset) => sum + gzipBytes(dist, asset), 0);
  const names = (button: string) =>
    proof.added[button].map((a) => path.basename(a).split('.')[0]).join(', ') || 'nothing';
  const lazy =
    proof.before.length === 0 &&
    proof.added['Export to Excel'].some((a) => a.includes('/exceljs.')) &&
    proof.added['Export to PDF'].some((a) => a.includes('/pdfmake.'));
  const loginRatio = overFloor(login, floor.signIn);
  const homeRatio = overFloor(patientHome, floor.listPage);
  const heaviestRatio = overFloor(heaviest.bytes, floor.listPage);
  return [
    {
      name: 'Bundle /login (JS + CSS, gzip) ÷ sign-in floor',
      value: `${loginRatio.toFixed(3)}× (${kb(login)} ÷ ${kb(floor.signIn)})`,
      target: `≤ ${LOGIN_FLOOR_RATIO.toFixed(2)}×`,
      pass: loginRatio <= LOGIN_FLOOR_RATIO,
    },
    {
      name: 'Bundle patient home / (gzip) ÷ list-page floor',
      value: `${homeRatio.toFixed(3)}× (${kb(patientHome)} ÷ ${kb(floor.listPage)})`,
      target: `≤ ${ROUTE_FLOOR_RATIO.toFixed(2)}×`,
      pass: homeRatio <= ROUTE_FLOOR_RATIO,
    },
    {
      name: `Bundle heaviest of ${sizes.length} routes (gzip) ÷ list-page floor`,
      value:
        `${heaviestRatio.toFixed(3)}× (${heaviest.route}, ${kb(heaviest.bytes)}); ` +
        `${sizes.length - over.length} of ${sizes.length} routes within ${ROUTE_FLOOR_RATIO.toFixed(2)}× ` +
        `(${kb(routeLimit)})` +
        (over.length > 0 ? `; over: ${overList}` : ''),
      target: `every route ≤ ${ROUTE_FLOOR_RATIO.toFixed(2)}×`,
      pass: over.length === 0,
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
