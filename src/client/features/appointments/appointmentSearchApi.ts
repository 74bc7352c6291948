import type { EntityState } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api } from '../../lib/api/api';
import { registerQueryErrorTexts } from '../../lib/api/queryErrors';
import { pageTags } from '../../lib/api/pagedList';
import { LIST_PAGE_SIZE_MAX, type PagedEnvelope } from '../../../shared/schemas/listQuery';
import { listSearchParams } from '../../../shared/listParams';
import type { Appointment } from '../../../shared/schemas/appointments';
import { appointmentErrors, appointmentsAdapter } from './appointmentsApi';

const USER_APPOINTMENTS = '/user/get-appointments-by-user-id';

/** A span of clinic dates, both ends included (YYYY-MM-DD). */
interface DateSpan {
  from: string;
  to: string;
}

/** The calendar month (or year) holding a 'YYYY-MM-DD' date, as a span of dates. */
export function spanOf(isoDate: string, unit: 'month' | 'year'): DateSpan {
  const [year, month] = isoDate.split('-').map(Number);
  if (unit === 'year') return { from: `${year}-01-01`, to: `${year}-12-31` };
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const yearMonth = isoDate.slice(0, 7);
  return { from: `${yearMonth}-01`, to: `${yearMonth}-${String(lastDay).padStart(2, '0')}` };
}

/**
 * Every appointment of the patient's shown calendar month (or year) on their clinic dates, read a
 * page of 100 at a time until the span is whole: a patient has few, the loop is for a rare busy
 * month. No call asks for all of a patient's appointments: lists grow with time, answers do not.
 */
const appointmentSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserAppointmentsBetween: build.query<EntityState<Appointment, string>, DateSpan>({
      async queryFn({ from, to }, _api, _extra, baseQuery) {
        const rows: Appointment[] = [];
        for (let page = 1; ; page += 1) {
          const params = listSearchParams({
            from,
            to,
            sort: 'date',
            order: 'asc',
            page,
            pageSize: LIST_PAGE_SIZE_MAX,
          });
          const result = await baseQuery({ url: USER_APPOINTMENTS, params });
          if (result.error) return { error: result.error as FetchBaseQueryError };
          const body = result.data as PagedEnvelope<Appointment>;
          rows.push(...(body.data ?? []));
          if (!body.data?.length || rows.length >= (body.total ?? 0)) break;
        }
        return { data: appointmentsAdapter.setAll(appointmentsAdapter.getInitialState(), rows) };
      },
      providesTags: pageTags('Appointment'),
    }),
  }),
});

registerQueryErrorTexts({ getUserAppointmentsBetween: appointmentErrors.fetchFailed });

export const { useGetUserAppointmentsBetweenQuery } = appointmentSearchApi;
