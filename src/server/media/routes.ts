import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { me } from '../plugins/auth';
import { MEDIA_MSG, deleteImage, listImages, storeImages } from './media';
import { MULTIPART_LIMITS, dropUnreadBody, readUploadedImages, refuseOversizedUpload } from './upload';
import type { RouteContext } from '../context';
import { z } from 'zod';
import type { ContractTypeProvider } from '../plugins/contract';
import { dataAnswer, doneAnswer } from '../../shared/answers/envelope';
import { mediaImageSchema } from '../../shared/answers/media';

/** Uploaded images. Registered under /api; multipart is understood here only. */
export function mediaRoutes(ctx: RouteContext) {
  const images = dataAnswer(z.array(mediaImageSchema));
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ContractTypeProvider>();
    await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });

    app.post(
      '/admin/upload-images',
      {
        onRequest: refuseOversizedUpload,
        preHandler: ctx.guard('admin'),
        onError: dropUnreadBody,
        // the body is multipart (field `images`, 1–10 JPEG, PNG or WebP files, 5 MB each), read as a stream
        schema: { consumes: ['multipart/form-data'], response: { 201: images } },
      },
      async (request, reply) => {
        const images = await readUploadedImages(request);
        const data = await storeImages(ctx.db, images, me(request).id);
        return reply.status(201).send({ success: true, message: MEDIA_MSG.uploaded, data });
      },
    );

    app.get('/media/images', { schema: { response: { 200: images } } }, async () => ({
      success: true,
      data: await listImages(ctx.db),
    }));

    app.delete(
      '/admin/media/:id',
      {
        preValidation: ctx.guard('admin'),
        schema: { params: z.object({ id: z.string() }), response: { 200: doneAnswer } },
      },
      async (request) => {
        await deleteImage(ctx.db, request.params.id);
        return { success: true, message: MEDIA_MSG.deleted };
      },
    );
  };
}
