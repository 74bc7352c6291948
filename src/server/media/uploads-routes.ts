import type { FastifyInstance } from 'fastify';
import { MEDIA_MSG, findImage } from './media';
import type { RouteContext } from '../context';

/**
 * GET /uploads/:id serves an uploaded image. Registered at the root. The type is the
 * one sniffed at upload; an id names one image for ever, so it may be cached for a year; the CSP
 * keeps the bytes inert even if opened on their own.
 */
export function uploadsRoutes(ctx: RouteContext) {
  return async (app: FastifyInstance) => {
    app.get<{ Params: { id: string } }>('/uploads/:id', async (request, reply) => {
      const image = await findImage(ctx.db, request.params.id);
      if (!image) {
        return reply
          .status(404)
          .header('Cache-Control', 'no-store')
          .send({ success: false, message: MEDIA_MSG.notFound });
      }
      const etag = `"${image.id}"`;
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Content-Disposition', 'inline')
        .header('ETag', etag)
        .header('Last-Modified', image.created_at.toUTCString());
      const known = (request.headers['if-none-match'] ?? '')
        .split(',')
        .map((t) => t.trim().replace(/^W\//, ''));
      if (known.includes(etag)) return reply.status(304).send();
      const bytes = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
      return reply.type(image.mime_type).send(bytes);
    });
  };
}
