import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/connect';
import { listQuerySchema, type ListQuery } from '../../shared/schemas/listQuery';
import { SUPPORTED_SCOPES, splitScopes, type ApiClient } from '../../shared/smartScopes';
import { column, pageOf, type Paged } from '../lists/paging';
import { badRequest, notFound } from '../plugins/errors';
import { publicKeySet } from './jwks';
import { SMART_TEXT } from './smart-messages';

const createSchema = z.object({
  name: z.string().trim().min(1).max(100),
  scopes: z
    .union([z.string().transform((value) => splitScopes(value)), z.array(z.string())])
    .refine((scopes) => scopes.length > 0 && scopes.every((scope) => SUPPORTED_SCOPES.includes(scope))),
  jwks: z.unknown(),
});

const revokeSchema = z.object({ clientId: z.uuid() });

/** The first refused field's words, with each refused field's (as parseInput answers). */
function refusal(field: 'name' | 'scopes' | 'jwks') {
  const text = {
    name: SMART_TEXT.nameRequired,
    scopes: SMART_TEXT.scopesInvalid,
    jwks: SMART_TEXT.jwksInvalid,
  }[field];
  return badRequest(text, { errors: { [field]: text } });
}

export const apiClientsQuery = listQuerySchema<'createdAt' | 'name'>({
  sorts: ['createdAt', 'name'],
  filters: [],
});

export async function createApiClient(
  db: Db,
  body: unknown,
  adminId: string,
): Promise<{ clientId: string; name: string }> {
  const parsed = createSchema.safeParse(body ?? {});
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0];
    throw refusal(field === 'scopes' || field === 'jwks' ? field : 'name');
  }
  const jwks = await publicKeySet(parsed.data.jwks);
  if (!jwks) throw refusal('jwks');
  const row = await db
    .insertInto('api_clients')
    .values({
      name: parsed.data.name,
      scopes: [...new Set(parsed.data.scopes)].join(' '),
      jwks: JSON.stringify(jwks),
      created_by: adminId,
    })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
  return { clientId: row.id, name: row.name };
}

const SORT_KEYS = {
  createdAt: [column('c.created_at')],
  name: [column('c.name')],
};

export async function listApiClients(
  db: Db,
  query: ListQuery<'createdAt' | 'name'>,
): Promise<Paged<ApiClient>> {
  const from = db.selectFrom('api_clients as c');
  return pageOf(
    db,
    {
      rows: from.select(['c.id', 'c.name', 'c.scopes', 'c.created_at', 'c.revoked_at']),
      count: from,
      keys: SORT_KEYS[query.sort ?? 'createdAt'],
      tieBreak: column('c.id'),
    },
    query,
    (row) => ({
      clientId: row.id,
      name: row.name,
      scopes: splitScopes(row.scopes),
      createdAt: row.created_at.toISOString(),
      revokedAt: row.revoked_at ? row.revoked_at.toISOString() : null,
    }),
  );
}

/** Revokes a client: its tokens stop working at once, and it gets no new ones. Revoking twice is harmless. */
export async function revokeApiClient(db: Db, body: unknown): Promise<{ clientId: string; name: string }> {
  const parsed = revokeSchema.safeParse(body ?? {});
  if (!parsed.success)
    throw badRequest(SMART_TEXT.chooseClient, { errors: { clientId: SMART_TEXT.chooseClient } });
  const { clientId } = parsed.data;
  const row = await db
    .updateTable('api_clients')
    .set({ revoked_at: sql<Date>`coalesce(revoked_at, now())` })
    .where('id', '=', clientId)
    .returning(['id', 'name', 'revoked_at'])
    .executeTakeFirst();
  if (!row) throw notFound(SMART_TEXT.clientNotFound);
  return { clientId: row.id, name: row.name };
}
