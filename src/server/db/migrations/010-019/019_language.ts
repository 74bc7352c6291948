import { sql, type Kysely } from 'kysely';

/**
 * The language an account chose: its screens, the server's answers to it and its mail
 * speak it. NULL until chosen, when the browser's languages (Accept-Language) decide. Schema only:
 * adding a nullable column without a default rewrites no rows at any size.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN language text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN language`.execute(db);
}
