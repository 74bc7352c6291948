import type { Db } from '../db/connect';
import { splitScopes } from '../../shared/smartScopes';

/** What the FHIR API knows of the system calling it (request.apiClient). */
export interface ApiClientIdentity {
  id: string;
  name: string;
  /** the scopes of its access token */
  scopes: string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isClientId = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** A client able to ask for tokens: registered and not revoked. */
export async function activeClient(db: Db, clientId: string) {
  if (!isClientId(clientId)) return undefined;
  const row = await db
    .selectFrom('api_clients')
    .select(['id', 'name', 'scopes', 'jwks', 'revoked_at'])
    .where('id', '=', clientId)
    .executeTakeFirst();
  if (!row || row.revoked_at) return undefined;
  return { id: row.id, name: row.name, scopes: splitScopes(row.scopes), jwks: row.jwks };
}
