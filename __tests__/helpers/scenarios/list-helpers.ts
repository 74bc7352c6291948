import type { TestServer } from '../server-app';
import { get } from '../server-calls';

/** A paged list's answer: one page of rows and where it sits in the whole. */
export interface PageBody<T> {
  success: boolean;
  data: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET a list that must answer 200; its body. */
export async function pageOf<T>(server: TestServer, url: string, auth: Record<string, string>) {
  const res = await get(server, url, auth);
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as unknown as PageBody<T>;
}

/** Every row of a list, read page after page (pageSize as given) until total is reached. */
export async function everyPage<T>(
  server: TestServer,
  url: string,
  auth: Record<string, string>,
  pageSize: number,
): Promise<T[]> {
  const rows: T[] = [];
  const joiner = url.includes('?') ? '&' : '?';
  for (let page = 1; page < 100; page += 1) {
    const body = await pageOf<T>(server, `${url}${joiner}page=${page}&pageSize=${pageSize}`, auth);
    rows.push(...body.data);
    if (rows.length >= body.total) return rows;
  }
  throw new Error('the list never reached its total');
}

export type Key = string | number | null;

/**
 * The ids of `rows` in the order the server promises for a sort: by each key in the requested
 * direction with NULLs last either way, then by id in the same direction (PostgreSQL's C collation,
 * which the test databases use, orders text as JavaScript does).
 */
export function expectedOrder<T extends { _id: string }>(
  rows: T[],
  keys: (row: T) => Key[],
  order: 'asc' | 'desc',
): string[] {
  const sign = order === 'asc' ? 1 : -1;
  const compare = (a: Key, b: Key) => {
    if (a === b) return 0;
    if (a === null) return 1;
    if (b === null) return -1;
    return (a < b ? -1 : 1) * sign;
  };
  return [...rows]
    .sort((x, y) => {
      const [kx, ky] = [keys(x), keys(y)];
      for (let i = 0; i < kx.length; i += 1) {
        const c = compare(kx[i], ky[i]);
        if (c !== 0) return c;
      }
      return compare(x._id, y._id);
    })
    .map((row) => row._id);
}

export const ids = (rows: Array<{ _id: string }>) => rows.map((row) => row._id);
