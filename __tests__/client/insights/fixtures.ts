import { http, HttpResponse, type JsonBodyType } from 'msw';
import { apiUrl, makeUser } from '../../helpers/msw';
import type { BreakdownRow, InsightsFigures, InsightsSummary } from '../../../src/shared/answers/insights';

export const ADMIN = makeUser({ _id: 'a-1', name: 'Ada Okafor', isAdmin: true, role: 'admin' });
export const DOCTOR = makeUser({ _id: 'du-1', name: 'Ada Eze', isDoctor: true, role: 'doctor' });
export const DOCTOR_ID = '00000000-0000-4000-8000-0000000000d1';

const figures = (overrides: Partial<InsightsFigures>): InsightsFigures => ({
  booked: 0,
  approved: 0,
  completed: 0,
  cancelled: 0,
  moved: 0,
  rejected: 0,
  noShows: 0,
  noShowRate: null,
  cancellationRate: null,
  avgLeadDays: null,
  avgWaitMinutes: null,
  avgConsultMinutes: null,
  utilisation: null,
  newPatients: 0,
  returningPatients: 0,
  waitlistJoined: 0,
  waitlistPromoted: 0,
  ...overrides,
});

/** 120 booked against 100 before (+20%), a no-show rate of 10% against 8% (+2 points), no waits measured. */
export const SUMMARY: InsightsSummary = {
  ...figures({
    booked: 120,
    completed: 90,
    cancelled: 12,
    moved: 3,
    noShowRate: 0.1,
    avgLeadDays: 4.5,
    utilisation: 0.75,
  }),
  from: '2026-08-29',
  to: '2026-11-26',
  previous: {
    ...figures({
      booked: 100,
      completed: 90,
      cancelled: 15,
      noShowRate: 0.08,
      avgLeadDays: 4.5,
      utilisation: 0.8,
    }),
    from: '2026-05-31',
    to: '2026-08-28',
  },
};

export const SERVICES: BreakdownRow[] = [
  { key: 'General consultation', label: 'General consultation', value: 42 },
  { key: 'Dental check', label: 'Dental check', value: 7 },
];

type Answer = { status?: number; body: JsonBodyType };
export const ok = (data: unknown): Answer => ({ body: { success: true, data } as JsonBodyType });

/**
 * The insights calls, each query string recorded. Series answer two buckets of 3 for every metric
 * asked; the doctor ranking is empty; breakdowns answer `breakdown(by)` (the services above for
 * by=service, else nothing).
 */
export function fakeInsights(
  breakdown: (by: string) => Answer = (by) => ok(by === 'service' ? SERVICES : []),
  /** the summary's answer to its nth call (from 1) */
  summary: (nth: number) => Answer = () => ok(SUMMARY),
) {
  const queries = {
    summary: [] as URLSearchParams[],
    series: [] as URLSearchParams[],
    'doctor-ranking': [] as URLSearchParams[],
    breakdown: [] as URLSearchParams[],
  };
  const record = (name: keyof typeof queries, answer: (query: URLSearchParams) => Answer) =>
    http.get(apiUrl(`/insights/${name}`), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries[name].push(query);
      const { status = 200, body } = answer(query);
      return HttpResponse.json(body, { status });
    });
  const handlers = [
    record('summary', () => summary(queries.summary.length)),
    record('series', (query) => {
      const threes = Object.fromEntries((query.get('metrics') ?? '').split(',').map((metric) => [metric, 3]));
      return ok([
        { bucket: '2026-11-25', ...threes },
        { bucket: '2026-11-26', ...threes },
      ]);
    }),
    record('doctor-ranking', () => ok({ top: [], bottom: [] })),
    record('breakdown', (query) => breakdown(query.get('by') ?? '')),
    http.get(apiUrl('/user/get-all-services'), () =>
      HttpResponse.json({ success: true, data: [{ _id: 's-1', service: 'General consultation' }] }),
    ),
    http.get(apiUrl('/user/get-all-location'), () =>
      HttpResponse.json({ success: true, data: [{ _id: 'l-1', location: 'Ikeja' }] }),
    ),
    http.get(apiUrl('/user/get-all-approved-doctors'), () =>
      HttpResponse.json({
        success: true,
        data: [{ _id: DOCTOR_ID, userId: DOCTOR._id, firstName: 'Ada', lastName: 'Eze' }],
        total: 1,
        totalCapped: false,
        page: 1,
        pageSize: 100,
      } as JsonBodyType),
    ),
  ];
  return {
    handlers,
    queries,
    last: (name: keyof typeof queries) => Object.fromEntries(queries[name].at(-1) ?? []),
  };
}
