import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import type { TestServer } from '../server-app';

export type Families = ReturnType<typeof parsePrometheusTextFormat>;

/** Reads /metrics as Prometheus would and parses the text; fails on any other answer. */
export async function scrape(
  app: TestServer['app'],
  headers: Record<string, string> = {},
): Promise<Families> {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers });
  if (res.statusCode !== 200) throw new Error(`/metrics answered ${res.statusCode}: ${res.body}`);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusTextFormat(res.body);
}

/** The value of a sample of one family whose labels include `labels`; undefined when none matches. */
export function sampleValue(
  families: Families,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const family = families.find((f) => f.name === name);
  const sample = family?.metrics.find((m) =>
    Object.entries(labels).every(([key, value]) => m.labels?.[key] === value),
  );
  if (!sample) return undefined;
  return Number(sample.value ?? sample.count);
}
