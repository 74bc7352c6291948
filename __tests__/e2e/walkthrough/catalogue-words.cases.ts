import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { apiToken, DESK_VIEWPORT, NARROW_VIEWPORT } from '../../helpers/e2e';
import { settled, watchPage } from '../../helpers/page-settled';
import { env } from './environment';

/**
 * Longer languages' words on the screens people use most, in Hausa at the desk's width and at 768 px:
 * a table's header wraps between words only, never inside one ('Matsa' / 'yi'), and a date stays on
 * one line ('07-' / '12-2026' is no date).
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/e2e-shots';

interface Broken {
  headers: string[];
  dates: string[];
}

/** Runs in the page: the header words drawn on two lines, and the dates drawn on two lines. */
function brokenWords(): Broken {
  const linesOf = (node: Node, from: number, to: number) => {
    const range = document.createRange();
    range.setStart(node, from);
    range.setEnd(node, to);
    const tops = [...range.getClientRects()]
      .filter((rect) => rect.width > 0)
      .map((rect) => Math.round(rect.top));
    return new Set(tops).size;
  };
  const textNodes = (root: Element) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    return nodes.filter((node) => node.parentElement?.checkVisibility());
  };
  const headers: string[] = [];
  for (const th of document.querySelectorAll('.ant-table-thead th')) {
    for (const node of textNodes(th)) {
      for (const word of node.data.matchAll(/\S+/g)) {
        if (linesOf(node, word.index, word.index + word[0].length) > 1) headers.push(word[0]);
      }
    }
  }
  const dates: string[] = [];
  for (const node of textNodes(document.body)) {
    for (const date of node.data.matchAll(/\d{2}-\d{2}-\d{4}/g)) {
      if (linesOf(node, date.index, date.index + date[0].length) > 1) dates.push(date[0]);
    }
  }
  return { headers, dates };
}

/** A screen and what shows it has drawn its data: a table's rows, or cards. */
type Screen = [route: string, drawn: string];

/** Each screen in Hausa at 1366 and 768 px, signed in as `email`: what broke where. */
async function walk(email: string, screens: Screen[]) {
  const token = await apiToken(env.server.baseUrl, email);
  const context = await env.browser.newContext({ viewport: DESK_VIEWPORT });
  const page: Page = await context.newPage();
  await page.addInitScript((stored) => {
    localStorage.setItem('language', 'ha');
    localStorage.setItem('token', stored);
  }, token);
  await watchPage(page);
  const found: string[] = [];
  for (const [route, drawn] of screens) {
    await page.goto(`${env.server.baseUrl}${route}`);
    await page.waitForFunction(() => document.documentElement.lang === 'ha');
    await page.locator(drawn).first().waitFor();
    for (const [width, viewport] of [
      ['1366', DESK_VIEWPORT],
      ['768', NARROW_VIEWPORT],
    ] as const) {
      await page.setViewportSize(viewport);
      await settled(page);
      fs.mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS, `ha${route.replace(/\W+/g, '-')}-${width}.png`) });
      const { headers, dates } = await page.evaluate(brokenWords);
      found.push(...headers.map((word) => `${route} at ${width}: header word "${word}" broken`));
      found.push(...dates.map((date) => `${route} at ${width}: date ${date} broken`));
    }
  }
  await context.close();
  return found;
}

test('in Hausa no table header breaks inside a word and no date breaks across lines (patient screens)', async () => {
  expect(
    await walk('patient2@clinicbook.local', [
      ['/', '[role="article"]'],
      ['/appointments', '.ant-table-row'],
    ]),
  ).toEqual([]);
});

test('in Hausa no table header breaks inside a word and no date breaks across lines (the clinic’s desks)', async () => {
  expect(
    await walk('admin@clinicbook.local', [
      ['/admin/home', '.ant-table-row'],
      ['/admin/appointments-admin', '.ant-table-row'],
      ['/admin/doctorslist', '.ant-table-row'],
      ['/admin/doctorslots-status', '.ant-card'],
    ]),
  ).toEqual([]);
});
