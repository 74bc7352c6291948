import { sql, type Kysely } from 'kysely';

/** Runs a block of DDL one statement at a time (PostgreSQL's extended protocol takes one per query). */
export async function runStatements(db: Kysely<unknown>, block: string): Promise<void> {
  const statements = block
    .split(/;\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean);
  for (const statement of statements) await sql.raw(statement).execute(db);
}
