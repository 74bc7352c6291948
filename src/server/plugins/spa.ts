import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MSG_TEXT } from '../../shared/messages';
import { directionOf, isLanguage, preferredLanguage, type Language } from '../../shared/languages';
import { acceptedLanguages } from '../i18n';

const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|svg|webp)(\.br|\.gz)?$/;
const NONCE_PLACEHOLDER = '__CSP_NONCE__';
const TIMEZONE_PLACEHOLDER = '__CLINIC_TIMEZONE__';

/** The Content-Security-Policy for one page view; antd's runtime styles carry the nonce. */
function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    `style-src-elem 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // the service worker (dist/sw.js) and the install manifest come from the app's own origin
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The theme's navy (src/client/lib/theme.ts), the colour of the installed app's title bar. */
const THEME_COLOUR = '#0b2545';

/**
 * The install manifest in one language: its lang and dir say how the name is read. The page asks for
 * the language on screen (?lang=, kept in step by the client); without it, the browser's languages.
 */
function webManifest(language: Language) {
  return {
    name: 'ClinicBook',
    short_name: 'ClinicBook',
    lang: language,
    dir: directionOf(language),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/logo.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

/** The service worker is looked up on every visit, so a new release reaches the page promptly. */
const SERVICE_WORKER = /[\\/]sw\.js(\.br|\.gz)?$/;

/**
 * Serves the built single-page app: hashed assets with a year-long cache (pre-compressed .br/.gz
 * when the build made them), and index.html for every other non-API path, with a fresh CSP nonce.
 */
export async function registerSpa(
  app: FastifyInstance,
  staticDir: string,
  clinicTimezone: string,
): Promise<void> {
  const indexFile = path.join(staticDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`${indexFile} is missing: run "npm run build" to serve the app`);
    return;
  }
  // the clinic's time zone is fixed per server, so it is written into the page once
  const template = fs
    .readFileSync(indexFile, 'utf8')
    .replaceAll(TIMEZONE_PLACEHOLDER, clinicTimezone.replace(/[^A-Za-z0-9/_+-]/g, ''));

  await app.register(fastifyStatic, {
    root: staticDir,
    index: false,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      if (SERVICE_WORKER.test(filePath)) {
        reply.header('Cache-Control', 'no-cache');
        return;
      }
      reply.header(
        'Cache-Control',
        HASHED_ASSET.test(filePath)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=0, must-revalidate',
      );
    },
  });

  const sendIndex = (reply: FastifyReply) => {
    const nonce = randomBytes(16).toString('hex');
    return reply
      .header('Content-Security-Policy', contentSecurityPolicy(nonce))
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(template.replaceAll(NONCE_PLACEHOLDER, nonce));
  };
  app.get('/', (_request, reply) => sendIndex(reply));
  app.get('/manifest.webmanifest', (request, reply) => {
    const asked = (request.query as { lang?: unknown }).lang;
    const language = isLanguage(asked)
      ? asked
      : preferredLanguage(acceptedLanguages(request.headers['accept-language']));
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Language')
      .type('application/manifest+json')
      .send(JSON.stringify(webManifest(language)));
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      !path.extname(request.url.split('?')[0]);
    if (wantsPage) return sendIndex(reply);
    return reply.status(404).send({ success: false, message: MSG_TEXT.notFound });
  });
}
