import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { DayRow } from '../../../src/client/features/today/todayTypes';
import { makeUser } from '../../helpers/msw';

export const API = 'http://localhost/api';
export const STAFF = makeUser({ _id: 's-1', name: 'Tunde Bakare', isStaff: true, role: 'staff' });
export const DOCTOR_USER = makeUser({ _id: 'du-1', name: 'Ada Eze', isDoctor: true, role: 'doctor' });
export const DOCTOR_ID = 'doc-1';

/** An ISO instant `minutes` ago. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

let next = 1;
export function dayRow(overrides: Partial<DayRow> = {}): DayRow {
  const id = `ap-${next++}`;
  return {
    _id: id,
    doctorId: DOCTOR_ID,
    doctorUserId: DOCTOR_USER._id,
    doctorName: 'Ada Eze',
    time: '09:00',
    visitState: 'expected',
    status: 'approved',
    queueNumber: null,
    arrivedAt: null,
    calledAt: null,
    patientId: `p-${id}`,
    patientName: 'Ifeoma Obi',
    patientPhone: '+234 803 000 0001',
    priority: false,
    ...overrides,
  };
}

/** The approved doctors the doctor filter offers. */
export const doctorsAnswer = http.get(`${API}/user/get-all-approved-doctors`, () =>
  HttpResponse.json({
    success: true,
    data: [{ _id: DOCTOR_ID, userId: DOCTOR_USER._id, firstName: 'Ada', lastName: 'Eze' }],
    total: 1,
    totalCapped: false,
    page: 1,
    pageSize: 100,
  } as JsonBodyType),
);

/**
 * A clinic day held as the server holds it: the day sheet reads `rows`, and check-in, undo and
 * call-next change them; every query string and POST body is recorded.
 */
export function clinicDay(rows: DayRow[]) {
  const queries: URLSearchParams[] = [];
  const posts: { path: string; body: unknown }[] = [];
  let issued = 0;
  const find = (body: unknown) =>
    rows.find((r) => r._id === (body as { appointmentId?: string }).appointmentId);
  const post = (path: string, act: (body: unknown) => Response) =>
    http.post(`${API}${path}`, async ({ request }) => {
      const body = await request.json();
      posts.push({ path, body });
      return act(body);
    });
  const handlers = [
    http.get(`${API}/desk/day`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const data = rows.filter((r) => !query.get('state') || r.visitState === query.get('state'));
      return HttpResponse.json({
        success: true,
        data,
        total: data.length,
        totalCapped: false,
        page: 1,
        pageSize: 20,
      });
    }),
    post('/desk/check-in', (body) => {
      const row = find(body);
      if (!row || row.visitState !== 'expected') {
        return HttpResponse.json(
          { success: false, message: 'This visit is already checked in' },
          { status: 409 },
        );
      }
      issued += 1;
      Object.assign(row, {
        visitState: 'arrived',
        queueNumber: `A-${String(issued).padStart(3, '0')}`,
        arrivedAt: new Date().toISOString(),
      });
      return HttpResponse.json({ success: true, data: { queueNumber: row.queueNumber } });
    }),
    post('/desk/undo-check-in', (body) => {
      const row = find(body);
      if (row) Object.assign(row, { visitState: 'expected', queueNumber: null, arrivedAt: null });
      return HttpResponse.json({ success: true, message: 'Check-in undone' });
    }),
    post('/desk/set-priority', (body) => {
      const row = find(body);
      if (row) Object.assign(row, { priority: true });
      return HttpResponse.json({ success: true, message: 'Moved to the front of the queue' });
    }),
  ];
  return { rows, queries, posts, handlers };
}
