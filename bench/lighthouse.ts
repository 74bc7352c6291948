import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { chromium } from 'playwright-core';
import type { SignedIn } from './browser';
import type { Row } from './setup';

const SCORE_TARGET = 95;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Lighthouse's desktop performance score of a page, in Debian's Chromium. Lighthouse drives a tab of
 * the browser's default profile, so a signed-in page gets the session's localStorage there first.
 */
async function score(url: string, state?: SignedIn): Promise<{ score: number; detail: string }> {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'clinicbook-lh-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`, '--no-first-run'],
  });
  try {
    const origin = state?.origins[0];
    if (origin) {
      const page = await context.newPage();
      await page.goto(`${origin.origin}/login`);
      await page.evaluate(
        (items) => items.forEach((i) => localStorage.setItem(i.name, i.value)),
        origin.localStorage,
      );
      await page.close();
    }
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
      desktopConfig,
    );
    const lhr = result?.lhr;
    if (process.env.BENCH_LHR_DIR)
      fs.writeFileSync(
        path.join(process.env.BENCH_LHR_DIR, `${new URL(url).pathname.replace(/\W/g, '_')}.json`),
        JSON.stringify(lhr),
      );
    const metric = (id: string) => lhr?.audits[id]?.displayValue ?? '?';
    return {
      score: Math.round((lhr?.categories.performance.score ?? 0) * 100),
      detail: `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`,
    };
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

/** Lighthouse desktop performance of /login and of the signed-in patient home. */
export async function lighthouseRows(baseUrl: string, patient: SignedIn): Promise<Row[]> {
  const pages: Array<[string, string, SignedIn | undefined]> = [
    ['/login', `${baseUrl}/login`, undefined],
    ['patient home /', `${baseUrl}/`, patient],
  ];
  const rows: Row[] = [];
  for (const [name, url, state] of pages) {
    try {
      const result = await score(url, state);
      rows.push({
        name: `Lighthouse desktop performance ${name}`,
        value: `${result.score} (${result.detail})`,
        target: `≥ ${SCORE_TARGET}`,
        pass: result.score >= SCORE_TARGET,
      });
    } catch (err) {
      rows.push({
        name: `Lighthouse desktop performance ${name}`,
        value: `not produced: ${(err as Error).message.split('\n')[0]}`,
        target: `≥ ${SCORE_TARGET}`,
        pass: false,
      });
    }
  }
  return rows;
}
