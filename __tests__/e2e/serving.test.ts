import { e2eEnvironment, shotsAtBothWidths, watchConsole } from '../helpers/e2e';
import { theme } from '../../src/client/lib/theme';

/** '#157a41' → 'rgb(21, 122, 65)', as getComputedStyle reports colours. */
const rgbOf = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

const env = e2eEnvironment();

test('every app path gets index.html with a fresh CSP nonce and no caching', async () => {
  const first = await fetch(`${env.server.baseUrl}/admin/home`);
  const second = await fetch(`${env.server.baseUrl}/admin/home`);
  expect(first.status).toBe(200);
  const csp = first.headers.get('content-security-policy') ?? '';
  const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
  expect(nonce).toBeTruthy();
  const html = await first.text();
  expect(html).toMatch(new RegExp(`name="?csp-nonce"? content="?${nonce}"?`));
  // calendar exports need the clinic's clock (Africa/Lagos unless CLINIC_TIMEZONE says otherwise)
  expect(html).toMatch(/name="?clinic-timezone"? content="?Africa\/Lagos"?/);
  expect(second.headers.get('content-security-policy')).not.toBe(csp);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("script-src 'self'");
  expect(first.headers.get('cache-control')).toBe('no-cache');
  expect(first.headers.get('x-content-type-options')).toBe('nosniff');
  expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
});

test('hashed assets are served pre-compressed with a year-long cache', async () => {
  const html = await (await fetch(`${env.server.baseUrl}/login`)).text();
  const script = html.match(/src="?(\/assets\/main\.[0-9a-f]+\.js)/)?.[1];
  expect(script).toBeTruthy();
  const res = await fetch(`${env.server.baseUrl}${script}`, { headers: { 'accept-encoding': 'br' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(['br', null]).toContain(res.headers.get('content-encoding'));
  const missing = await fetch(`${env.server.baseUrl}/assets/nope.123456789abc.js`);
  expect(missing.status).toBe(404);
});

test('the login page renders in Chromium under the CSP without violations', async () => {
  const page = await env.browser.newPage();
  const problems = watchConsole(page);
  await page.goto(`${env.server.baseUrl}/`);
  await page.waitForURL('**/login');
  await page.getByRole('button', { name: 'Login' }).waitFor();
  expect(problems.filter((p) => /Content Security Policy|Refused/i.test(p))).toEqual([]);
  // antd's runtime styles were admitted: the button is styled with the theme's green
  const background = await page
    .getByRole('button', { name: 'Login' })
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).toBe(rgbOf(theme.token?.colorPrimary ?? ''));
  await page.close();
});

test('the API reference page renders the document offline, under its own CSP, from this server only', async () => {
  const page = await env.browser.newPage();
  const problems = watchConsole(page);
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(env.server.baseUrl) && !url.startsWith('data:')) elsewhere.push(url);
  });
  // past 128 operations the page draws them as they scroll into view: the link to the area's tag
  // (deep linking) draws that area's
  const response = await page.goto(`${env.server.baseUrl}/api/docs#/appointments`);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self';/);
  expect(csp).not.toMatch(/https?:/);
  // the booking call, under its area's tag, once the page has read the document
  await page.getByText('/api/bookAppointment/book-appointment', { exact: true }).first().waitFor();
  await page
    .getByRole('heading', { name: /appointments/ })
    .first()
    .waitFor();
  expect(problems.filter((p) => /Content Security Policy|Refused/i.test(p))).toEqual([]);
  expect(elsewhere).toEqual([]);
  await shotsAtBothWidths(page, 'api-docs');
  await page.close();
});
