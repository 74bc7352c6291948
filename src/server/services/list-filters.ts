import { sql, type RawBuilder } from 'kysely';

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `reference ILIKE '%text%'`, case-insensitive and through a trigram index on that column or
 * expression (migration 007).
 */
export const nameContains = (reference: RawBuilder<unknown>, text: string) =>
  sql<boolean>`${reference} ILIKE ${containing(text)}`;

/** A doctor's full name as the trigram index doctors_name_trgm spells it. */
export const doctorFullName = (alias: string) =>
  sql<string>`(${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)})`;

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
