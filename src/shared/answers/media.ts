import { z } from 'zod';
import { id, instant } from './envelope';

/** An uploaded image, served from url (/uploads/{id}). */
export const mediaImageSchema = z.object({
  _id: id,
  url: z.string(),
  mimeType: z.string().meta({ examples: ['image/webp'] }),
  size: z.number().int(),
  createdAt: instant,
});
