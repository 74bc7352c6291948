import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from '../../helpers/server-app';

/**
 * What the server sends an installed app: the manifest worded per request (its language and
 * direction), the service worker never kept stale, and a page policy that lets both run.
 */
let server: TestServer;
let staticDir: string;
beforeAll(async () => {
  // a build of two files: the page template and a service worker
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinicbook-shell-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<html><head></head><body></body></html>');
  fs.writeFileSync(path.join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  server = await startTestServer({ staticDir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const manifestOf = async (url: string, headers: Record<string, string> = {}) => {
  const res = await server.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/manifest+json');
  return res.json() as Record<string, unknown>;
};

test('the manifest names the app, its icons, start and display, in the language asked for', async () => {
  expect(await manifestOf('/manifest.webmanifest?lang=ar')).toMatchObject({
    name: 'ClinicBook',
    short_name: 'ClinicBook',
    lang: 'ar',
    dir: 'rtl',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0b2545',
    icons: expect.arrayContaining([
      expect.objectContaining({ src: '/icons/icon-192.png', sizes: '192x192' }),
      expect.objectContaining({ src: '/icons/icon-512.png', sizes: '512x512' }),
    ]),
  });
});

test("without ?lang the browser's languages choose; an unknown one is English", async () => {
  expect(await manifestOf('/manifest.webmanifest', { 'accept-language': 'fr-SN,fr;q=0.9' })).toMatchObject({
    lang: 'fr',
    dir: 'ltr',
  });
  expect(await manifestOf('/manifest.webmanifest?lang=xx', { 'accept-language': 'de' })).toMatchObject({
    lang: 'en',
    dir: 'ltr',
  });
});

test('the service worker is revalidated on every visit; the page lets it and the manifest run', async () => {
  const worker = await server.app.inject({ method: 'GET', url: '/sw.js' });
  expect(worker.statusCode).toBe(200);
  expect(worker.headers['cache-control']).toBe('no-cache');
  const page = await server.app.inject({ method: 'GET', url: '/' });
  const policy = String(page.headers['content-security-policy']);
  expect(policy).toContain("worker-src 'self'");
  expect(policy).toContain("manifest-src 'self'");
});
