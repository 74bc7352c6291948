import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import swaggerUi from '@fastify/swagger-ui';
import { projectRoot } from '../project-root';

/** Where the reference page lives; its assets are served from the package, never from a CDN. */
export const API_DOCS_PREFIX = '/api/docs';

/**
 * The page's own policy: its scripts, styles and pictures from this server only, the document read
 * from this server, nothing framed. Swagger UI sets style attributes as it draws (the schema
 * browser), so this page alone admits inline styles; never inline script.
 */
const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "base-uri 'self'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document @fastify/swagger builds from the routes' declared
 * schemas (built once, on the first request: the routes do not change after start). /api/docs renders
 * it with Swagger UI.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  app.get('/api/openapi.json', async () => app.swagger());
  // the page's top bar and tab carry the clinic's mark and name, not the framework's
  const mark = await readFile(path.join(projectRoot(__dirname), 'static', 'logo.svg'));
  const svg = { type: 'image/svg+xml', content: mark };
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    logo: { ...svg, href: '/', target: '_self' },
    theme: {
      title: 'ClinicBook API',
      favicon: [{ filename: 'favicon.svg', rel: 'icon', sizes: 'any', ...svg }],
    },
    // the page reads the same document from its own ./json (no validator badge: it would call out)
    uiConfig: { validatorUrl: null, deepLinking: true },
    staticCSP: DOCS_CSP,
  });
}
