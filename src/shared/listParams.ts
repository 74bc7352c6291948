import type { ListQuery } from './schemas/listQuery';

/**
 * The browser's side: a list query as query-string pairs, blank and default values left out.
 * Apart from the schemas, so the lists every page may read (the privacy notice's, say) do not bring
 * zod into the first download.
 */
export function listSearchParams(query: Partial<ListQuery>): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) pairs[key] = value.join(',');
    } else pairs[key] = String(value);
  }
  return pairs;
}
