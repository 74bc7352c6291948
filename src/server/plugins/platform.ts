import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import { registerErrorHandling } from './errors';
import { API_DOCS_PREFIX } from './api-docs';

/**
 * What every answer gets, whichever area sends it: one error shape, security headers, compression,
 * and no caching or active content for anything under /api.
 */
export async function registerPlatform(app: FastifyInstance): Promise<void> {
  registerErrorHandling(app);
  await app.register(helmet, {
    // the page's CSP carries a per-response nonce and is set where index.html is sent
    contentSecurityPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });
  app.addHook('onSend', async (request, reply) => {
    // the API reference page is a page: it sets its own policy, which lets its own script run
    if (request.url.startsWith('/api/') && !request.url.startsWith(API_DOCS_PREFIX)) {
      reply.header('Cache-Control', 'no-store');
      reply.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    }
  });
}
