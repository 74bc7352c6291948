import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import webpack, { type Configuration } from 'webpack';
import { LOGIN_FLOOR_RATIO, ROUTE_FLOOR_RATIO, type Floor } from './bundle';
import { gzipBytes } from './route-assets';
import { kb, type Row } from './setup';

const require = createRequire(import.meta.url);
const appConfig = require('../webpack.config.js') as (env: unknown, argv: { mode: string }) => Configuration;

/** Builds one probe page with the app's own production config; the gzip bytes of all its JS and CSS. */
async function probeBytes(entry: string): Promise<number> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'clinicbook-floor-'));
  const config = { ...appConfig({}, { mode: 'production' }), entry, output: { path: out, publicPath: '/' } };
  try {
    await new Promise<void>((resolve, reject) =>
      webpack(config, (err, stats) => {
        if (err || stats?.hasErrors()) reject(err ?? new Error(stats?.toString('errors-only')));
        else resolve();
      }),
    );
    const assets = fs
      .readdirSync(out, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(js|css)$/.test(f));
    return assets.reduce((sum, asset) => sum + gzipBytes(out, asset), 0);
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

let measured: Promise<Floor> | undefined;

/**
 * The least the design card's libraries weigh: bare pages (bench/floor/) built with the app's own
 * config, holding nothing of ours but what the page needs. Built once per run, for the floor rows and
 * for the bundle rows' budgets alike.
 */
export function measureFloor(): Promise<Floor> {
  measured ??= (async () => {
    const probe = (file: string) => probeBytes(path.join(import.meta.dirname, 'floor', file));
    return { signIn: await probe('login.tsx'), listPage: await probe('table.tsx') };
  })();
  return measured;
}

/** The floor itself, and the budgets it sets for the bundle rows. */
export async function floorRows(): Promise<Row[]> {
  const floor = await measureFloor();
  const probes: Array<[string, number, number]> = [
    [
      'a bare sign-in page (React DOM, RTK Query, router, antd Form, Input, Button, toasts)',
      floor.signIn,
      LOGIN_FLOOR_RATIO,
    ],
    [
      'a bare list page (the same, with antd Layout, Menu, Table, Tag, search box)',
      floor.listPage,
      ROUTE_FLOOR_RATIO,
    ],
  ];
  return probes.map(([name, bytes, ratio]) => ({
    name: `Design-card floor: ${name} (gzip)`,
    value: `${kb(bytes)}; budget ${ratio.toFixed(2)} × floor = ${kb(bytes * ratio)}`,
    target: '—',
    pass: null,
  }));
}
