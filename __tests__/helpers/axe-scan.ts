import fs from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';
import { settled } from './page-settled';

/**
 * axe-core's serious and critical findings on the screen a page shows: for the accessibility walk
 * and the layout walk, which runs it on every screen in English at the desk's width.
 */
// Evaluated through the DevTools protocol, which the page's CSP (script-src 'self') does not govern.
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const BLOCKING = ['serious', 'critical'];

/** The page has its data and has drawn it, parts below the fold included (page-settled.ts). */
async function settledWhole(page: Page) {
  // parts below the fold load as they come into view: bring them in so they are checked too
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await settled(page);
  await page.waitForFunction(() => document.querySelector('main') !== null);
}

/** axe's serious and critical violations on what the page shows now, one line per rule. */
export async function blockingViolations(page: Page, screen: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  let results: { violations: AxeResults['violations']; changed: boolean };
  // axe reads the page over a second or more: a page that changed meanwhile (a list polled again,
  // a button enabled as figures arrive) was seen half old, half new, so what it found there is
  // looked for again
  for (let attempt = 1; ; attempt++) {
    await settledWhole(page);
    results = await page.evaluate(async () => {
      let changed = false;
      const observer = new MutationObserver(() => (changed = true));
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
      const { violations } = await (
        window as unknown as { axe: { run: (options: object) => Promise<AxeResults> } }
      ).axe.run({ resultTypes: ['violations'] });
      observer.disconnect();
      return { violations, changed };
    });
    const blocking = results.violations.some((rule) => BLOCKING.includes(rule.impact ?? ''));
    if (!blocking || !results.changed || attempt === 3) break;
  }
  return results.violations
    .filter((rule) => BLOCKING.includes(rule.impact ?? ''))
    .map((rule) => {
      const where = rule.nodes.slice(0, 3).map((node) => node.target.join(' '));
      const first = `${rule.nodes[0]?.html.slice(0, 120)} ${rule.nodes[0]?.failureSummary?.slice(0, 200)}`;
      return `${screen}: ${rule.id} (${rule.impact}) ${rule.help} at ${where.join(' | ')}: ${first}`;
    });
}
