import fs from 'node:fs';
import http from 'node:http';

const LIST = '/api/admin/get-all-appointments';
const REQUESTS = 50;

interface Answer {
  ms: number;
  bytes: number;
  status: number;
}

/** One GET on a kept-alive loopback connection: round-trip milliseconds and the bytes of the body as sent. */
function get(agent: http.Agent, url: URL, token: string, encoding: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(
      url,
      { agent, headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding } },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ ms: performance.now() - started, bytes, status: res.statusCode ?? 0 }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

/** The 95th percentile (nearest rank). */
export const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1];

/** Sends the queries one after another, as browsers send them; their round trips' p95. */
export async function sequentialP95(
  baseUrl: string,
  token: string,
  queries: string[],
  list: string = LIST,
): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const times: number[] = [];
    for (const query of queries) {
      const answer = await get(agent, new URL(`${list}?${query}`, baseUrl), token, 'gzip, deflate, br');
      if (answer.status !== 200) throw new Error(`${list}?${query} answered ${answer.status}`);
      times.push(answer.ms);
    }
    return p95(times);
  } finally {
    agent.destroy();
  }
}

export interface ServerFigures {
  firstPage: number;
  search: number;
  filterSort: number;
  /** The admin home's dashboard-stats. */
  dashboard: number;
  bytesRaw: number;
  bytesBrotli: number;
}

const range = (count: number) => Array.from({ length: count }, (_, i) => i);

/**
 * p95 round trips of 50 sequential calls each: the first page (page sizes 10–59, so none is a repeat
 * the server could answer from its read cache), a search for 50 name parts, and pending rows sorted
 * by patient (pages 1–50); the admin home's dashboard-stats, 50 times; and the bytes of the default
 * first page, raw and as sent with Brotli.
 */
export async function serverFigures(baseUrl: string, token: string, terms: string[]): Promise<ServerFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const first = new URL(`${LIST}?page=1&pageSize=10`, baseUrl);
  const raw = await get(agent, first, token, 'identity');
  const brotli = await get(agent, first, token, 'br');
  agent.destroy();
  const searches = range(REQUESTS).map((i) => `search=${encodeURIComponent(terms[i % terms.length])}`);
  return {
    firstPage: await sequentialP95(
      baseUrl,
      token,
      range(REQUESTS).map((i) => `page=1&pageSize=${10 + i}`),
    ),
    search: await sequentialP95(baseUrl, token, searches),
    filterSort: await sequentialP95(
      baseUrl,
      token,
      range(REQUESTS).map((i) => `status=pending&sort=patient&order=asc&page=${1 + i}`),
    ),
    dashboard: await sequentialP95(
      baseUrl,
      token,
      range(REQUESTS).map(() => ''),
      '/api/admin/dashboard-stats',
    ),
    bytesRaw: raw.bytes,
    bytesBrotli: brotli.bytes,
  };
}

/**
 * The peak resident memory (VmHWM, bytes) of the server this process started on `port`: its child
 * running src/server/main.ts with that PORT in its environment.
 */
export function serverPeakRss(port: number): number {
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent !== process.pid) continue;
      const env = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      if (!env.includes(`PORT=${port}`)) continue;
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]);
      return kb * 1024;
    } catch {
      // a process that ended while being read
    }
  }
  throw new Error(`no server process of ours listens on port ${port}`);
}
