import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { firstRender, median, watchFirstRow, type SignedIn } from '../browser';
import { approveToRow, type Timed } from './approve';

const DESK = '/admin/appointments-admin';
const SEARCH = 'input[placeholder="Search patient..."]';

/** One search: from the last keydown to the list request's start, to its answer's end, and to the rows. */
interface Keystroke {
  sent: number;
  answered: number;
  rows: number;
}

export interface DeskFigures {
  /** Navigation start → first table row, median of 3 loads. */
  pageReady: number;
  /** Last keystroke of a name part → the rows all show it (median, and worst, of the terms typed). */
  keystroke: { median: number; worst: number };
  /** Last keystroke → the search request sent, and → its answer received (medians). */
  search: { sent: number; answered: number };
  /** OK in 'Approve Appointment' → the row's badge reads Approved (median and worst of 3). */
  approve: { median: number; worst: number };
}

const spread = (values: number[]) => ({ median: median(values), worst: Math.max(...values) });

/**
 * Types `term` into the patient search and resolves to the milliseconds from its last keydown to
 * the frame that first shows rows which all contain it (the search is debounced, then asked of the
 * server; the previous rows stay until the answer arrives).
 */
async function keystrokeToRows(page: Page, baseUrl: string, term: string): Promise<Keystroke> {
  await page.goto(baseUrl + DESK);
  await page.locator('.ant-table-row').first().waitFor({ timeout: 60_000 });
  await page.locator(SEARCH).click();
  await page.evaluate(
    ({ term, search }) => {
      const input = document.querySelector(search) as HTMLInputElement;
      const w = window as Timed;
      let lastKey = 0;
      input.addEventListener('keydown', (event) => (lastKey = w.__lastKey = event.timeStamp));
      w.__timed = new Promise((resolve, reject) => {
        setTimeout(() => reject(new Error('no rows showing the search term within 30 s')), 30_000);
        const observer = new MutationObserver(() => {
          const rows = [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')];
          const shown =
            input.value.toLowerCase() === term &&
            rows.length > 0 &&
            rows.every((row) => (row.textContent ?? '').toLowerCase().includes(term));
          if (!lastKey || !shown) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - lastKey));
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
    },
    { term, search: SEARCH },
  );
  await page.keyboard.type(term);
  const rows = await page.evaluate(() => (window as Timed).__timed as Promise<number>);
  const request = await page.evaluate((term) => {
    const lastKey = (window as Timed).__lastKey ?? 0;
    const asked = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('get-all-appointments') && e.name.includes(`search=${term}`))
      .pop() as PerformanceResourceTiming | undefined;
    return { sent: (asked?.startTime ?? NaN) - lastKey, answered: (asked?.responseEnd ?? NaN) - lastKey };
  }, term);
  return { ...request, rows };
}

/**
 * The admin appointments desk in Chromium, signed in as the bench admin: page ready, search
 * keystrokes (one per term) and three approvals.
 */
export async function deskFigures(
  browser: Browser,
  baseUrl: string,
  admin: SignedIn,
  terms: string[],
): Promise<DeskFigures> {
  const context = await browser.newContext({ storageState: admin, viewport: { width: 1366, height: 768 } });
  await context.addInitScript(watchFirstRow);
  const page = await context.newPage();
  /** Runs one step; a failure names the step and leaves a screenshot of the page to look at. */
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      const shot = path.join(os.tmpdir(), `clinicbook-scale-${name.replace(/\W+/g, '-')}.png`);
      await page.screenshot({ path: shot }).catch(() => undefined);
      const lines = (err as Error).message.split('\n');
      const waited = lines.find((line) => line.includes('waiting for'))?.trim() ?? '';
      throw new Error(`${name}: ${lines[0]} ${waited} (screenshot ${shot})`, {
        cause: err,
      });
    }
  };
  try {
    const loads: number[] = [];
    for (let run = 0; run < 3; run++) {
      loads.push(
        await step(`load ${run + 1}`, async () => (await firstRender(page, baseUrl + DESK)).fromNavigation),
      );
    }
    const keystrokes: Keystroke[] = [];
    for (const term of terms) {
      keystrokes.push(await step(`search '${term}'`, () => keystrokeToRows(page, baseUrl, term)));
    }
    await page.goto(baseUrl + DESK);
    await page.locator('.ant-table-row').first().waitFor({ timeout: 60_000 });
    const approvals: number[] = [];
    for (let run = 0; run < 3; run++)
      approvals.push(await step(`approval ${run + 1}`, () => approveToRow(page)));
    return {
      pageReady: median(loads),
      keystroke: spread(keystrokes.map((k) => k.rows)),
      search: {
        sent: median(keystrokes.map((k) => k.sent)),
        answered: median(keystrokes.map((k) => k.answered)),
      },
      approve: spread(approvals),
    };
  } finally {
    await context.close();
  }
}
