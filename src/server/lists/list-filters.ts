import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `reference ILIKE '%text%'`, case-insensitive and through a trigram index on that column or
 * expression (migration 007).
 */
export const nameContains = (reference: RawBuilder<unknown>, text: string) =>
  sql<boolean>`${reference} ILIKE ${containing(text)}`;

/** A doctor's full name as the trigram index doctors_name_trgm spells it. */
export const doctorFullName = (alias: string) =>
  sql<string>`(${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)})`;

/** Most people a name search hands to the database as a list of ids. */
const NAMED_IDS_MAX = 1000;

/** A name search as conditions on a user id column: one to count the matches, one to pick a page. */
export interface PersonNamed {
  count: RawBuilder<boolean>;
  pick: RawBuilder<boolean>;
  /** The matching ids, when at most NAMED_IDS_MAX people match (both conditions then list them). */
  ids?: string[];
  /** The ids of the people matching, as a subquery (for reading their rows first). */
  named: RawBuilder<string>;
  /**
   * The same test made row by row, through the person's own name (for a name part shared by so
   * many that gathering their ids costs more than looking up the name of each row read).
   */
  each: RawBuilder<boolean>;
}

/**
 * `reference` (a user id column) is the id of someone whose name contains `text`, looked up in the
 * narrow person_names (migration 012). The matching ids are read first. When at most
 * NAMED_IDS_MAX, they go in as a list for both, so the planner knows how few they are and reads
 * just their rows through a (user_id, …) index. A name part shared by more is common enough to meet
 * within a few hundred rows of any order: the page walks the list's own order and checks each row's
 * person against the matching ids, gathered once into a hash (a subplan the planner cannot turn
 * into reading every match first, as it chose to for thousands of patients when it guessed a
 * pattern's share; a lookup of each row's name cost ten times more); the count, which stops at its
 * limit, starts from the matching people.
 */
export async function personNamed(
  db: Kysely<Database>,
  reference: string,
  text: string,
): Promise<PersonNamed> {
  const named = db
    .selectFrom('person_names as su')
    .select('su.id')
    .where(nameContains(sql.ref('su.name'), text));
  const each = sql<boolean>`EXISTS (SELECT 1 FROM person_names AS sn
    WHERE sn.id = ${sql.ref(reference)} AND ${nameContains(sql.ref('sn.name'), text)})`;
  const ids = (await named.limit(NAMED_IDS_MAX + 1).execute()).map((row) => row.id);
  if (ids.length <= NAMED_IDS_MAX) {
    const listed = sql<boolean>`${sql.ref(reference)} = ANY(${ids}::uuid[])`;
    return { count: listed, pick: listed, ids, named: sql<string>`${named}`, each };
  }
  // IS TRUE keeps the planner from turning the membership test into a join that reads every match
  const pick = sql<boolean>`(${sql.ref(reference)} IN (${named})) IS TRUE`;
  return {
    count: sql<boolean>`${sql.ref(reference)} IN (${named})`,
    pick,
    named: sql<string>`${named}`,
    each,
  };
}

/**
 * A stable text for a normalized list query, for read-cache keys: the same filters in another order
 * of parameters or of comma-separated values give the same key.
 */
export function listCacheKey(list: string, query: object): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => [key, Array.isArray(value) ? [...(value as string[])].sort() : value] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return `${list}?${JSON.stringify(entries)}`;
}
