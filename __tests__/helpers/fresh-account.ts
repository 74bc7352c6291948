import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/server/db/connect';
import { DEMO_PASSWORD, apiToken } from './e2e';

/**
 * A new patient account on an e2e server, signed in through the API with the demo password: a case
 * that changes what a patient owns makes its own, and never counts on a demo patient's rows staying
 * as seeded. The password's hash is the demo accounts' own (argon2 is slow to run once more).
 */
export async function freshAccount(baseUrl: string, db: Db, name: string) {
  const demo = await db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', 'patient1@clinicbook.local')
    .executeTakeFirstOrThrow();
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${randomUUID().slice(0, 8)}@example.com`;
  const user = await db
    .insertInto('users')
    .values({ name, email, phone: '+2348035550123', password_hash: demo.password_hash, is_verified: true })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { user, email, token: await apiToken(baseUrl, email, DEMO_PASSWORD) };
}
