import { randomBytes } from 'node:crypto';
import type { Db } from './connect';

/**
 * A value kept in the database so every instance on it shares it. The first instance to ask
 * creates it; concurrent first requests agree because the insert is ON CONFLICT DO NOTHING.
 */
export async function sharedSecret(db: Db, key: string): Promise<string> {
  await db
    .insertInto('app_settings')
    .values({ key, value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return row.value;
}
