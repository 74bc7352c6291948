import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { api } from '../../lib/api/api';
import type { Envelope } from '../../../shared/types';
import type { ApproveSeriesInput, BookSeriesInput, PlanSeriesInput } from '../../../shared/schemas/series';
import type { BookedSeries, SeriesOccurrence, SeriesPlan } from '../../../shared/answers/series';

/** A course's dates by date ('YYYY-MM-DD'), earliest first: a date occurs once in a course. */
export const occurrencesAdapter = createEntityAdapter<SeriesOccurrence, string>({
  selectId: (o) => o.date,
  sortComparer: (a, b) => a.date.localeCompare(b.date),
});

export type CoursePlan = EntityState<SeriesOccurrence, string> & { time: string };

/** What a new course or an approved one makes stale: every list, every dashboard and the slot status. */
const afterCourseChange = [
  { type: 'Appointment' as const, id: 'LIST' },
  { type: 'Stats' as const, id: 'LIST' },
];

/**
 * Courses of visits: the plan (books nothing) normalized by date, the booking of the dates
 * confirmed, and the approval of a course's pending occurrences in one action.
 */
const seriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    planSeries: build.mutation<CoursePlan, PlanSeriesInput>({
      query: (body) => ({ url: '/user/plan-series', method: 'POST', body }),
      transformResponse: (r: Envelope<SeriesPlan>) =>
        occurrencesAdapter.setAll(
          occurrencesAdapter.getInitialState({ time: r.data?.time ?? '' }),
          r.data?.occurrences ?? [],
        ),
    }),
    bookSeries: build.mutation<Envelope<BookedSeries>, BookSeriesInput>({
      query: (body) => ({ url: '/user/book-series', method: 'POST', body }),
      invalidatesTags: afterCourseChange,
    }),
    approveSeries: build.mutation<Envelope, ApproveSeriesInput>({
      query: (body) => ({ url: '/doctor/approve-series', method: 'POST', body }),
      invalidatesTags: afterCourseChange,
    }),
  }),
});

export const { usePlanSeriesMutation, useBookSeriesMutation, useApproveSeriesMutation } = seriesApi;
