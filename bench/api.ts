import autocannon from 'autocannon';
import { addDays } from '../src/shared/clinicDays';
import { SAME_BYTES, today, type Row } from './setup';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 8);

interface Load {
  path: string;
  method?: 'GET' | 'POST';
  token?: string;
  body?: object;
}

/** What every browser sends; the baseline and the reads alike. */
const ACCEPT_ENCODING = 'gzip, deflate, br';

/** One autocannon run at 50 connections on loopback: requests/s, p50 and p99 (ms), and non-2xx count. */
async function measure(baseUrl: string, load: Load) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'accept-encoding': ACCEPT_ENCODING,
  };
  if (load.token) headers.authorization = `Bearer ${load.token}`;
  const requestBody = load.body ? JSON.stringify(load.body) : undefined;
  const result = await autocannon({
    url: baseUrl + load.path,
    method: load.method ?? 'GET',
    headers,
    body: requestBody,
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  // PGlite answers one query at a time and the server still runs what the closed connections
  // asked for: one more request of the same kind returns only once that queue has drained
  await fetch(baseUrl + load.path, { method: load.method ?? 'GET', headers, body: requestBody }).then((res) =>
    res.arrayBuffer(),
  );
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * A list's answer served by the static route as a file (setup.ts sameBytesFiles): what the server
 * manages when it has nothing to do but send those bytes, beside what the read manages.
 */
async function sameBytesRow(baseUrl: string, database: string, name: string, readRps: number, file: string) {
  const sent = await fetch(baseUrl + file, { headers: { 'accept-encoding': 'br' } });
  const bytes = Number(sent.headers.get('content-length'));
  await sent.arrayBuffer();
  const r = await measure(baseUrl, { path: file });
  return {
    name: `API on ${database}: the same answer as a static file (${name.split(' (')[0]}, ${(bytes / 1024).toFixed(1)} KB br)`,
    value: `${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms; the read does ${((readRps / r.rps) * 100).toFixed(0)} % of it`,
    target: '—',
    pass: null,
  };
}

export interface ApiTarget {
  baseUrl: string;
  adminToken: string;
  patientToken: string;
  doctorId: string;
}

/**
 * The three reads, each beside the static index.html route of the same server measured in this run.
 * Every request asks for compression as a browser does, so the lists travel compressed.
 */
export async function apiRows(server: ApiTarget, database: string): Promise<Row[]> {
  const baseline = await measure(server.baseUrl, { path: '/login' });
  const rows: Row[] = [
    {
      name: `API on ${database}: static index.html (/login), ${CONNECTIONS} conn, accept-encoding: ${ACCEPT_ENCODING}`,
      value: `${baseline.rps.toFixed(0)} req/s, p50 ${baseline.p50} ms, p99 ${baseline.p99} ms`,
      target: 'baseline',
      pass: null,
    },
  ];
  const reads: Array<[string, Load, string?]> = [
    [
      'get-all-approved-doctors (first page of 300)',
      { path: '/api/user/get-all-approved-doctors', token: server.patientToken },
      SAME_BYTES.approvedDoctors,
    ],
    [
      'admin get-all-appointments (first page of 10,000)',
      { path: '/api/admin/get-all-appointments', token: server.adminToken },
      SAME_BYTES.allAppointments,
    ],
    [
      'check-availability',
      {
        path: '/api/bookAppointment/check-availability',
        method: 'POST',
        token: server.patientToken,
        body: { doctorId: server.doctorId, date: addDays(today(), 3), time: '10:00' },
      },
    ],
  ];
  for (const [name, load, sameBytes] of reads) {
    const r = await measure(server.baseUrl, load);
    const share = r.rps / baseline.rps;
    const failed = r.failed > 0 ? `, ${r.failed} failed` : '';
    rows.push({
      name: `API on ${database}: ${name}`,
      value: `${r.rps.toFixed(0)} req/s (${(share * 100).toFixed(0)} % of static), p50 ${r.p50} ms, p99 ${r.p99} ms${failed}`,
      target: '≥ 50 % of static, p99 ≤ 50 ms',
      pass: share >= 0.5 && r.p99 <= 50 && r.failed === 0,
    });
    if (sameBytes) rows.push(await sameBytesRow(server.baseUrl, database, name, r.rps, sameBytes));
  }
  return rows;
}
