import path from 'node:path';
import type { Page } from 'playwright-core';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { DESK_VIEWPORT, DIST_DIR, NARROW_VIEWPORT, e2eEnvironment, signIn, userIdOf } from '../helpers/e2e';
import { BUSY, settled, watchPage } from '../helpers/page-settled';
import { BROWSER_MESSAGE_SOURCES, englishMessages } from '../../scripts/i18n/english';
import { PSEUDO_LOCALE } from '../../scripts/i18n/compile';
import { carriesPseudoLocale } from '../../scripts/build-staleness';
import { menuFor } from '../../src/client/layout/menus';
import { ROLE_HOME, type Role } from '../../src/shared/roles';

/**
 * The pseudo-locale walk: every screen of every role in FormatJS' en-XA (the English messages
 * accented, bracketed, about 35 % longer; scripts/i18n/compile.ts), at the desk's width and at 768 px.
 * A text that is still exactly an English message of the app did not come from a catalogue; a text
 * wider than its box, or header and sidebar items on top of each other, is a layout that breaks with
 * longer words. The build must carry the pseudo-locale: `npm test` builds with PSEUDO_LOCALE=1.
 */
const env = e2eEnvironment();
const ROOT = path.resolve(__dirname, '../..');

/** Texts shown as antd's and dayjs' own: they stay English under the pseudo-locale (only the app's change). */
const LIBRARY_WORDS = /^i18n\.(antd|calendar)\./;

/** English message (whitespace collapsed, lower case) → its ids: the app's texts without placeholders. */
let english = new Map<string, string[]>();

const normal = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s:*.…]+$/, '')
    .toLowerCase();

beforeAll(async () => {
  if (!carriesPseudoLocale(DIST_DIR)) {
    throw new Error(`${DIST_DIR} has no pseudo-locale: build it with "PSEUDO_LOCALE=1 npm run build"`);
  }
  const messages = await englishMessages(ROOT, BROWSER_MESSAGE_SOURCES);
  const library = new Set(
    Object.entries(messages)
      .filter(([id]) => LIBRARY_WORDS.test(id))
      .map(([, text]) => normal(text)),
  );
  english = new Map();
  for (const [id, text] of Object.entries(messages)) {
    if (LIBRARY_WORDS.test(id) || !parse(text).every((element) => element.type === TYPE.literal)) continue;
    const key = normal(text);
    // a word antd also shows (OK, Cancel, No data) may be antd's own English: not the app's to translate
    if (!/[a-z]{2}/.test(key) || library.has(key)) continue;
    english.set(key, [...(english.get(key) ?? []), id]);
  }
});

/** Also busy here: a select still loading its options, and closing animations. */
const STILL_BUSY = `${BUSY}, .anticon-spin, [class*="-leave"]`;

/** What the page shows: visible texts and the texts of labelling attributes, and the layout's breaks. */
interface Seen {
  texts: { text: string; where: string }[];
  breaks: string[];
}

/** Runs in the page: reads the texts and measures the boxes. */
function look(): Seen {
  const describe = (element: Element) => {
    const classes = [...element.classList].filter((name) => !/^css-/.test(name)).slice(0, 3);
    return `${element.tagName.toLowerCase()}${classes.map((name) => `.${name}`).join('')}`;
  };
  const visible = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    element.getClientRects().length > 0;
  const texts: Seen['texts'] = [];
  const breaks: string[] = [];
  const clip = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const measured = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.replace(/\s+/g, ' ').trim();
    const parent = node.parentElement;
    if (!text || !parent || parent.closest('script, style, noscript, svg') || !visible(parent)) continue;
    texts.push({ text, where: describe(parent) });
    // words only: a page number's button is as antd draws it in any language
    if (!/\p{L}/u.test(text)) continue;
    // the box the text is laid out in: its nearest ancestor that is not inline
    let box: Element = parent;
    while (box.parentElement && getComputedStyle(box).display === 'inline') box = box.parentElement;
    // a label kept for screen readers only (1 px, clipped) is not laid out to be seen
    if (measured.has(box) || box.clientWidth < 2 || box.clientHeight < 2) continue;
    measured.add(box);
    const style = getComputedStyle(box);
    if (
      style.textOverflow !== 'ellipsis' &&
      !['auto', 'scroll'].includes(style.overflowX) &&
      box.scrollWidth > box.clientWidth + 1
    ) {
      breaks.push(`"${clip(text)}" overflows ${describe(box)} (${box.scrollWidth} > ${box.clientWidth} px)`);
      continue;
    }
    // cut by an ancestor that hides what is wider than it (partly: a slide wholly out of view is not)
    const range = document.createRange();
    range.selectNodeContents(node);
    // a box that ends its own text with '…' shows what fits: what must not be cut is the box
    const rect =
      style.textOverflow === 'ellipsis' ? box.getBoundingClientRect() : range.getBoundingClientRect();
    if (rect.width === 0) continue;
    // a table cell's text, or a button's in it, past the cell's edge: over the next column, or cut off
    // (a text cut short with an ellipsis, by its box or by the cell, is not)
    const cell = box.closest('td, th');
    const ellipsis = (element: Element | null): boolean =>
      element !== null &&
      (getComputedStyle(element).textOverflow === 'ellipsis' ||
        (element !== cell && ellipsis(element.parentElement)));
    if (cell && !ellipsis(box)) {
      const edge = cell.getBoundingClientRect();
      if (rect.right > edge.right + 1 || rect.left < edge.left - 1) {
        breaks.push(`"${clip(text)}" sticks out of its table cell (${describe(box)})`);
        continue;
      }
    }
    for (let at = box.parentElement; at && at !== document.body; at = at.parentElement) {
      const atStyle = getComputedStyle(at);
      if (atStyle.textOverflow === 'ellipsis' || ['auto', 'scroll'].includes(atStyle.overflowX)) break;
      if (!['hidden', 'clip'].includes(atStyle.overflowX)) continue;
      const outer = at.getBoundingClientRect();
      const partly =
        (rect.right > outer.right + 1 && rect.left < outer.right) ||
        (rect.left < outer.left - 1 && rect.right > outer.left);
      if (partly) breaks.push(`"${clip(text)}" is cut by ${describe(at)} (${describe(box)})`);
      break;
    }
  }
  for (const element of document.querySelectorAll('[placeholder], [title], [aria-label], img[alt]')) {
    // antd's icons name themselves in English ("home", "user"): antd's words, not the app's
    if (element.matches('.anticon') || !visible(element)) continue;
    for (const name of ['placeholder', 'title', 'aria-label', 'alt']) {
      const text = element.getAttribute(name)?.replace(/\s+/g, ' ').trim();
      if (text) texts.push({ text, where: `${describe(element)}[${name}]` });
    }
  }
  if (document.title) texts.push({ text: document.title, where: 'document.title' });

  // header and sidebar: each item whole, inside its bar, none over another
  const bars: [string, string][] = [
    ['header', '.frame-header > *, .frame-header-end > *'],
    ['sidebar', '.frame-sider .frame-logo, .frame-sider .frame-menu-search, .frame-sider .ant-menu-item'],
  ];
  for (const [bar, selector] of bars) {
    const container = document.querySelector(bar === 'header' ? '.frame-header' : '.frame-sider');
    if (!container || !visible(container)) continue;
    const outer = container.getBoundingClientRect();
    // the sidebar folded away (768 px and below) holds nothing to see
    if (outer.width < 2) continue;
    const items = [...document.querySelectorAll(selector)]
      .filter((item) => visible(item) && !item.classList.contains('frame-header-end'))
      .map((item) => ({ item, rect: item.getBoundingClientRect() }));
    for (const { item, rect } of items) {
      if (rect.right > outer.right + 1 || rect.left < outer.left - 1)
        breaks.push(`${bar}: ${describe(item)} sticks out of the ${bar}`);
    }
    for (let i = 0; i < items.length; i++) {
      for (let j = i + 1; j < items.length; j++) {
        const [a, b] = [items[i]!, items[j]!];
        if (a.item.contains(b.item) || b.item.contains(a.item)) continue;
        const overlapX = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const overlapY = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (overlapX > 1 && overlapY > 1)
          breaks.push(`${bar}: ${describe(a.item)} and ${describe(b.item)} overlap`);
      }
    }
  }
  return { texts, breaks };
}

/** The English texts and the layout's breaks on what the page shows now, at both widths. */
async function findings(page: Page, screen: string): Promise<string[]> {
  const found = new Set<string>();
  for (const [width, viewport] of [
    ['1366', DESK_VIEWPORT],
    ['768', NARROW_VIEWPORT],
  ] as const) {
    await page.setViewportSize(viewport);
    await settled(page, STILL_BUSY);
    const seen = await page.evaluate(look);
    for (const { text, where } of seen.texts) {
      const ids = english.get(normal(text));
      if (ids) found.add(`${screen}: English "${text}" in ${where} (${ids.join(', ')})`);
    }
    for (const problem of seen.breaks) found.add(`${screen} @${width}: ${problem}`);
  }
  return [...found];
}

const idOf = (email: string) => userIdOf(env.server.db, email);

/** Walks `paths` in one page, each at both widths. */
async function walk(page: Page, paths: readonly string[], go: (to: string) => Promise<void>) {
  const found: string[] = [];
  for (const to of paths) {
    await go(to);
    found.push(...(await findings(page, to)));
  }
  await page.context().close();
  return found;
}

/** The screens a guest sees, in the pseudo-locale from the first script on. */
async function walkPublic(): Promise<string[]> {
  const context = await env.browser.newContext({ viewport: DESK_VIEWPORT });
  await context.addInitScript((code) => localStorage.setItem('language', code), PSEUDO_LOCALE);
  const page = await context.newPage();
  await watchPage(page);
  const paths = [
    '/login',
    '/register',
    '/reset-password',
    '/verify-otp',
    '/confirm-otp',
    '/unauthorised',
    '/board',
  ];
  return walk(page, paths, async (to) => {
    await page.goto(`${env.server.baseUrl}${to}`);
    await page.locator('body :is(main, form, h1, h2)').first().waitFor();
  });
}

/**
 * One role's screens: its menu, the header's profile and notifications, and `extra` (screens reached
 * from a row or a link). Signed in in English (the helper knows the English form), then the same
 * session drawn again in the pseudo-locale, and moved from screen to screen as the app's links do.
 */
async function walkRole(email: string, role: Role, extra: () => Promise<string[]>): Promise<string[]> {
  const context = await env.browser.newContext({ viewport: DESK_VIEWPORT });
  const page = await context.newPage();
  await watchPage(page);
  await signIn(page, env.server.baseUrl, email);
  await page.waitForURL(`${env.server.baseUrl}${ROLE_HOME[role]}`);
  await page.evaluate((code) => localStorage.setItem('language', code), PSEUDO_LOCALE);
  await page.reload();
  await page.locator('.frame-header').waitFor();
  const menu = menuFor(role, await idOf(email)).map((entry) => entry.path);
  const paths = [...new Set([...menu, '/profile', '/notifications', ...(await extra())])];
  return walk(page, paths, async (to) => {
    await page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, to);
    await page.waitForURL(`${env.server.baseUrl}${to}`);
    await page.locator('main').waitFor();
  });
}

const patientId = () => idOf('patient1@clinicbook.local');

/** Every walk, longest first: two at a time, as much of each one's time is spent waiting for a quiet page. */
const WALKS: [string, () => Promise<string[]>][] = [
  [
    'admin',
    () =>
      walkRole('admin@clinicbook.local', 'admin', async () => [
        '/admin/profile',
        `/admin/patients/${await patientId()}/book`,
      ]),
  ],
  [
    'staff',
    () =>
      walkRole('staff@clinicbook.local', 'staff', async () => [
        '/staff/adminlist',
        `/staff/patients/${await patientId()}/book`,
      ]),
  ],
  ['doctor', () => walkRole('doctor1@clinicbook.local', 'doctor', async () => ['/doctor/reviews'])],
  [
    'patient',
    () =>
      walkRole('patient1@clinicbook.local', 'user', async () => {
        const doctor = await env.server.db
          .selectFrom('doctors as d')
          .innerJoin('users as u', 'u.id', 'd.user_id')
          .select('d.id')
          .where('u.email', '=', 'doctor1@clinicbook.local')
          .executeTakeFirstOrThrow();
        return [`/book-appointment/${doctor.id}`];
      }),
  ],
  ['public', walkPublic],
  ['regDoctor', () => walkRole('regdoctor@clinicbook.local', 'regDoctor', async () => [])],
];

type Outcome = { found: string[] } | { error: unknown };
const outcomes = new Map<string, Promise<Outcome>>();

beforeAll(() => {
  const queue = [...WALKS];
  const settle = new Map<string, (outcome: Outcome) => void>();
  for (const [name] of WALKS) outcomes.set(name, new Promise((resolve) => settle.set(name, resolve)));
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [name, run] = next;
      settle.get(name)!(
        await run().then(
          (found) => ({ found }),
          (error: unknown) => ({ error }),
        ),
      );
    }
  };
  void Promise.all([worker(), worker()]);
});

/** What the walk named `name` found; its error, when it could not finish. */
async function walked(name: string): Promise<string[]> {
  const outcome = await outcomes.get(name)!;
  if ('error' in outcome) throw outcome.error;
  return outcome.found;
}

// each waits for its walk, which may have started while another test's was still running
const WAIT = 240_000;

test(
  'an administrator: every screen in the pseudo-locale, at 1366 and 768 px',
  async () => {
    expect(await walked('admin')).toEqual([]);
  },
  WAIT,
);

test(
  'front-desk staff: every screen in the pseudo-locale, at 1366 and 768 px',
  async () => {
    expect(await walked('staff')).toEqual([]);
  },
  WAIT,
);

test(
  'a doctor: every screen in the pseudo-locale, at 1366 and 768 px',
  async () => {
    expect(await walked('doctor')).toEqual([]);
  },
  WAIT,
);

test(
  'a patient: every screen in the pseudo-locale, at 1366 and 768 px',
  async () => {
    expect(await walked('patient')).toEqual([]);
  },
  WAIT,
);

test(
  'the public screens in the pseudo-locale, at 1366 and 768 px',
  async () => {
    expect(await walked('public')).toEqual([]);
  },
  WAIT,
);

test(
  'a doctor applicant: every screen in the pseudo-locale, at 1366 and 768 px',
  async () => {
    expect(await walked('regDoctor')).toEqual([]);
  },
  WAIT,
);
