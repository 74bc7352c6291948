import { http, HttpResponse } from 'msw';
import type { ClosedClinicDay } from '../../../src/shared/schemas/capacity';
import { todayAtClinic } from '../../../src/client/lib/clinicTime/clinicDatePicker';
import { addDays } from '../../../src/shared/clinicDays';
import { server } from '../../helpers/msw';

export const API = 'http://localhost/api';
/** A calendar date `days` from today at the clinic, 'YYYY-MM-DD'. */
export const fromToday = (days: number) => addDays(todayAtClinic(), days);
/** 'YYYY-MM-DD' → 'DD-MM-YYYY'. */
export const dmy = (iso: string) => iso.split('-').reverse().join('-');

let counter = 0;

/** A closing as closed-clinic-days lists it: Dr. Ada Obi, closed by the admin Ada Okafor. */
export function makeClosing(overrides: Partial<ClosedClinicDay> = {}): ClosedClinicDay {
  counter += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(700 + counter).padStart(12, '0')}`,
    doctorId: '00000000-0000-4000-8000-000000000001',
    doctorName: 'Ada Obi',
    date: fromToday(5),
    reason: 'Medical conference',
    closedByName: 'Ada Okafor',
    createdAt: '2026-12-01T09:15:00.000Z',
    leave: null,
    ...overrides,
  };
}

/**
 * clinic-day-closing-preview answering from the query it is asked: `count(query)` gives the clinic
 * dates and the visits; every query string is recorded.
 */
export function previewServer(count: (query: URLSearchParams) => { dates: string[]; appointments: number }) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/admin/clinic-day-closing-preview`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return HttpResponse.json({ success: true, data: count(query) });
    }),
  );
  return queries;
}
