import { z } from 'zod';
import { id, instant } from './envelope';

/** One registered API client as the admin list shows it (GET /api/admin/api-clients). */
export const apiClientSchema = z.object({
  clientId: id,
  name: z.string(),
  scopes: z.array(z.string()),
  createdAt: instant,
  revokedAt: instant.nullable(),
});
export type ApiClient = z.output<typeof apiClientSchema>;
