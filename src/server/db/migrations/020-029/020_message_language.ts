import { sql, type Kysely } from 'kysely';

/**
 * What the server writes for later speaks its reader's language. A mail is rendered in its
 * recipient's language when it is queued; the outbox keeps that language for the Content-Language
 * header it is sent with. A notification keeps its message's id and values beside the English
 * `message`, and is worded in the reader's language whenever it is read; older rows (no id) show
 * their stored text. Schema only: nullable columns without a default rewrite no rows at any size,
 * and nothing is back-filled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE mail_outbox ADD COLUMN language text`.execute(db);
  await sql`ALTER TABLE notifications ADD COLUMN message_id text, ADD COLUMN message_values jsonb`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE notifications DROP COLUMN message_values, DROP COLUMN message_id`.execute(db);
  await sql`ALTER TABLE mail_outbox DROP COLUMN language`.execute(db);
}
