import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILD_STAMP } from '../../scripts/build-staleness';

const ROOT = path.resolve(__dirname, '../..');
let staticDir: string;
let dataDir: string;
let child: ChildProcess | undefined;
let output = '';

/**
 * `npm start` as a newcomer runs it: the server bundle (dist-server, built when stale) on a fresh
 * embedded database with demo data. The client build is not what this file looks at, so a stamped
 * stand-in build keeps webpack out of it.
 */
beforeAll(() => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-start-dist-'));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-start-data-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>ClinicBook</title>');
  fs.writeFileSync(path.join(staticDir, BUILD_STAMP), new Date().toISOString());
});

afterAll(async () => {
  if (child?.pid && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
    // npm may exit before the server it started has closed its embedded database.
    await processGroupGone(child.pid);
  }
  fs.rmSync(staticDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
});

async function processGroupGone(groupId: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    try {
      process.kill(-groupId, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('npm start serves the demo clinic from the server bundle: ready, demo sign-in, carousel images', async () => {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  child = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: staticDir },
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (
    !(await fetch(`${base}/readyz`).then(
      (res) => res.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`npm start did not get ready:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(fs.existsSync(path.join(ROOT, 'dist-server', 'main.js'))).toBe(true);
  expect(output).toContain('Demo accounts (password for every one: Demo@2026)');

  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@clinicbook.local', password: 'Demo@2026' }),
  });
  expect(((await login.json()) as { success: boolean }).success).toBe(true);
  // the demo's banners come from static/carousel, found from the bundle's folder
  const images = (await (await fetch(`${base}/api/media/images`)).json()) as { data: unknown[] };
  expect(images.data).toHaveLength(4);
}, 120_000);
