import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { signIn, userIdOf } from './e2e';
import { AFTER_NAVIGATION_MS, AFTER_RESIZE_MS, BUSY, settled, watchPage } from './page-settled';
import { menuFor } from '../../src/client/layout/menus';
import { ROLE_HOME, type Role } from '../../src/shared/roles';

/**
 * The walks that look at every screen of every role in a language and at a width, and measure what
 * they show (pseudo-locale.test.ts, layout-languages.test.ts). A helper, not a test: it reads and
 * measures; the walks assert what it found.
 */

/** Also busy here: a select still loading its options, and closing animations. */
const STILL_BUSY = `${BUSY}, .anticon-spin, [class*="-leave"]`;

export const WIDTHS = {
  '1366': { width: 1366, height: 768 },
  '768': { width: 768, height: 1024 },
  '412': { width: 412, height: 915 },
} as const;
export type Width = keyof typeof WIDTHS;

/** What the page shows: visible texts and the texts of labelling attributes, and the layout's breaks. */
export interface Seen {
  texts: { text: string; where: string }[];
  breaks: string[];
}

/**
 * Runs in the page: reads the texts and measures the boxes. A break is a text wider than its box, a
 * text past its table cell's edge or cut by an ancestor, a word broken across lines, a table cell's
 * text that no sideways scroll brings out from under a sticky column, and header or sidebar items out
 * of their bar or over each other.
 */
function look({ wordsWhole }: { wordsWhole: boolean }): Seen {
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
  const ellipsisUpTo = (element: Element | null, stop: Element | null): boolean =>
    element !== null &&
    (getComputedStyle(element).textOverflow === 'ellipsis' ||
      (element !== stop && ellipsisUpTo(element.parentElement, stop)));

  /** Lines a range is laid out on: rects on different lines do not share any height. */
  const lineCount = (range: Range) => {
    const tops: { top: number; bottom: number }[] = [];
    for (const rect of range.getClientRects()) {
      if (rect.width < 1 || rect.height < 1) continue;
      if (!tops.some((line) => rect.top < line.bottom - 1 && rect.bottom > line.top + 1))
        tops.push({ top: rect.top, bottom: rect.bottom });
    }
    return tops.length;
  };

  /**
   * The words of a text node that its box lays out over two lines or more. A word is what lies between
   * spaces; prose may still break after a hyphen between letters ("follow-" / "up"), as print does,
   * but never inside a number, a date or an address.
   */
  const brokenWords = (node: Text) => {
    const broken: string[] = [];
    const range = document.createRange();
    // a text laid out on one line breaks no word: measured once, not word by word
    range.selectNodeContents(node);
    if (lineCount(range) <= 1) return broken;
    for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
      let at = match.index;
      for (const piece of match[0].split(/(?<=\p{L}-)(?=\p{L})/u)) {
        range.setStart(node, at);
        range.setEnd(node, at + piece.length);
        at += piece.length;
        if (lineCount(range) > 1) broken.push(match[0]);
      }
    }
    return broken;
  };

  /** Table cells' texts, each with the rectangle that must be seen whole to read it. */
  const cellTexts: { text: string; cell: Element; where: string; rect: () => DOMRect }[] = [];

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const measured = new Set<Element>();
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
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
    if (box.clientWidth < 2 || box.clientHeight < 2) continue;
    for (const word of wordsWhole ? brokenWords(node) : [])
      breaks.push(`"${clip(word)}" is broken across lines in ${describe(box)} ("${clip(text)}")`);
    if (measured.has(box)) continue;
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
    const rectOf = () =>
      style.textOverflow === 'ellipsis' ? box.getBoundingClientRect() : range.getBoundingClientRect();
    const rect = rectOf();
    if (rect.width === 0) continue;
    // a table cell's text, or a button's in it, past the cell's edge: over the next column, or cut off
    // (a text cut short with an ellipsis, by its box or by the cell, is not)
    const cell = box.closest('td, th');
    if (cell) {
      const cellBox = cell.getBoundingClientRect();
      if (!ellipsisUpTo(box, cell) && (rect.right > cellBox.right + 1 || rect.left < cellBox.left - 1)) {
        breaks.push(`"${clip(text)}" sticks out of its table cell (${describe(box)})`);
        continue;
      }
      if (getComputedStyle(cell).position !== 'sticky')
        cellTexts.push({ text, cell, where: describe(box), rect: rectOf });
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

  // a table that scrolls sideways under sticky columns: each cell's text must be seen whole, clear
  // of every sticky cell and inside the scroller, at one scroll position at least
  for (const table of document.querySelectorAll('.ant-table')) {
    const inTable = cellTexts.filter((entry) => table.contains(entry.cell));
    if (inTable.length === 0) continue;
    const scrollers = [...table.querySelectorAll('.ant-table-content, .ant-table-body, .ant-table-header')];
    const main =
      scrollers.find((scroller) => scroller.scrollWidth > scroller.clientWidth + 1) ?? scrollers[0];
    if (!main) continue;
    // the columns fixed to an edge: a row's sticky cells cover that row's others
    const stickyOf = (cell: Element) =>
      [...(cell.parentElement?.children ?? [])].filter(
        (other) => other !== cell && getComputedStyle(other).position === 'sticky' && visible(other),
      );
    const span = main.scrollWidth - main.clientWidth;
    const rtl = getComputedStyle(main).direction === 'rtl';
    const step = Math.max(40, main.clientWidth / 3);
    const start = main.scrollLeft;
    const unseen = new Set(inTable);
    for (let offset = 0; unseen.size > 0; offset = Math.min(span, offset + step)) {
      for (const scroller of scrollers) scroller.scrollLeft = rtl ? -offset : offset;
      const frame = main.getBoundingClientRect();
      for (const entry of unseen) {
        const rect = entry.rect();
        const inside = rect.left >= frame.left - 1 && rect.right <= frame.right + 1;
        const covers = stickyOf(entry.cell).map((cell) => cell.getBoundingClientRect());
        const clear = covers.every(
          (cover) =>
            cover.bottom <= rect.top + 1 ||
            cover.top >= rect.bottom - 1 ||
            cover.right <= rect.left + 1 ||
            cover.left >= rect.right - 1,
        );
        if (inside && clear) unseen.delete(entry);
      }
      if (offset >= span) break;
    }
    for (const scroller of scrollers) scroller.scrollLeft = start;
    for (const entry of unseen)
      breaks.push(`"${clip(entry.text)}" in a table cell is never seen whole (${entry.where})`);
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
      // a card the header holds but places over the page (the unseen notifications' pop-up) is not in the bar
      .filter(
        (item) =>
          visible(item) &&
          !item.classList.contains('frame-header-end') &&
          getComputedStyle(item).position !== 'fixed',
      )
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

/** One screen as seen in one language at one width, with what the walk's own scan found there. */
export interface Look {
  screen: string;
  language: string;
  width: Width;
  seen: Seen;
  scanned: string[];
}

/** A further check the walk runs on each screen in one language at one width (axe, say). */
export interface Scan {
  language: string;
  width: Width;
  run: (page: Page, screen: string) => Promise<string[]>;
}

/** Where a walk goes, in which languages and at which widths. */
export interface Walk {
  browser: Browser;
  baseUrl: string;
  languages: readonly string[];
  widths: readonly Width[];
  scan?: Scan;
  /**
   * Whether a word broken across lines is a break (the default). The pseudo-locale doubles its
   * vowels and brackets each text, making words longer than any language's: there the walk looks for
   * overflow and English left behind, and words are judged in the real languages.
   */
  wordsWhole?: boolean;
}

/** With WALK_SHOTS_DIR set, each screen a walk looks at is also saved there, for a person to look at. */
const WALK_SHOTS_DIR = process.env.WALK_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  fs.mkdirSync(WALK_SHOTS_DIR!, { recursive: true });
  await page.screenshot({ path: path.join(WALK_SHOTS_DIR!, `${name}.png`), animations: 'disabled' });
}

/** Looks at the screen the page shows now at each width of the walk, scanning it where asked. */
async function lookAtWidths(page: Page, at: { who: string; screen: string; language: string }, walkTo: Walk) {
  const { screen, language } = at;
  const looks: Look[] = [];
  for (const [index, width] of walkTo.widths.entries()) {
    await page.setViewportSize(WIDTHS[width]);
    await settled(page, STILL_BUSY, index === 0 ? AFTER_NAVIGATION_MS : AFTER_RESIZE_MS);
    const seen = await page.evaluate(look, { wordsWhole: walkTo.wordsWhole ?? true });
    if (WALK_SHOTS_DIR) await shoot(page, `${at.who}-${language}-${width}${screen.replaceAll('/', '_')}`);
    const { scan } = walkTo;
    const scanned =
      scan && scan.language === language && scan.width === width ? await scan.run(page, screen) : [];
    looks.push({ screen, language, width, seen, scanned });
  }
  return looks;
}

/** Walks `paths` in one page, in each language (set, then the app drawn again) and at each width. */
async function walk(
  page: Page,
  walkTo: Walk & { who: string; paths: readonly string[] },
  go: (to: string) => Promise<void>,
): Promise<Look[]> {
  const looks: Look[] = [];
  for (const language of walkTo.languages) {
    await page.evaluate((code) => localStorage.setItem('language', code), language);
    for (const to of walkTo.paths) {
      await go(to);
      looks.push(...(await lookAtWidths(page, { who: walkTo.who, screen: to, language }, walkTo)));
    }
  }
  await page.context().close();
  return looks;
}

/** The screens a guest sees, each loaded in the language from the first script on. */
export async function walkPublic(walkTo: Walk): Promise<Look[]> {
  const context = await walkTo.browser.newContext({ viewport: WIDTHS['1366'] });
  const page = await context.newPage();
  await watchPage(page);
  await page.goto(`${walkTo.baseUrl}/unauthorised`);
  const paths = [
    '/login',
    '/register',
    '/reset-password',
    '/verify-otp',
    '/confirm-otp',
    '/unauthorised',
    '/board',
  ];
  return walk(page, { ...walkTo, who: 'public', paths }, async (to) => {
    await page.goto(`${walkTo.baseUrl}${to}`);
    await page.locator('body :is(main, form, h1, h2)').first().waitFor();
  });
}

/** A role to walk: who signs in, and the screens reached from a row or a link beside the menu's. */
export interface RoleWalk {
  email: string;
  role: Role;
  extra: () => Promise<string[]>;
}

/**
 * One role's screens: its menu, the header's profile and notifications, and the extra ones. Signed in
 * in English (the helper knows the English form), then the same session drawn again in each language
 * and moved from screen to screen as the app's links do.
 */
export async function walkRole(
  walkTo: Walk & { db: Parameters<typeof userIdOf>[0] },
  { email, role, extra }: RoleWalk,
): Promise<Look[]> {
  const context = await walkTo.browser.newContext({ viewport: WIDTHS['1366'] });
  const page = await context.newPage();
  await watchPage(page);
  await signIn(page, walkTo.baseUrl, email);
  await page.waitForURL(`${walkTo.baseUrl}${ROLE_HOME[role]}`);
  const menu = menuFor(role, await userIdOf(walkTo.db, email)).map((entry) => entry.path);
  const paths = [...new Set([...menu, '/profile', '/notifications', ...(await extra())])];
  let drawnIn = '';
  return walk(page, { ...walkTo, who: role, paths }, async (to) => {
    const language = await page.evaluate(() => localStorage.getItem('language') ?? '');
    if (language !== drawnIn) {
      await page.reload();
      await page.locator('.frame-header').waitFor();
      drawnIn = language;
    }
    await page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, to);
    await page.waitForURL(`${walkTo.baseUrl}${to}`);
    await page.locator('main').waitFor();
  });
}

/**
 * Runs the named walks two at a time (much of each one's time is spent waiting for a quiet page),
 * in the order given, and hands back what each found once it has: its looks, or its error.
 */
export function walkTwoAtATime(walks: readonly [string, () => Promise<Look[]>][]) {
  type Outcome = { looks: Look[] } | { error: unknown };
  const outcomes = new Map<string, Promise<Outcome>>();
  const settle = new Map<string, (outcome: Outcome) => void>();
  for (const [name] of walks) outcomes.set(name, new Promise((resolve) => settle.set(name, resolve)));
  const queue = [...walks];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [name, run] = next;
      settle.get(name)!(
        await run().then(
          (looks) => ({ looks }),
          (error: unknown) => ({ error }),
        ),
      );
    }
  };
  void Promise.all([worker(), worker()]);
  return async (name: string): Promise<Look[]> => {
    const outcome = await outcomes.get(name)!;
    if ('error' in outcome) throw outcome.error;
    return outcome.looks;
  };
}

/** Each break a look found and each finding of its scan, once, named by screen, language and width. */
export const breaksIn = (looks: readonly Look[]) => [
  ...new Set(
    looks.flatMap(({ screen, language, width, seen, scanned }) =>
      [...seen.breaks, ...scanned].map((problem) => `${screen} [${language} @${width}]: ${problem}`),
    ),
  ),
];

/** The demo's roles with the screens each reaches beyond its menu, longest walk first. */
export function demoRoleWalks(db: Parameters<typeof userIdOf>[0]): Record<string, RoleWalk> {
  const patientId = () => userIdOf(db, 'patient1@clinicbook.local');
  return {
    admin: {
      email: 'admin@clinicbook.local',
      role: 'admin',
      extra: async () => ['/admin/profile', `/admin/patients/${await patientId()}/book`],
    },
    staff: {
      email: 'staff@clinicbook.local',
      role: 'staff',
      extra: async () => ['/staff/adminlist', `/staff/patients/${await patientId()}/book`],
    },
    doctor: {
      email: 'doctor1@clinicbook.local',
      role: 'doctor',
      // a patient's record opened from the doctor's appointments: one of theirs, so no reason is asked
      extra: async () => {
        const visit = await db
          .selectFrom('appointments as a')
          .innerJoin('doctors as d', 'd.id', 'a.doctor_id')
          .innerJoin('users as u', 'u.id', 'd.user_id')
          .select('a.user_id')
          .where('u.email', '=', 'doctor1@clinicbook.local')
          .orderBy('a.created_at')
          .executeTakeFirstOrThrow();
        return ['/doctor/reviews', `/doctor/patients/${visit.user_id}`];
      },
    },
    patient: {
      email: 'patient1@clinicbook.local',
      role: 'user',
      extra: async () => {
        const doctor = await db
          .selectFrom('doctors as d')
          .innerJoin('users as u', 'u.id', 'd.user_id')
          .select('d.id')
          .where('u.email', '=', 'doctor1@clinicbook.local')
          .executeTakeFirstOrThrow();
        return [`/book-appointment/${doctor.id}`];
      },
    },
    regDoctor: { email: 'regdoctor@clinicbook.local', role: 'regDoctor', extra: async () => [] },
  };
}
