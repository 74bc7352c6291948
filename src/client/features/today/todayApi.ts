import { createEntityAdapter } from '@reduxjs/toolkit';
import { api } from '../../lib/api/api';
import { registerQueryErrorTexts } from '../../lib/api/queryErrors';
import { toPage, type Page } from '../../lib/api/pagedList';
import type { Envelope } from '../../../shared/types';
import { WAIT_ALERT_MINUTES } from '../../../shared/vocabulary';
import type { PagedEnvelope } from '../../../shared/schemas/listQuery';
import type { CheckInOffer, DayQuery, DayRow, Display, DisplayPoster, QueuePlace } from './todayTypes';

const dayAdapter = createEntityAdapter<DayRow, string>({ selectId: (row) => row._id });

/** A page of the day sheet, with the clinic's wait alert (WAIT_ALERT_MINUTES, configurable). */
type DayPage = Page<DayRow> & { waitAlertMinutes: number };

/** Every screen of the clinic day reads under this tag; a queue event from the server invalidates it. */
const DAY = { type: 'ClinicDay', id: 'DAY' } as const;

const params = (query: DayQuery) =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

const byAppointment = (url: string) => (appointmentId: string) => ({
  url,
  method: 'POST',
  body: { appointmentId },
});

export const todayApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDaySheet: build.query<DayPage, DayQuery>({
      query: (query) => ({ url: '/desk/day', params: params(query) }),
      transformResponse: (r: PagedEnvelope<DayRow> & { waitAlertMinutes?: number }) => ({
        ...toPage(dayAdapter)(r),
        waitAlertMinutes: r.waitAlertMinutes ?? WAIT_ALERT_MINUTES,
      }),
      providesTags: [DAY],
    }),
    checkIn: build.mutation<Envelope<{ queueNumber: string }>, string>({
      query: byAppointment('/desk/check-in'),
      invalidatesTags: [DAY],
    }),
    undoCheckIn: build.mutation<Envelope, string>({
      query: byAppointment('/desk/undo-check-in'),
      invalidatesTags: [DAY],
    }),
    markNoShow: build.mutation<Envelope, string>({
      query: byAppointment('/desk/mark-no-show'),
      invalidatesTags: [DAY, 'Appointment'],
    }),
    setPriority: build.mutation<Envelope, { appointmentId: string; reason: string }>({
      query: (body) => ({ url: '/desk/set-priority', method: 'POST', body }),
      invalidatesTags: [DAY],
    }),
    // finishFirst: the visit in the room, finished before the next is called (else the server refuses)
    callNext: build.mutation<
      Envelope<{ appointmentId: string; queueNumber: string }>,
      { doctorId: string; finishFirst?: string }
    >({
      query: (body) => ({ url: '/desk/call-next', method: 'POST', body }),
      invalidatesTags: [DAY],
    }),
    getMyQueue: build.query<QueuePlace[], void>({
      query: () => '/user/my-queue',
      transformResponse: (r: Envelope<QueuePlace[]>) => r.data ?? [],
      providesTags: [DAY],
    }),
    getDisplays: build.query<Display[], void>({
      query: () => '/admin/displays',
      transformResponse: (r: Envelope<Display[]>) => r.data ?? [],
      providesTags: [{ type: 'Display', id: 'LIST' }],
    }),
    createDisplay: build.mutation<{ displayId: string; key: string }, { name: string; doctorIds: string[] }>({
      query: (body) => ({ url: '/admin/create-display', method: 'POST', body }),
      transformResponse: (r: Envelope<{ displayId: string; key: string }>) =>
        r.data as { displayId: string; key: string },
      invalidatesTags: [{ type: 'Display', id: 'LIST' }],
    }),
    revokeDisplay: build.mutation<Envelope, string>({
      query: (displayId) => ({ url: '/admin/revoke-display', method: 'POST', body: { displayId } }),
      invalidatesTags: [{ type: 'Display', id: 'LIST' }],
    }),
    getDisplayPoster: build.query<DisplayPoster, string>({
      query: (displayId) => `/admin/display-poster/${encodeURIComponent(displayId)}`,
      transformResponse: (r: Envelope<DisplayPoster>) => r.data as DisplayPoster,
      providesTags: [{ type: 'Display', id: 'LIST' }],
    }),
    getCheckInOffer: build.query<CheckInOffer, string>({
      query: (token) => `/check-in/${encodeURIComponent(token)}`,
      transformResponse: (r: Envelope<CheckInOffer>) => r.data as CheckInOffer,
      providesTags: [DAY],
    }),
    checkInByLink: build.mutation<
      Envelope<{ queueNumber: string }>,
      { token: string; appointmentId: string }
    >({
      query: ({ token, appointmentId }) => ({
        url: `/check-in/${encodeURIComponent(token)}`,
        method: 'POST',
        body: { appointmentId },
      }),
      invalidatesTags: [DAY],
    }),
  }),
});

export const {
  useGetDaySheetQuery,
  useCheckInMutation,
  useUndoCheckInMutation,
  useMarkNoShowMutation,
  useSetPriorityMutation,
  useCallNextMutation,
  useGetMyQueueQuery,
  useGetDisplaysQuery,
  useCreateDisplayMutation,
  useRevokeDisplayMutation,
  useGetDisplayPosterQuery,
  useGetCheckInOfferQuery,
  useCheckInByLinkMutation,
} = todayApi;

// the patient's place is a bonus on their home: a failed read is logged, not shown
registerQueryErrorTexts({ getMyQueue: null });
