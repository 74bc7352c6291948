import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import webpack, { type Configuration } from 'webpack';
import { gzipBytes, LOGIN_LIMIT, ROUTE_LIMIT } from './bundle';
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

/**
 * The least the design card's libraries weigh: bare pages (bench/floor/) built with the app's own
 * config, holding nothing of ours but what the page needs. Set beside the bundle targets, they show
 * how much of each budget is left for the product once React DOM, RTK Query, the router and antd are in.
 */
export async function floorRows(): Promise<Row[]> {
  const probes: Array<[string, string, number]> = [
    [
      'a bare sign-in page (React DOM, RTK Query, router, antd Form, Input, Button, toasts)',
      'login.tsx',
      LOGIN_LIMIT,
    ],
    ['a bare list page (the same, with antd Layout, Menu, Table, Tag, search box)', 'table.tsx', ROUTE_LIMIT],
  ];
  const rows: Row[] = [];
  for (const [name, file, limit] of probes) {
    const bytes = await probeBytes(path.join(import.meta.dirname, 'floor', file));
    rows.push({
      name: `Design-card floor: ${name} (gzip)`,
      value:
        bytes > limit
          ? `${kb(bytes)}: ${kb(bytes - limit)} over the ${kb(limit)} budget before any of the product`
          : `${kb(bytes)}: ${kb(limit - bytes)} of the ${kb(limit)} budget left for the product`,
      target: '—',
      pass: null,
    });
  }
  return rows;
}
