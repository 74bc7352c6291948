import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { me } from '../plugins/auth';
import { MEDIA_MSG, deleteImage, listImages, storeImages } from './media';
import { MULTIPART_LIMITS, dropUnreadBody, readUploadedImages, refuseOversizedUpload } from './upload';
import type { RouteContext } from '../context';

/** Uploaded images. Registered under /api; multipart is understood here only. */
export function mediaRoutes(ctx: RouteContext) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });

    app.post(
      '/admin/upload-images',
      { onRequest: refuseOversizedUpload, preHandler: ctx.guard('admin'), onError: dropUnreadBody },
      async (request, reply) => {
        const images = await readUploadedImages(request);
        const data = await storeImages(ctx.db, images, me(request).id);
        return reply.status(201).send({ success: true, message: MEDIA_MSG.uploaded, data });
      },
    );

    app.get('/media/images', async () => ({ success: true, data: await listImages(ctx.db) }));

    app.delete<{ Params: { id: string } }>(
      '/admin/media/:id',
      { preHandler: ctx.guard('admin') },
      async (request) => {
        await deleteImage(ctx.db, request.params.id);
        return { success: true, message: MEDIA_MSG.deleted };
      },
    );
  };
}
