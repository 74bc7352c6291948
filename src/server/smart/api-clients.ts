import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/connect';
import { listQuerySchema, type ListQuery } from '../../shared/schemas/listQuery';
import { SUPPORTED_SCOPES, splitScopes } from '../../shared/smartScopes';
import type { ApiClient } from '../../shared/answers/apiClients';
import { column, pageOf, type Paged } from '../lists/paging';
import { badRequest, notFound, serverMessage } from '../plugins/errors';
import { publicKeySet } from './jwks';
import { SMART_TEXT } from './smart-messages';

/** A zod issue says its problem in the API clients' own words (said in the caller's language when refused). */
const problem = (key: keyof typeof SMART_TEXT) => ({ error: serverMessage(SMART_TEXT[key]) });

/** create-api-client: the key set is checked once the rest passes (publicKeySet). */
export const createApiClientSchema = z.object({
  name: z
    .string(problem('nameRequired'))
    .trim()
    .min(1, problem('nameRequired'))
    .max(100, problem('nameRequired')),
  scopes: z
    .union(
      [z.string().transform((value) => splitScopes(value)), z.array(z.string())],
      problem('scopesInvalid'),
    )
    .refine(
      (scopes) => scopes.length > 0 && scopes.every((scope) => SUPPORTED_SCOPES.includes(scope)),
      problem('scopesInvalid'),
    ),
  jwks: z.unknown().meta({ description: 'The client’s public JSON Web Key Set' }),
});

export const revokeApiClientSchema = z.object({ clientId: z.uuid(problem('chooseClient')) });

/** A key set that is no public JWKS, refused as a field of the input is. */
const jwksRefused = () => badRequest(SMART_TEXT.jwksInvalid, { errors: { jwks: SMART_TEXT.jwksInvalid } });

export const apiClientsQuery = listQuerySchema<'createdAt' | 'name'>({
  sorts: ['createdAt', 'name'],
  filters: [],
});

export async function createApiClient(
  db: Db,
  input: z.output<typeof createApiClientSchema>,
  adminId: string,
): Promise<{ clientId: string; name: string }> {
  const jwks = await publicKeySet(input.jwks);
  if (!jwks) throw jwksRefused();
  const row = await db
    .insertInto('api_clients')
    .values({
      name: input.name,
      scopes: [...new Set(input.scopes)].join(' '),
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
export async function revokeApiClient(db: Db, clientId: string): Promise<{ clientId: string; name: string }> {
  const row = await db
    .updateTable('api_clients')
    .set({ revoked_at: sql<Date>`coalesce(revoked_at, now())` })
    .where('id', '=', clientId)
    .returning(['id', 'name', 'revoked_at'])
    .executeTakeFirst();
  if (!row) throw notFound(SMART_TEXT.clientNotFound);
  return { clientId: row.id, name: row.name };
}
